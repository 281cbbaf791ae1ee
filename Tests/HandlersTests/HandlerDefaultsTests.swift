import Foundation
import Handlers
import Testing

@Suite("Handler protocol defaults")
struct HandlerDefaultsTests {
    struct Offline: NSErrorHandler {
        var supportedErrors = [NSURLErrorNotConnectedToInternet]
        func handle(error: NSError, presentable: (any Presentable)?) {}
    }

    struct NotFound: StatusCodeHandler {
        var supportedErrorCodes = [404, 410]
        func handle(error: HTTPError, presentable: (any Presentable)?) {}
    }

    @Test func nsErrorHandlerDomainDefaultsToURLErrors() {
        #expect(Offline().domain == NSURLErrorDomain)
    }

    @Test func nsErrorHandlerDefaultMatchesDomainAndCode() {
        let handler = Offline()
        #expect(handler.canHandle(error: NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet)))
        #expect(!handler.canHandle(error: NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut)))
        #expect(!handler.canHandle(error: NSError(domain: NSCocoaErrorDomain, code: NSURLErrorNotConnectedToInternet)))
    }

    @Test func statusCodeHandlerDefaultMatchesListedCodes() {
        let handler = NotFound()
        #expect(handler.canHandle(error: Fixtures.httpError(404)))
        #expect(handler.canHandle(error: Fixtures.httpError(410)))
        #expect(!handler.canHandle(error: Fixtures.httpError(400)))
    }

    @Test func overriddenCanHandleIsTheOneRoutingUses() {
        struct EveryClientError: StatusCodeHandler {
            var supportedErrorCodes: [Int] { [] }
            func canHandle(error: HTTPError) -> Bool { (400..<500).contains(error.statusCode) }
            func handle(error: HTTPError, presentable: (any Presentable)?) {}
        }
        let registry = HandlerRegistry()
        registry.statusCodeHandlers = [EveryClientError()]
        #expect(registry.route(Fixtures.httpError(418), presentable: nil) == .statusCode)
    }
}
