/// The failure the error-handling workloads raise and recover from.
struct BenchmarkError: Error {}
