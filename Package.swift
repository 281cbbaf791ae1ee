// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Requester",
    platforms: [
        // `Synchronization` (Atomic, Mutex) is what keeps the hot paths lock-free
        // and allocation-free; it ships with these OS versions and with Swift 6 on Linux.
        .macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2),
    ],
    products: [
        .library(name: "Stream", targets: ["Stream"]),
        // RxTest's assertions on events (XCTest and Swift Testing), for test
        // targets only: linking XCTest into an app binary is not wanted.
        .library(name: "StreamTestAssertions", targets: ["StreamTestAssertions"]),
        // RxBlocking's `toBlocking()`: waits on a thread, for tests and tools.
        .library(name: "StreamBlocking", targets: ["StreamBlocking"]),
        .library(name: "Handlers", targets: ["Handlers"]),
        .library(name: "Requester", targets: ["Requester"]),
        // The fault matrix a transport author runs against their own Transport
        // (Tests/Fixtures/server.py on loopback; needs python3). No test framework.
        .library(name: "TransportFaultMatrix", targets: ["TransportFaultMatrix"]),
        // `swift run requester-demo`: the whole pipeline, end to end, on a stubbed weather API.
        .executable(name: "requester-demo", targets: ["Demo"]),
    ],
    targets: [
        // The trampoline's thread-local pointer (C has `_Thread_local`; Swift
        // has no thread-local storage): a C target, not a package dependency.
        .target(name: "CStreamThreadLocal"),
        .target(name: "Stream", dependencies: ["CStreamThreadLocal"]),
        .target(name: "StreamTestAssertions", dependencies: ["Stream"]),
        .target(name: "StreamBlocking", dependencies: ["Stream"]),
        .target(name: "Handlers", dependencies: ["Stream"]),
        .target(name: "Requester", dependencies: ["Stream", "Handlers"]),
        .target(name: "TransportFaultMatrix", dependencies: ["Stream", "Handlers", "Requester", "RequesterTestSupport"]),
        // Checks that the guides' code samples are the code the tests run (not a product).
        .target(name: "GuideSampleSupport", path: "Tests/GuideSampleSupport"),
        // Runs tests that spin or block on threads of their own (not a product).
        .target(name: "TestExecutors", path: "Tests/TestExecutors"),
        // The demo's story as a library (not a product), so tests can run it in
        // virtual time in-process; `Demo` is only its command-line entry point.
        .target(name: "WeatherDemo", dependencies: ["Stream", "Handlers", "Requester"]),
        .executableTarget(name: "Demo", dependencies: ["WeatherDemo"]),
        .testTarget(name: "StreamTests", dependencies: ["Stream", "StreamBlocking", "GuideSampleSupport", "TestExecutors"]),
        .testTarget(
            name: "StreamTestAssertionsTests", dependencies: ["Stream", "StreamTestAssertions", "GuideSampleSupport"]),
        .testTarget(
            name: "HandlersTests",
            dependencies: ["Stream", "Handlers", "RequesterTestSupport", "GuideSampleSupport", "TestExecutors"]),
        // Helpers both Requester test targets use (not a product).
        .target(name: "RequesterTestSupport", dependencies: ["Stream", "Handlers"], path: "Tests/RequesterTestSupport"),
        .testTarget(
            name: "RequesterTests",
            dependencies: [
                "Stream", "Handlers", "Requester", "RequesterTestSupport", "GuideSampleSupport", "TestExecutors",
            ]),
        // Runs against Tests/Fixtures/server.py on loopback (needs python3).
        .testTarget(
            name: "IntegrationTests",
            dependencies: [
                "Stream", "Handlers", "Requester", "RequesterTestSupport", "TransportFaultMatrix", "GuideSampleSupport",
            ]),
        .testTarget(name: "DemoTests", dependencies: ["Stream", "Handlers", "Requester", "WeatherDemo", "RequesterTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
