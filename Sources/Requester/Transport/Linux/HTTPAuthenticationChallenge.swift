#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking

extension URLAuthenticationChallenge {
    /// The methods of challenges a server makes in a 401 or 407 answer.
    private static let httpAuthenticationMethods: Set<String> = [
        NSURLAuthenticationMethodDefault, NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest,
        NSURLAuthenticationMethodNegotiate, NSURLAuthenticationMethodNTLM,
    ]

    /// The server's answer, to deliver as `task`'s response, when this
    /// challenge asks for HTTP credentials and no stored credential is
    /// proposed (FoundationNetworking would leave it unanswered). Nil when
    /// FoundationNetworking's default handling should go on: another kind of
    /// challenge, or a stored credential to try (it proposes none a second
    /// time once the server refused it).
    func unansweredHTTPResponse(of task: URLSessionTask) -> HTTPURLResponse? {
        guard proposedCredential == nil,
              Self.httpAuthenticationMethods.contains(protectionSpace.authenticationMethod) else { return nil }
        return failureResponse as? HTTPURLResponse ?? task.response as? HTTPURLResponse
    }

    /// Answers this challenge of `task` for the transport's delegates: hands
    /// the 401 to `deliver` first and then cancels (which ends the task) when
    /// FoundationNetworking would leave it unanswered, else asks for the
    /// default handling.
    func answer(
        of task: URLSessionTask, delivering deliver: (HTTPURLResponse) -> Void,
        completionHandler: (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        guard let response = unansweredHTTPResponse(of: task) else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        deliver(response)
        completionHandler(.cancelAuthenticationChallenge, nil)
    }
}
#endif
