#if canImport(FoundationNetworking)
import Foundation
import Handlers
import Stream
import FoundationNetworking

/// The delegate of one task on a session without a delegate, on Linux: it
/// guards redirects as `CrossOriginRedirectGuard` does, and answers the
/// challenge of a 401 (or 407) that FoundationNetworking would otherwise leave
/// unanswered, never ending the task (swift-corelibs-foundation issue 5456;
/// a 401 with a Basic challenge meets it).
///
/// Answering cancels the task: its completion handler gets a cancellation and
/// no body (FoundationNetworking gives the body only to a session's delegate,
/// see `TransportSessionDelegate`). `outcome` turns that back into the
/// challenged response, with its status and headers. One per task.
final class ChallengedTaskGuard: NSObject, TaskGuarding, Sendable {
    /// The response whose challenge was answered, once one was.
    private let challenged = Locked<HTTPURLResponse?>(nil)

    /// The task's outcome from its completion handler's arguments.
    func outcome(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<HTTPResponse, RequestError> {
        if let challenged = challenged.withLock({ $0 }) {
            return URLSessionTransport.outcome(data: data, response: challenged, error: nil)
        }
        return URLSessionTransport.outcome(data: data, response: response, error: error)
    }

    /// Redirects and challenges: see `TaskGuarding`. The challenged response
    /// is kept before the answer ends the task: its completion handler reads it.
    func challengeAnswered(with response: HTTPURLResponse, for task: URLSessionTask) {
        challenged.withLock { $0 = response }
    }
}
#endif
