#if canImport(FoundationNetworking)
import Foundation
import Handlers
import Stream
import FoundationNetworking

/// The delegate of one task on a session without a delegate, on Linux: it
/// follows redirects by `CrossOriginRedirectGuard`'s rules under the task's
/// bounds, and answers the challenge of a 401 (or 407) that
/// FoundationNetworking would otherwise leave unanswered, never ending the
/// task (swift-corelibs-foundation issue 5456; a 401 with a Basic challenge
/// meets it).
///
/// Answering cancels the task: its completion handler gets a cancellation and
/// no body (FoundationNetworking gives the body only to a session's delegate,
/// see `TransportSessionDelegate`). `outcome` turns that back into the
/// challenged response, with its status and headers; a refused redirect
/// cancels the task too, and `outcome` is then the refusal. One per task.
final class ChallengedTaskGuard: NSObject, TaskGuarding, Sendable {
    private struct State {
        /// The response whose challenge was answered, once one was.
        var challenged: HTTPURLResponse?
        /// Why a redirect was refused, once one was.
        var refused: RequestError?
    }

    private let bounds: TransportBounds
    private let state = Locked(State())

    /// A guard for one task sent under `bounds`.
    init(bounds: TransportBounds = .none) {
        self.bounds = bounds
    }

    /// The task's outcome from its completion handler's arguments. Its body
    /// is checked against the bounds only now, whole: a completion handler
    /// gets nothing before.
    func outcome(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<HTTPResponse, RequestError> {
        let state = state.withLock { $0 }
        if let refused = state.refused { return .failure(refused) }
        let outcome = state.challenged.map { URLSessionTransport.outcome(data: data, response: $0, error: nil) }
            ?? URLSessionTransport.outcome(data: data, response: response, error: error)
        return URLSessionTransport.checked(outcome, against: bounds)
    }

    /// Redirects and challenges: see `TaskGuarding`.
    func bounds(of task: URLSessionTask) -> TransportBounds? {
        bounds
    }

    func redirectRefused(_ task: URLSessionTask, with error: RequestError) {
        state.withLock { $0.refused = error }
    }

    /// The challenged response is kept before the answer ends the task: its
    /// completion handler reads it.
    func challengeAnswered(with response: HTTPURLResponse, for task: URLSessionTask) {
        state.withLock { $0.challenged = response }
    }
}
#endif
