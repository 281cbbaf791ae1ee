import Foundation
import Requester
import Stream

/// Prints what `APIClient`'s `RequestLogger` writes, and measures each
/// retry's wait: the time from a failed attempt's answer to the next
/// attempt of the same path. So the story can show the backoff at work and
/// count what was sent.
final class NetworkLog: Sendable {
    private struct State {
        var sends: [String: Int] = [:]
        var lastAnswer: [String: Duration] = [:]
        var waits: [String: [Duration]] = [:]
    }

    private let console: Console
    private let clock: StoryClock
    private let state = Locked(State())

    init(console: Console, clock: StoryClock) {
        self.console = console
        self.clock = clock
    }

    /// A logger writing here: URL and status, without the logger's own
    /// timing (the console stamps every line with the story's clock).
    func logger() -> RequestLogger {
        RequestLogger(options: [.requestURL, .responseCode], sink: { [self] message in write(message) })
    }

    /// Requests sent so far to a URL whose path ends with `pathSuffix`.
    func sends(to pathSuffix: String) -> Int {
        state.withLock { state in
            state.sends.filter { $0.key.hasSuffix(pathSuffix) }.values.reduce(0, +)
        }
    }

    /// The waits before each retry of a URL whose path ends with `pathSuffix`.
    func retryWaits(for pathSuffix: String) -> [Duration] {
        state.withLock { state in
            state.waits.filter { $0.key.hasSuffix(pathSuffix) }.flatMap(\.value)
        }
    }

    /// Notes and prints one logger message (`--> GET url (attempt 2)`,
    /// `<-- 503 GET url`, `<-- FAILED GET url: reason`).
    private func write(_ message: String) {
        let now = clock.elapsed
        let words = message.split(separator: " ")
        var note = ""
        if words.first == "-->", words.count >= 3 {
            let path = Self.path(words[2])
            let isRetry = message.contains("(attempt ")
            let wait: Duration? = state.withLock { state in
                state.sends[path, default: 0] += 1
                guard isRetry, let answered = state.lastAnswer[path] else { return nil }
                state.waits[path, default: []].append(now - answered)
                return now - answered
            }
            if let wait { note = "   (after a \(wait.milliseconds) backoff)" }
        } else if words.first == "<--", words.count >= 4 {
            let path = Self.path(words[3])
            state.withLock { $0.lastAnswer[path] = now }
        }
        console.line("net", message + note)
    }

    /// The path of a logged URL (`https://host/a/b?q=1:` gives `/a/b`).
    private static func path(_ word: Substring) -> String {
        let text = word.hasSuffix(":") ? String(word.dropLast()) : String(word)
        return URL(string: text)?.path ?? text
    }
}
