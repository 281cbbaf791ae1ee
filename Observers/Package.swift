// swift-tools-version: 6.0
import PackageDescription

// Request observers for the server ecosystem's logging, metrics and tracing
// APIs, in a package of their own so that the root package keeps no
// dependencies. One product per API: depend on the ones you use.
// Build and test from this folder:
//   swift build --build-tests -Xswiftc -warnings-as-errors && swift test
let package = Package(
    name: "RequesterObservers",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "RequesterLogging", targets: ["RequesterLogging"]),
        .library(name: "RequesterMetrics", targets: ["RequesterMetrics"]),
        .library(name: "RequesterTracing", targets: ["RequesterTracing"]),
    ],
    dependencies: [
        // Named so the product references work whatever the checkout folder is called.
        .package(name: "Requester", path: ".."),
        // The versions these were built and tested with.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
    ],
    targets: [
        // What the observers share (not a product).
        .target(
            name: "RequesterObserverSupport",
            dependencies: [.product(name: "Handlers", package: "Requester")]
        ),
        .target(
            name: "RequesterLogging",
            dependencies: [
                .product(name: "Requester", package: "Requester"),
                .product(name: "Handlers", package: "Requester"),
                .product(name: "Logging", package: "swift-log"),
                "RequesterObserverSupport",
            ]
        ),
        .target(
            name: "RequesterMetrics",
            dependencies: [
                .product(name: "Requester", package: "Requester"),
                .product(name: "Handlers", package: "Requester"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                "RequesterObserverSupport",
            ]
        ),
        .target(
            name: "RequesterTracing",
            dependencies: [
                .product(name: "Requester", package: "Requester"),
                .product(name: "Handlers", package: "Requester"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                "RequesterObserverSupport",
            ]
        ),
        // Each observer against its API's in-memory backend (InMemoryLogHandler,
        // TestMetrics, a W3C-propagating tracer over InMemoryTracer), through an
        // APIClient over StubTransport.
        .testTarget(
            name: "RequesterObserversTests",
            dependencies: [
                "RequesterLogging", "RequesterMetrics", "RequesterTracing",
                .product(name: "Requester", package: "Requester"),
                .product(name: "Handlers", package: "Requester"),
                .product(name: "Stream", package: "Requester"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
