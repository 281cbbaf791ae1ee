import Foundation

/// Checks that a guide's code samples are the code the tests compile and run:
/// every ```swift block of a page (a guide in Docs/, a DocC catalog's page)
/// must appear, word for word, in the test files that keep it (indentation
/// and blank lines aside).
package enum GuideSamples {
    /// What a check found: the guide's samples and those no test file holds.
    package struct Report {
        /// Every ```swift block of the guide, in page order.
        package let samples: [String]
        /// The samples that appear in none of the test files.
        package let missing: [String]
    }

    /// Reads `guide` (a path from the package root, like "Docs/Stream.md"),
    /// the calling test file and `otherFiles` (absolute paths), and reports
    /// which samples none of them holds. Blocks in the `## ` section titled
    /// `skippedSection` are left out.
    package static func check(
        guide: String, skippingSection skippedSection: String? = nil,
        alsoIn otherFiles: [String] = [], testFile: String = #filePath
    ) throws -> Report {
        let markdown = try String(contentsOf: packageRoot(of: testFile).appending(path: guide), encoding: .utf8)
        let sources = try ([testFile] + otherFiles).map { normalized(try String(contentsOfFile: $0, encoding: .utf8)) }
        let samples = swiftBlocks(in: markdown, skippingSection: skippedSection)
        let missing = samples.filter { sample in !sources.contains { $0.contains(normalized(sample)) } }
        return Report(samples: samples, missing: missing)
    }

    /// The package root, from the path of a file in Tests/<Target>/.
    package static func packageRoot(of testFile: String) -> URL {
        URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The ```swift blocks of a Markdown text, except those in the `## `
    /// section whose heading is `skippedHeading`.
    package static func swiftBlocks(in markdown: String, skippingSection skippedHeading: String? = nil) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        var skipping = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("## ") {
                skipping = line.trimmingCharacters(in: .whitespaces) == skippedHeading
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

    /// What a sample says it prints: the comment lines after its
    /// `// Prints:` line, without their `// `, in order (none without one).
    package static func printedLines(of sample: String) -> [String] {
        let lines = sample.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard let marker = lines.firstIndex(of: "// Prints:") else { return [] }
        return lines[(marker + 1)...].filter { $0.hasPrefix("//") }.map { String($0.dropFirst(2).drop { $0 == " " }) }
    }

    /// What sample number `index` of `guide` says it prints (`printedLines(of:)`);
    /// `guide` is a path from the root of the package `testFile` is in.
    package static func printedLines(
        ofSample index: Int, in guide: String, testFile: String = #filePath
    ) throws -> [String] {
        printedLines(of: try check(guide: guide, testFile: testFile).samples[index])
    }

    /// Lines trimmed, blank lines dropped, framed by newlines, so that
    /// indentation does not matter and a match covers whole lines.
    package static func normalized(_ text: String) -> String {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return "\n" + lines.joined(separator: "\n") + "\n"
    }
}
