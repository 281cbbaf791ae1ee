/// The lines a sample's `print` made, kept instead of written out: a test
/// shadows `print` with a local function that calls `record`, so the
/// sample's own text runs unchanged, and compares `lines` with the lines
/// the sample says it prints (`GuideSamples.printedLines(ofSample:in:)`).
package final class PrintedOutput {
    package private(set) var lines: [String] = []

    package init() {}

    /// Records one line as `print` would write it: the items separated by spaces.
    package func record(_ items: [Any]) {
        lines.append(items.map { "\($0)" }.joined(separator: " "))
    }
}
