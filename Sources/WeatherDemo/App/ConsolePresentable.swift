import Handlers
import Stream

/// The demo's screen: prints what a real screen would show (the loading
/// indicator, error messages) and remembers each call, so that chapters can
/// check what the person saw.
final class ConsolePresentable: Presentable, Sendable {
    /// One thing the screen was asked to do.
    enum Call: Equatable, Sendable {
        case showError(String)
        case showLoading
        case hideLoading
        case unhandled(String)
    }

    private let console: Console
    private let recorded = Locked<[Call]>([])

    init(console: Console) {
        self.console = console
    }

    func showLoading() {
        record(.showLoading)
        console.line("screen", "loading…")
    }

    func hideLoading() {
        record(.hideLoading)
        console.line("screen", "done")
    }

    func showError(error: String) {
        record(.showError(error))
        console.line("screen", "shows “\(error)”")
    }

    func onHandleErrorFailed(error: any Error) {
        let description = describe(error)
        record(.unhandled(description))
        console.line("screen", "no handler took: \(description)")
    }

    /// How many calls so far: pass it to `calls(since:)` later.
    var mark: Int { recorded.withLock { $0.count } }

    /// The calls made after `mark`.
    func calls(since mark: Int) -> [Call] {
        recorded.withLock { Array($0.dropFirst(mark)) }
    }

    private func record(_ call: Call) {
        recorded.withLock { $0.append(call) }
    }
}
