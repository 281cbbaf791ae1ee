import Foundation
import Harnesses
import Testing

/// Every seed and every saved finding in Fuzz/Corpus/<Harness>/ run through
/// its harness without libFuzzer: a quick check, in a plain `swift test`,
/// that the harnesses still pass on what they were seeded with (a harness
/// fails by trapping, so a failure here stops the run with its message).
@Suite("Fuzz corpus replay")
struct CorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    static let harnesses: [String: @Sendable (UnsafeRawBufferPointer) -> Void] = [
        "RetryAfter": RetryAfterHarness.run,
        "EndpointURL": EndpointURLHarness.run,
        "LogRedaction": LogRedactionHarness.run,
        "ResponseValidation": ResponseValidationHarness.run,
        "HeaderLookup": HeaderLookupHarness.run,
        "ServerSentEvents": ServerSentEventsHarness.run,
        "Multipart": MultipartHarness.run,
    ]

    @Test(arguments: harnesses.keys.sorted())
    func seedsPass(harness: String) throws {
        let folder = Self.corpus.appendingPathComponent(harness)
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        #expect(!files.isEmpty, "no seeds in \(folder.path)")
        for file in files {
            let bytes = try Data(contentsOf: file)
            bytes.withUnsafeBytes { Self.harnesses[harness]!($0) }
        }
    }
}
