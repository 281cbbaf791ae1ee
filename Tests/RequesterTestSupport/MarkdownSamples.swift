import Foundation

/// Reads the ```swift samples of the repository's Markdown files, so tests
/// can check that each sample appears, word for word, in the test file that
/// compiles and runs it.
public enum MarkdownSamples {
    /// The repository's root, from the path of a file under `Tests/<Target>/`.
    public static func repositoryRoot(from testFile: String = #filePath) -> URL {
        URL(fileURLWithPath: testFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The text of `relativePath` (e.g. `"Docs/GettingStarted.md"`) in the repository.
    public static func file(_ relativePath: String, testFile: String = #filePath) throws -> String {
        try String(contentsOf: repositoryRoot(from: testFile).appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The ```swift blocks of a Markdown text, except those in the sections
    /// (`## ` headings) named in `skippedHeadings`.
    public static func swiftBlocks(in markdown: String, skippingSections skippedHeadings: Set<String> = []) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        var skipping = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("## ") {
                skipping = skippedHeadings.contains(line.trimmingCharacters(in: .whitespaces))
            }
            if let lines = current {
                if line.hasPrefix("```") {
                    if !skipping { blocks.append(lines.joined(separator: "\n")) }
                    current = nil
                } else {
                    current = lines + [line]
                }
            } else if line.hasPrefix("```swift") {
                current = []
            }
        }
        return blocks
    }

    /// Lines trimmed, blank lines dropped, framed by newlines: what "appears
    /// verbatim" compares, so indentation inside a test function does not matter.
    public static func normalized(_ text: String) -> String {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return "\n" + lines.joined(separator: "\n") + "\n"
    }

    /// The ```swift samples of the repository file `document` (outside
    /// `skippedHeadings`), and those of them that do not appear verbatim in
    /// `testFile` (the calling test's file by default).
    public static func check(
        _ document: String, skippingSections skippedHeadings: Set<String> = [], testFile: String = #filePath
    ) throws -> (samples: [String], missing: [String]) {
        let samples = swiftBlocks(in: try file(document, testFile: testFile), skippingSections: skippedHeadings)
        let source = try String(contentsOf: URL(fileURLWithPath: testFile), encoding: .utf8)
        return (samples, missing(from: source, samples: samples))
    }

    /// The samples of `markdown` that do not appear verbatim in `source`.
    public static func missing(from source: String, samples: [String]) -> [String] {
        let normalizedSource = normalized(source)
        return samples.filter { !normalizedSource.contains(normalized($0)) }
    }
}
