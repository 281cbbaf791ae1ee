import Foundation
import Handlers
import Requester

/// The checks chapters share; each throws a `ChapterFailure` that says
/// what was expected and what happened.
extension StoryContext {
    /// Exactly `expected` token refreshes ran since the count was `before`.
    func expectRefreshes(_ expected: Int, since before: Int) throws {
        let ran = refreshCount - before
        guard ran == expected else {
            throw ChapterFailure("expected \(expected) token refresh(es), \(ran) ran")
        }
    }

    /// Since `mark`, the loading indicator went on once and off once, and the
    /// screen showed exactly `errors`.
    func expectScreen(since mark: Int, showedErrors errors: [String] = []) throws {
        let calls = screen.calls(since: mark)
        let loading = calls.filter { $0 == .showLoading || $0 == .hideLoading }
        guard loading == [.showLoading, .hideLoading] else {
            throw ChapterFailure("expected the loading indicator to go on once and off once, saw \(loading)")
        }
        let shown = calls.compactMap { call -> String? in
            switch call {
            case .showError(let message): return message
            case .unhandled(let description): return "unhandled: \(description)"
            case .showLoading, .hideLoading: return nil
            }
        }
        guard shown == errors else {
            throw ChapterFailure("expected the screen to show \(errors), it showed \(shown)")
        }
    }

    /// Exactly `expected` requests went to a path ending with `pathSuffix` since there were `before`.
    func expectSends(_ expected: Int, to pathSuffix: String, since before: Int) throws {
        let sent = networkLog.sends(to: pathSuffix) - before
        guard sent == expected else {
            throw ChapterFailure("expected \(expected) request(s) to …\(pathSuffix), \(sent) went out")
        }
    }
}
