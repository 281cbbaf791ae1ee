import Foundation

/// The process's resident memory as Linux reports it in /proc/self, for the
/// memory tests against hostile servers: reset the high-water mark, run the
/// transfer, read the peak.
public enum PeakResidentMemory {
    /// Whether this system gives and resets the high-water mark (Linux 4.0 and later).
    public static var isAvailable: Bool { read("VmHWM") != nil && reset() }

    /// The peak resident size (VmHWM) in bytes; nil where /proc/self/status is not there.
    public static func current() -> Int? { read("VmHWM") }

    /// Sets the high-water mark back to the resident size now (writing 5 to
    /// /proc/self/clear_refs); false where the kernel refuses.
    public static func reset() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// The field `name` of /proc/self/status (`VmRSS`, `VmHWM`), in bytes.
    public static func read(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1024
    }
}
