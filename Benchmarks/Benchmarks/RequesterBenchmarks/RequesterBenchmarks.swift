import Benchmark
import BenchmarkSupport

/// What one request through the pipeline costs, next to the floor it wraps.
///
/// In memory (`StubTransport`, answering synchronously; every scheduler
/// `ImmediateScheduler.instance`), one iteration is one whole request:
/// build, adapt, send, validate, decode, deliver. `.kilo` scaling: results
/// print per request (marked `*`).
///
/// Loopback (Tests/Fixtures/server.py on 127.0.0.1), one iteration is 2,000
/// sequential GETs of `/json`; results print per 2,000 GETs.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],  // and mallocs in a run of their own: see timedAndCounted
        warmupIterations: 2,
        maxDuration: .seconds(10)
    )
    // One iteration = 1,000 requests; 50 iterations = 50k requests.
    let inMemory = Benchmark.Configuration(scalingFactor: .kilo, maxIterations: 50)
    // One iteration = 2,000 GETs over loopback.
    let loopback = Benchmark.Configuration(warmupIterations: 1, maxDuration: .seconds(60), maxIterations: 5)

    timedAndCounted("GET user: JSONDecoder only", configuration: inMemory, closure: InMemoryWorkloads.bareDecode)
    timedAndCounted("GET user: APIClient + StubTransport", configuration: inMemory, closure: InMemoryWorkloads.apiClient)
    timedAndCounted("GET user: APIClient + BearerTokenAdapter + StubTransport", configuration: inMemory,
              closure: InMemoryWorkloads.apiClientWithBearerToken)
    timedAndCounted("GET user: APIClient + another adapter, then BearerTokenAdapter + StubTransport",
              configuration: inMemory, closure: InMemoryWorkloads.apiClientWithBearerTokenSecond)
    timedAndCounted("GET user: Requester + APIClient + StubTransport", configuration: inMemory,
              closure: InMemoryWorkloads.requester)
    timedAndCounted("GET user: the contract's bare work (the floor under any pipeline)", configuration: inMemory,
              closure: ContractFloorWorkload.run)

    timedAndCounted("Loopback 2000 GET /json: URLSession + JSONDecoder", configuration: loopback,
              closure: LoopbackWorkloads.bareURLSession)
    timedAndCounted("Loopback 2000 GET /json: APIClient", configuration: loopback, closure: LoopbackWorkloads.apiClient)
}
