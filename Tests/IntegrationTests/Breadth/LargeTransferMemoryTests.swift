import Testing

/// The suites that measure the resident memory of 200 MB transfers, one
/// at a time. Resident memory is the whole process's, so a measurement
/// taken while other tests run counts their memory too: these run only in
/// a process of their own (see `ResidentMemorySampler.runsAlone`; `.ci/run`
/// runs `REQUESTER_MEMORY_TESTS=1 swift test --skip-build --filter MemoryTests`),
/// and one after the other, not side by side. Where /proc/self/status is
/// missing they say so and do not run.
@Suite(
    "Resident memory of large transfers", .serialized,
    .enabled(if: ResidentMemorySampler.isAvailable, "measures resident memory through /proc/self/status"),
    .enabled(
        if: ResidentMemorySampler.runsAlone,
        "measures the whole process: run alone with REQUESTER_MEMORY_TESTS=1 swift test --filter MemoryTests (.ci/run does)"))
enum LargeTransferMemoryTests {}
