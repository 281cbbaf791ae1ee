import Foundation
import Handlers
import RequesterTestSupport
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Routing: precedence, first match wins")
struct RoutingPrecedenceTests {
    let log = CallLog()
    let screen = RecordingPresentable()
    let registry = HandlerRegistry()

    @Test func firstMatchingStatusCodeHandlerWins() {
        registry.statusCodeHandlers = [
            RecordingStatusCodeHandler(name: "500", supportedErrorCodes: [500], log: log),
            RecordingStatusCodeHandler(name: "first404", supportedErrorCodes: [404], log: log),
            RecordingStatusCodeHandler(name: "second404", supportedErrorCodes: [404, 410], log: log),
        ]
        registry.route(RequestError.status(Fixtures.httpError(404)), presentable: screen)
        #expect(log.handled.map(\.handler) == ["first404"])
    }

    @Test func laterHandlersAreNotAskedOnceOneMatches() {
        registry.errorHandlers = [
            RecordingErrorHandler(name: "no", log: log) { _ in false },
            RecordingErrorHandler(name: "yes", log: log),
            RecordingErrorHandler(name: "never", log: log),
        ]
        registry.route(CustomError(), presentable: screen)
        #expect(log.asked == ["no", "yes"])
        #expect(log.handled.map(\.handler) == ["yes"])
    }

    @Test func firstMatchingUnderlyingAndNSErrorHandlersWin() {
        registry.underlyingErrorHandlers = [
            RecordingUnderlyingHandler(name: "decoding", log: log) { $0 is DecodingError },
            RecordingUnderlyingHandler(name: "firstURL", log: log) { $0 is URLError },
            RecordingUnderlyingHandler(name: "secondURL", log: log) { $0 is URLError },
        ]
        registry.route(RequestError.transport(Fixtures.offline), presentable: screen)
        registry.underlyingErrorHandlers = []
        registry.nsErrorHandlers = [
            RecordingNSErrorHandler(name: "timeout", supportedErrors: [NSURLErrorTimedOut], log: log),
            RecordingNSErrorHandler(name: "firstOffline", supportedErrors: [NSURLErrorNotConnectedToInternet], log: log),
            RecordingNSErrorHandler(name: "secondOffline", supportedErrors: [NSURLErrorNotConnectedToInternet], log: log),
        ]
        registry.route(RequestError.transport(Fixtures.offline), presentable: screen)
        #expect(log.handled.map(\.handler) == ["firstURL", "firstOffline"])
    }

    /// Fills every registry with a handler that accepts `error`, then removes
    /// the winner one registry at a time: the order must be
    /// status-code, underlying, NSError, Error, then unhandled.
    @Test func registriesAreAskedInContractOrder() {
        let offlineCode = NSURLErrorNotConnectedToInternet
        registry.statusCodeHandlers = [RecordingStatusCodeHandler(name: "status", supportedErrorCodes: [503], log: log)]
        registry.underlyingErrorHandlers = [RecordingUnderlyingHandler(name: "underlying", log: log)]
        registry.nsErrorHandlers = [RecordingNSErrorHandler(name: "nsError", supportedErrors: [offlineCode], log: log)]
        registry.errorHandlers = [RecordingErrorHandler(name: "error", log: log)]

        let transport = RequestError.transport(Fixtures.offline)
        var routes = [registry.route(transport, presentable: screen)]
        registry.underlyingErrorHandlers = []
        routes.append(registry.route(transport, presentable: screen))
        registry.nsErrorHandlers = []
        routes.append(registry.route(transport, presentable: screen))
        registry.errorHandlers = []
        routes.append(registry.route(transport, presentable: screen))
        #expect(routes == [.underlying, .nsError, .error, .unhandled])

        let status = RequestError.status(Fixtures.httpError(503))
        let bridged = Fixtures.httpError(503) as NSError
        registry.nsErrorHandlers = [
            RecordingNSErrorHandler(name: "nsError", supportedErrors: [bridged.code], domain: bridged.domain, log: log)
        ]
        registry.errorHandlers = [RecordingErrorHandler(name: "error", log: log)]
        routes = [registry.route(status, presentable: screen)]
        registry.statusCodeHandlers = []
        routes.append(registry.route(status, presentable: screen))
        registry.nsErrorHandlers = []
        routes.append(registry.route(status, presentable: screen))
        #expect(routes == [.statusCode, .nsError, .error])
    }

    @Test func unwrappedFormIsPreferredOverTheDeliveredForm() {
        registry.errorHandlers = [
            RecordingErrorHandler(name: "requestError", log: log) { $0 is RequestError },
            RecordingErrorHandler(name: "httpError", log: log) { $0 is HTTPError },
        ]
        registry.route(RequestError.status(Fixtures.httpError(500)), presentable: screen)
        // Each candidate goes through the whole list before the next is tried.
        #expect(log.handled.map(\.handler) == ["httpError"])
    }
}
