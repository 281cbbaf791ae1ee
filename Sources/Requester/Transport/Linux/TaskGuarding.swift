#if canImport(FoundationNetworking)
import Foundation
import Handlers
import FoundationNetworking

/// What the transport's delegates on Linux (`TransportSessionDelegate` for
/// its sessions, `ChallengedTaskGuard` for a task on a session without a
/// delegate) do alike: follow redirects by `CrossOriginRedirectGuard`'s
/// rules under the task's `TransportBounds`, ending a task whose redirect
/// is refused, and answer an HTTP authentication challenge with the
/// challenged response itself (see
/// `URLAuthenticationChallenge.answer(of:delivering:completionHandler:)`),
/// which each hands on in its own way.
protocol TaskGuarding: URLSessionTaskDelegate {
    /// The bounds `task` was started with; nil once it has been reported.
    func bounds(of task: URLSessionTask) -> TransportBounds?

    /// `task` was redirected where it may not go: it fails with `error`
    /// (the caller cancels it).
    func redirectRefused(_ task: URLSessionTask, with error: RequestError)

    /// The challenged 401 (or 407) of `task`, answered: the task ends cancelled.
    func challengeAnswered(with response: HTTPURLResponse, for task: URLSessionTask)
}

extension TaskGuarding {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        do throws(RequestError) {
            completionHandler(try CrossOriginRedirectGuard.redirect(
                request, from: response, after: task.currentRequest, bounds: bounds(of: task) ?? .none))
        } catch {
            redirectRefused(task, with: error)
            // Cancelled only once the redirect is answered: FoundationNetworking
            // traps on an answer that comes after the task left its wait for it.
            completionHandler(nil)
            task.cancelAside()
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        challenge.answer(
            of: task, delivering: { response in challengeAnswered(with: response, for: task) },
            completionHandler: completionHandler)
    }
}
#endif
