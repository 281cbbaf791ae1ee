import Foundation
import Handlers
@testable import Requester
import RequesterTestSupport
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("URLSessionTransport: a data task's outcome in the request vocabulary")
struct URLSessionTransportMappingTests {
    let url = URL(string: "https://h.io/x")!

    @Test func cancelledBecomesCancelled() {
        let outcome = URLSessionTransport.outcome(data: nil, response: nil, error: URLError(.cancelled))
        #expect((try? outcome.get()) == nil)
        if case .failure(let error) = outcome { #expect(error.isCancelled) }
    }

    @Test func urlErrorsBecomeTransport() {
        if case .failure(let error) = URLSessionTransport.outcome(data: nil, response: nil, error: URLError(.timedOut)) {
            #expect(error.urlErrorCode == .timedOut)
        } else {
            Issue.record("expected a failure")
        }
    }

    @Test func nsErrorsInTheURLDomainBecomeURLErrors() {
        let nsError = NSError(domain: NSURLErrorDomain, code: URLError.Code.networkConnectionLost.rawValue)
        if case .failure(let error) = URLSessionTransport.outcome(data: nil, response: nil, error: nsError) {
            #expect(error.urlErrorCode == .networkConnectionLost)
        } else {
            Issue.record("expected a failure")
        }
    }

    @Test func otherErrorsBecomeUnknownTransportErrors() {
        struct Odd: Error {}
        if case .failure(let error) = URLSessionTransport.outcome(data: nil, response: nil, error: Odd()) {
            #expect(error.urlErrorCode == .unknown)
        } else {
            Issue.record("expected a failure")
        }
    }

    @Test func aResponseThatIsNotHTTPIsABadServerResponse() {
        let response = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        if case .failure(let error) = URLSessionTransport.outcome(data: nil, response: response, error: nil) {
            #expect(error.urlErrorCode == .badServerResponse)
        } else {
            Issue.record("expected a failure")
        }
    }

    @Test func anHTTPResponseKeepsStatusHeadersAndBody() throws {
        let http = HTTPURLResponse(url: url, statusCode: 418, httpVersion: "HTTP/1.1", headerFields: ["X-Tea": "yes"])
        let response = try URLSessionTransport.outcome(data: Data("hi".utf8), response: http, error: nil).get()
        #expect(response.statusCode == 418)
        #expect(response.header("x-tea") == "yes")
        #expect(response.body == Data("hi".utf8))
        #expect(response.url == url)
    }
}

@Suite("URLSessionTransport: requests as the platform needs them")
struct URLSessionTransportPortabilityTests {
    @Test func subSecondTimeoutsAreRoundedUpWhereURLSessionCountsWholeSeconds() {
        var request = URLRequest(url: URL(string: "https://h.io")!)
        request.timeoutInterval = 0.3
        #if canImport(FoundationNetworking)
        #expect(URLSessionTransport.portable(request).timeoutInterval == 1)
        #else
        #expect(URLSessionTransport.portable(request).timeoutInterval == 0.3)
        #endif
        request.timeoutInterval = 2
        #expect(URLSessionTransport.portable(request).timeoutInterval == 2)
    }
}
