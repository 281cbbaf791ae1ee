#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking

/// What the transport's delegates on Linux (`TransportSessionDelegate` for
/// its sessions, `ChallengedTaskGuard` for a task on a session without a
/// delegate) do alike: guard redirects as `CrossOriginRedirectGuard` does,
/// and answer an HTTP authentication challenge with the challenged response
/// itself (see `URLAuthenticationChallenge.answer(of:delivering:completionHandler:)`),
/// which each hands on in its own way.
protocol TaskGuarding: URLSessionTaskDelegate {
    /// The challenged 401 (or 407) of `task`, answered: the task ends cancelled.
    func challengeAnswered(with response: HTTPURLResponse, for task: URLSessionTask)
}

extension TaskGuarding {
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
        challenge.answer(
            of: task, delivering: { response in challengeAnswered(with: response, for: task) },
            completionHandler: completionHandler)
    }
}
#endif
