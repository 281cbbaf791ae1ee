#if canImport(FoundationNetworking)
import Foundation
import Handlers
import Stream
import FoundationNetworking

/// The delegate of a session `URLSessionTransport` makes on Linux (its
/// `defaultSession`, and the one `init(configuration:)` makes): the tasks
/// report to it rather than to a completion handler, because only a session's
/// delegate receives the body of a response that FoundationNetworking then
/// questions with an authentication challenge.
///
/// FoundationNetworking raises that challenge once the whole 401 has arrived
/// and, when nobody can answer it, never ends the task
/// (swift-corelibs-foundation issue 5456; a 401 with a Basic challenge meets
/// it). Here an HTTP challenge is answered with the 401 itself, headers and
/// body, and the task is cancelled (its cancellation reports nothing more).
/// Redirects are guarded as `CrossOriginRedirectGuard` guards them.
///
/// One per session: tasks are told apart by `taskIdentifier`.
final class TransportSessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    /// A task started and not yet reported.
    private struct Pending {
        let observer: AnyObserver<HTTPResponse>
        var body = Data()
    }

    private let pending = Locked<[Int: Pending]>([:])

    /// Starts a data task for `request` on `session` (whose delegate this
    /// is), reporting to `observer`.
    func start(_ request: URLRequest, on session: URLSession, reportingTo observer: AnyObserver<HTTPResponse>)
        -> URLSessionDataTask {
        let task = session.dataTask(with: request)
        pending.withLock { $0[task.taskIdentifier] = Pending(observer: observer) }
        task.resume()
        return task
    }

    /// Reports `task`'s outcome, the first time only.
    private func finish(_ task: URLSessionTask, response: URLResponse?, error: (any Error)?) {
        guard let finished = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        URLSessionTransport.deliver(
            URLSessionTransport.outcome(data: finished.body, response: response, error: error), to: finished.observer)
    }

    /// A new response: a stored credential's second try, after a 401, starts the body anew.
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        pending.withLock { $0[dataTask.taskIdentifier]?.body = Data() }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        pending.withLock { $0[dataTask.taskIdentifier]?.body.append(data) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        finish(task, response: task.response, error: error)
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
        // The body is all here: FoundationNetworking asks once the response has finished loading.
        challenge.answer(of: task, delivering: { response in finish(task, response: response, error: nil) },
                         completionHandler: completionHandler)
    }
}
#endif
