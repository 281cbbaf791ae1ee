// swift-tools-version: 6.0
import PackageDescription

// A Transport on SwiftNIO's AsyncHTTPClient, in a package of its own so that
// the root package keeps no dependencies. Build and test from this folder:
//   swift build -Xswiftc -warnings-as-errors && swift test
let package = Package(
    name: "RequesterAsyncHTTPClient",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "RequesterAsyncHTTPClient", targets: ["RequesterAsyncHTTPClient"]),
    ],
    dependencies: [
        // Named so the product references work whatever the checkout folder is called.
        .package(name: "Requester", path: "../.."),
        // 1.29.0 is the first with `Configuration.tracing` (AsyncHTTPClientTransport.configuration(from:)).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.29.0"),
        // Imported directly (ByteBuffer, event loops, locks); AsyncHTTPClient depends on it anyway.
        .package(url: "https://github.com/apple/swift-nio", from: "2.62.0"),
        // Its decompressor's errors are mapped to URLError.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.19.0"),
        // To turn AsyncHTTPClient's own tracing off; AsyncHTTPClient depends on it anyway.
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.3.0"),
        // Tests only: the tracing observer over this transport (one span per request).
        .package(name: "RequesterObservers", path: "../../Observers"),
    ],
    targets: [
        .target(
            name: "RequesterAsyncHTTPClient",
            dependencies: [
                .product(name: "Requester", package: "Requester"),
                .product(name: "Handlers", package: "Requester"),
                .product(name: "Stream", package: "Requester"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ]
        ),
        // The shared fault matrix (the root's TransportFaultMatrix) over this
        // transport, and what only this transport promises.
        .testTarget(
            name: "RequesterAsyncHTTPClientTests",
            dependencies: [
                "RequesterAsyncHTTPClient",
                .product(name: "TransportFaultMatrix", package: "Requester"),
                .product(name: "Requester", package: "Requester"),
                .product(name: "Handlers", package: "Requester"),
                .product(name: "Stream", package: "Requester"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
                .product(name: "RequesterTracing", package: "RequesterObservers"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
