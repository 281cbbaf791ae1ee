#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking
import Handlers
@testable import Requester
import RequesterTestSupport
import Stream
import Testing

/// Which challenges the transport's Linux delegates answer: only those a
/// server makes in a 401 or 407 (FoundationNetworking never ends such a task
/// unanswered). Any other challenge keeps FoundationNetworking's default
/// handling. The integration tests show the answers' effect on real tasks.
@Suite("URLSessionTransport on Linux: which authentication challenges it answers")
struct AuthenticationChallengeAnswerTests {
    let url = URL(string: "http://127.0.0.1:9/private")!
    let session = URLSession(configuration: .ephemeral)

    /// A challenge of `method`, made by a 401 with `WWW-Authenticate`.
    func challenge(_ method: String, proposing credential: URLCredential? = nil) -> URLAuthenticationChallenge {
        let space = URLProtectionSpace(
            host: "127.0.0.1", port: 9, protocol: "http", realm: "fixture", authenticationMethod: method)
        let response = HTTPURLResponse(
            url: url, statusCode: 401, httpVersion: "HTTP/1.1",
            headerFields: ["WWW-Authenticate": #"Basic realm="fixture""#])
        return URLAuthenticationChallenge(
            protectionSpace: space, proposedCredential: credential, previousFailureCount: 0, failureResponse: response,
            error: nil, sender: IgnoringSender())
    }

    /// `delegate`'s answer to `challenge` for a task that was never started.
    func answer(of delegate: any URLSessionTaskDelegate, to challenge: URLAuthenticationChallenge)
        -> URLSession.AuthChallengeDisposition? {
        let task = session.dataTask(with: url)
        defer { task.cancel() }
        let disposition = Locked<URLSession.AuthChallengeDisposition?>(nil)
        delegate.urlSession(session, task: task, didReceive: challenge) { answer, _ in
            disposition.withLock { $0 = answer }
        }
        return disposition.withLock { $0 }
    }

    static let httpMethods = [
        NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest, NSURLAuthenticationMethodDefault,
        NSURLAuthenticationMethodNegotiate, NSURLAuthenticationMethodNTLM,
    ]
    // Server trust and client certificates are unavailable as constants on Linux; their values.
    static let otherMethods = [
        NSURLAuthenticationMethodHTMLForm, "NSURLAuthenticationMethodServerTrust",
        "NSURLAuthenticationMethodClientCertificate",
    ]

    @Test(arguments: httpMethods)
    func httpChallengesAreAnsweredWithTheResponse(method: String) {
        #expect(answer(of: TransportSessionDelegate(), to: challenge(method)) == .cancelAuthenticationChallenge)
        #expect(answer(of: ChallengedTaskGuard(), to: challenge(method)) == .cancelAuthenticationChallenge)
    }

    @Test(arguments: otherMethods)
    func otherChallengesKeepTheDefaultHandling(method: String) {
        #expect(answer(of: TransportSessionDelegate(), to: challenge(method)) == .performDefaultHandling)
        #expect(answer(of: ChallengedTaskGuard(), to: challenge(method)) == .performDefaultHandling)
    }

    /// A stored credential FoundationNetworking proposes is tried first (it
    /// proposes none once the server refused it, and the transport answers then).
    @Test func aChallengeWithAStoredCredentialKeepsTheDefaultHandling() {
        let stored = URLCredential(user: "ada", password: "pw", persistence: .forSession)
        let challenge = challenge(NSURLAuthenticationMethodHTTPBasic, proposing: stored)
        #expect(answer(of: TransportSessionDelegate(), to: challenge) == .performDefaultHandling)
        #expect(answer(of: ChallengedTaskGuard(), to: challenge) == .performDefaultHandling)
    }

    /// The answer cancels the task; its completion handler's cancellation
    /// then reads as the challenged response.
    @Test func aTaskGuardTurnsTheCancellationOfItsAnswerIntoTheResponse() throws {
        let taskGuard = ChallengedTaskGuard()
        _ = answer(of: taskGuard, to: challenge(NSURLAuthenticationMethodHTTPBasic))
        let response = try taskGuard.outcome(data: nil, response: nil, error: URLError(.cancelled)).get()
        #expect(response.statusCode == 401)
        #expect(response.header("WWW-Authenticate") == #"Basic realm="fixture""#)
        #expect(response.body.isEmpty)
    }

    /// A task cancelled for any other reason (its subscription disposed) stays cancelled.
    @Test func aTaskGuardWithoutAnAnswerLeavesACancellationAlone() {
        let taskGuard = ChallengedTaskGuard()
        _ = answer(of: taskGuard, to: challenge(NSURLAuthenticationMethodHTMLForm))
        let outcome = taskGuard.outcome(data: nil, response: nil, error: URLError(.cancelled))
        #expect(outcome.failure?.isCancelled == true)
    }
}

/// A challenge's sender that is never used: the delegates answer through the
/// completion handler.
private final class IgnoringSender: NSObject, URLAuthenticationChallengeSender {
    func use(_ credential: URLCredential, for challenge: URLAuthenticationChallenge) {}
    func continueWithoutCredential(for challenge: URLAuthenticationChallenge) {}
    func cancel(_ challenge: URLAuthenticationChallenge) {}
    func performDefaultHandling(for challenge: URLAuthenticationChallenge) {}
    func rejectProtectionSpaceAndContinue(with challenge: URLAuthenticationChallenge) {}
}
#endif
