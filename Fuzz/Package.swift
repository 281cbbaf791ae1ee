// swift-tools-version: 6.0
import PackageDescription

// libFuzzer harnesses for the places that read outside input, in a package of
// their own so that the library keeps no dependencies. Run them all with
// `bash Fuzz/run SECONDS` (it builds with `-Xswiftc -sanitize=fuzzer,address`);
// Docs/Reliability.md says what each harness checks.
//
// One executable per harness, `<Name>Fuzzer`, whose `main` is
// `runFuzzer(<Name>Harness.run)` (the harness from the `Harnesses` library);
// its seed corpus is Fuzz/Corpus/<Name>/. Fuzz/run runs every name in this list.
//
// A new harness: Sources/Harnesses/<Name>Harness.swift, Sources/<Name>Fuzzer/main.swift,
// a seed corpus in Corpus/<Name>/ (written by Corpus/make-seeds.py), its name
// in this list and a line in Tests/CorpusReplayTests.
let harnesses = ["RetryAfter", "EndpointURL", "LogRedaction", "ResponseValidation", "HeaderLookup", "ServerSentEvents", "Multipart"]

let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named so the product reference works whatever the checkout folder is called.
        .package(name: "Requester", path: ".."),
    ],
    targets: [
        // Reading structured values out of the fuzzer's bytes, failing loudly,
        // and starting libFuzzer's driver on a harness.
        .target(name: "FuzzSupport", dependencies: ["FuzzerDriver"]),
        // Declares libFuzzer's `LLVMFuzzerRunDriver`, which `runFuzzer` calls.
        .target(name: "FuzzerDriver"),
        // The checks themselves, one type per harness (a library, so the
        // replay tests can run the seed corpus through them without libFuzzer).
        .target(
            name: "Harnesses",
            dependencies: [
                "FuzzSupport",
                .product(name: "Stream", package: "Requester"),
                .product(name: "Handlers", package: "Requester"),
                .product(name: "Requester", package: "Requester"),
            ]
        ),
        .testTarget(name: "CorpusReplayTests", dependencies: ["Harnesses"]),
    ] + harnesses.map { name in
        .executableTarget(name: "\(name)Fuzzer", dependencies: ["Harnesses", "FuzzSupport"])
    },
    swiftLanguageModes: [.v6]
)
