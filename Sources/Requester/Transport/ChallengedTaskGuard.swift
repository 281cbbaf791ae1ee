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
final class ChallengedTaskGuard: NSObject, URLSessionTaskDelegate, Sendable {
    /// The response whose challenge was answered, once one was.
    private let challenged = Locked<HTTPURLResponse?>(nil)

    /// The task's outcome from its completion handler's arguments.
    func outcome(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<HTTPResponse, RequestError> {
        if let challenged = challenged.withLock({ $0 }) {
            return URLSessionTransport.outcome(data: data, response: challenged, error: nil)
        }
        return URLSessionTransport.outcome(data: data, response: response, error: error)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(CrossOriginRedirectGuard.redirect(request, from: response, after: task.currentRequest))
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        // Kept before the answer: the answer cancels the task, and its completion handler reads this.
        challenge.answer(of: task, delivering: { response in challenged.withLock { $0 = response } },
                         completionHandler: completionHandler)
    }
}
#endif
