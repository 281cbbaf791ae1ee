import Synchronization

/// The lines a sample's `print` made, kept instead of written out: a test
/// shadows `print` with a local function that calls `record`, so the
/// sample's own text runs unchanged, and compares `lines` with the lines
/// the sample says it prints (`GuideSamples.printedLines(ofSample:in:)`).
/// Sendable, so a sample's `@Sendable` closure (an observer's, a logger's)
/// may print too.
package final class PrintedOutput: Sendable {
    private let recorded = Mutex<[String]>([])

    package init() {}

    /// The lines printed so far.
    package var lines: [String] {
        recorded.withLock { $0 }
    }

    /// Records what `print` would write: the items separated by spaces, as
    /// one line for each line of that text.
    package func record(_ items: [Any]) {
        let text = items.map { "\($0)" }.joined(separator: " ")
        let newLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        recorded.withLock { $0 += newLines }
    }
}
