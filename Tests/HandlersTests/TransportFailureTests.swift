import Foundation
import Handlers
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `RequestError(transportFailure:)`: the one mapping every transport uses.
@Suite("RequestError(transportFailure:)")
struct TransportFailureTests {
    @Test func aRequestErrorStaysAsItIs() {
        let status = RequestError.status(HTTPError(response: HTTPResponse(statusCode: 503)))
        #expect(RequestError(transportFailure: status) == status)
        #expect(RequestError(transportFailure: RequestError.cancelled) == .cancelled)
    }

    @Test func aURLErrorIsATransportFailureAndCancelledIsCancelled() {
        #expect(RequestError(transportFailure: URLError(.timedOut)) == .transport(URLError(.timedOut)))
        #expect(RequestError(transportFailure: URLError(.cancelled)) == .cancelled)
    }

    @Test func anNSErrorInTheURLDomainBecomesItsURLError() {
        let lost = NSError(domain: NSURLErrorDomain, code: URLError.Code.networkConnectionLost.rawValue)
        guard case .transport(let error) = RequestError(transportFailure: lost) else {
            Issue.record("expected .transport")
            return
        }
        #expect(error.code == .networkConnectionLost)
        let cancelled = NSError(domain: NSURLErrorDomain, code: URLError.Code.cancelled.rawValue)
        #expect(RequestError(transportFailure: cancelled) == .cancelled)
    }

    @Test func anyOtherErrorIsUnknownWithTheOriginalUnderneath() {
        struct Odd: Error {}
        guard case .transport(let error) = RequestError(transportFailure: Odd()) else {
            Issue.record("expected .transport")
            return
        }
        #expect(error.code == .unknown)
        #expect(error.userInfo[NSUnderlyingErrorKey] != nil)
    }
}
