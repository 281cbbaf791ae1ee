import Foundation
import Stream

/// Where the story is written, one line at a time, each stamped with the
/// story clock and tagged with who speaks: `app` (the story), `screen` (the
/// presentable), `net` (the request logger), `auth` (the token refresh),
/// `check` (a chapter's verdict).
///
/// Lines come from several threads in real time (the screen on the main
/// queue, the logger on network threads); a lock keeps each line whole.
final class Console: Sendable {
    private let write: @Sendable (String) -> Void
    private let clock: StoryClock
    private let lock = Locked(())

    /// A console writing through `write` (standard output in the program,
    /// a buffer in the tests), stamping with `clock`.
    init(clock: StoryClock, write: @escaping @Sendable (String) -> Void) {
        self.clock = clock
        self.write = write
    }

    /// A line stamped with the story's time: `[ 0.050s] net    --> GET ...`.
    func line(_ tag: String, _ text: String) {
        let stamp = String(format: "[%6.3fs]", clock.elapsed.inSeconds)
        let padded = tag.padding(toLength: 6, withPad: " ", startingAt: 0)
        plain("\(stamp) \(padded) \(text)")
    }

    /// A line without a stamp (titles, the summary).
    func plain(_ text: String) {
        lock.withLock { _ in write(text) }
    }

    /// The story speaking.
    func app(_ text: String) { line("app", text) }
}
