// swift-tools-version: 6.1
import PackageDescription

// The benchmark lives in its own package so that the library itself keeps
// no dependencies. Run from this folder:
//   swift package --allow-writing-to-package-directory benchmark
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        // Named so the product reference works whatever the checkout folder is called.
        .package(name: "Requester", path: ".."),
        // Only the malloc interposer: it is what counts mallocs on Linux.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        // The peer we compare against.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // LoopbackLoad: the AsyncHTTPClient transport, and AsyncHTTPClient bare.
        .package(name: "RequesterAsyncHTTPClient", path: "../Transports/AsyncHTTPClient"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.21.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.62.0"),
    ],
    targets: [
        // What both benchmark executables share: how a workload is registered.
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "Support"
        ),
        .executableTarget(
            name: "StreamBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Stream", package: "Requester"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Benchmarks/StreamBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The request pipeline (Requester + APIClient) against bare decoding
        // and bare URLSession: what the wrapping costs per request.
        .executableTarget(
            name: "RequesterBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Stream", package: "Requester"),
                .product(name: "Handlers", package: "Requester"),
                .product(name: "Requester", package: "Requester"),
            ],
            path: "Benchmarks/RequesterBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Four clients against nginx on loopback, req/s and CPU per request
        // (Docs/Performance.md): swift run -c release LoopbackLoad
        .executableTarget(
            name: "LoopbackLoad",
            dependencies: [
                .product(name: "Requester", package: "Requester"),
                .product(name: "Stream", package: "Requester"),
                .product(name: "RequesterAsyncHTTPClient", package: "RequesterAsyncHTTPClient"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
            ],
            path: "Benchmarks/LoopbackLoad"
        ),
        // One million requests through Requester + APIClient + StubTransport
        // in virtual time: exactly-once outcomes, loading counts, retry rules
        // and resident memory (Docs/Reliability.md). `swift run -c release RequesterSoak`.
        .executableTarget(
            name: "RequesterSoak",
            dependencies: [
                .product(name: "Stream", package: "Requester"),
                .product(name: "Handlers", package: "Requester"),
                .product(name: "Requester", package: "Requester"),
            ],
            path: "Soak"
        ),
        // Instructions per validated response on hostile bodies (64 MiB of
        // NULs), counted by callgrind with ICOUNT_N=1 and 3 (the commands:
        // Docs/Performance.md, "Hostile bodies").
        .executableTarget(
            name: "RequesterCounts",
            dependencies: [
                .product(name: "Handlers", package: "Requester"),
                .product(name: "Requester", package: "Requester"),
            ],
            path: "Counts"
        ),
        // Instructions per operation of Stream's chains beside OpenCombine's
        // (subject, pump, churn, flatmap, retry, catch; `-opencombine` for the
        // peer), counted by callgrind (the commands: Docs/Performance.md).
        .executableTarget(
            name: "StreamCounts",
            dependencies: [
                .product(name: "Stream", package: "Requester"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "StreamCounts"
        ),
    ],
    swiftLanguageModes: [.v6]
)
