import Foundation
import Handlers
import RequesterTestSupport
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Routing: which registry takes which failure")
struct RoutingRegistryTests {
    let log = CallLog()
    let screen = RecordingPresentable()
    let registry = HandlerRegistry()

    var screenID: ObjectIdentifier { ObjectIdentifier(screen) }

    // MARK: status-code handlers

    @Test func statusErrorGoesToTheStatusCodeHandlerAsHTTPError() throws {
        registry.statusCodeHandlers = [RecordingStatusCodeHandler(name: "404", supportedErrorCodes: [404], log: log)]
        let route = registry.route(RequestError.status(Fixtures.httpError(404)), presentable: screen)
        #expect(route == .statusCode)
        let call = try #require(log.handled.first)
        #expect(call.handler == "404")
        #expect(call.errorType == "HTTPError")
        #expect(call.detail == "404")
        #expect(screen.calls.isEmpty)
    }

    @Test func bareHTTPErrorGoesToTheStatusCodeHandler() {
        registry.statusCodeHandlers = [RecordingStatusCodeHandler(name: "404", supportedErrorCodes: [404], log: log)]
        #expect(registry.route(Fixtures.httpError(404), presentable: screen) == .statusCode)
        #expect(log.handled.map(\.detail) == ["404"])
    }

    @Test func statusWithoutAMatchingCodeFallsThroughToErrorHandlersUnwrapped() {
        registry.statusCodeHandlers = [RecordingStatusCodeHandler(name: "404", supportedErrorCodes: [404], log: log)]
        registry.errorHandlers = [RecordingErrorHandler(name: "any", log: log)]
        #expect(registry.route(RequestError.status(Fixtures.httpError(500)), presentable: screen) == .error)
        #expect(log.handled.map(\.errorType) == ["HTTPError"])
        #expect(log.handled.map(\.detail) == ["500"])
    }

    @Test func apiErrorIsNotOfferedToStatusCodeHandlers() {
        registry.statusCodeHandlers = [RecordingStatusCodeHandler(name: "422", supportedErrorCodes: [422], log: log)]
        registry.errorHandlers = [RecordingErrorHandler(name: "api", log: log) { $0 is APIError }]
        #expect(registry.route(RequestError.api(Fixtures.apiError(status: 422)), presentable: screen) == .error)
        #expect(log.handled.map(\.handler) == ["api"])
        #expect(log.handled.map(\.errorType) == ["APIError"])
    }

    // MARK: underlying handlers

    @Test func transportErrorGoesToTheUnderlyingHandlerAsURLErrorWithoutResponse() throws {
        registry.underlyingErrorHandlers = [RecordingUnderlyingHandler(name: "net", log: log)]
        let route = registry.route(RequestError.transport(URLError(.timedOut)), presentable: screen)
        #expect(route == .underlying)
        let call = try #require(log.handled.first)
        #expect(call.errorType == "URLError")
        #expect(call.response == nil)
    }

    @Test func decodingErrorGoesToTheUnderlyingHandlerWithItsResponse() throws {
        registry.underlyingErrorHandlers = [RecordingUnderlyingHandler(name: "decoding", log: log)]
        let response = Fixtures.response(200, body: "<html>")
        let route = registry.route(RequestError.decoding(Fixtures.decodingError, response), presentable: screen)
        #expect(route == .underlying)
        let call = try #require(log.handled.first)
        #expect(call.errorType == "DecodingError")
        #expect(call.response == response)
    }

    @Test func bareDecodingErrorGoesToTheUnderlyingHandlerWithoutResponse() throws {
        registry.underlyingErrorHandlers = [RecordingUnderlyingHandler(name: "decoding", log: log)]
        #expect(registry.route(Fixtures.decodingError, presentable: screen) == .underlying)
        let call = try #require(log.handled.first)
        #expect(call.errorType == "DecodingError")
        #expect(call.response == nil)
    }

    @Test func bareURLErrorGoesToTheUnderlyingHandler() {
        registry.underlyingErrorHandlers = [RecordingUnderlyingHandler(name: "net", log: log)]
        #expect(registry.route(URLError(.timedOut), presentable: screen) == .underlying)
    }

    @Test func otherErrorsAreNotOfferedToUnderlyingHandlers() {
        registry.underlyingErrorHandlers = [RecordingUnderlyingHandler(name: "net", log: log)]
        let errors: [any Error] = [
            RequestError.status(Fixtures.httpError(500)), RequestError.api(Fixtures.apiError()),
            RequestError.cancelled, CustomError(), NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut),
        ]
        for error in errors {
            #expect(registry.route(error, presentable: screen) == .unhandled)
        }
        #expect(log.calls.isEmpty)
    }

    // MARK: NSError handlers

    @Test func urlErrorWrappedInTransportMatchesByDomainAndCode() throws {
        registry.nsErrorHandlers = [
            RecordingNSErrorHandler(name: "offline", supportedErrors: [NSURLErrorNotConnectedToInternet], log: log)
        ]
        #expect(registry.route(RequestError.transport(Fixtures.offline), presentable: screen) == .nsError)
        let call = try #require(log.handled.first)
        #expect(call.detail == "\(NSURLErrorDomain) \(NSURLErrorNotConnectedToInternet)")
    }

    @Test func bareURLErrorAndBareNSErrorMatchByDomainAndCode() {
        registry.nsErrorHandlers = [
            RecordingNSErrorHandler(name: "offline", supportedErrors: [NSURLErrorNotConnectedToInternet], log: log)
        ]
        #expect(registry.route(Fixtures.offline, presentable: screen) == .nsError)
        let nsError = NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet)
        #expect(registry.route(nsError, presentable: screen) == .nsError)
        #expect(log.handled.count == 2)
    }

    @Test func nsErrorInURLDomainSkipsUnderlyingHandlersOnEveryPlatform() {
        registry.underlyingErrorHandlers = [RecordingUnderlyingHandler(name: "net", log: log)]
        registry.nsErrorHandlers = [
            RecordingNSErrorHandler(name: "offline", supportedErrors: [NSURLErrorNotConnectedToInternet], log: log)
        ]
        let nsError = NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet)
        #expect(registry.route(nsError, presentable: screen) == .nsError)
    }

    @Test func codeInAnotherDomainDoesNotMatch() {
        registry.nsErrorHandlers = [
            RecordingNSErrorHandler(name: "offline", supportedErrors: [NSURLErrorNotConnectedToInternet], log: log)
        ]
        let sameCodeOtherDomain = NSError(domain: "com.example.sync", code: NSURLErrorNotConnectedToInternet)
        #expect(registry.route(sameCodeOtherDomain, presentable: screen) == .unhandled)
        #expect(registry.route(URLError(.timedOut), presentable: screen) == .unhandled)
        #expect(log.handled.isEmpty)
    }

    @Test func customDomainMatchesItsOwnErrors() {
        registry.nsErrorHandlers = [
            RecordingNSErrorHandler(name: "sync", supportedErrors: [7], domain: "com.example.sync", log: log)
        ]
        #expect(registry.route(NSError(domain: "com.example.sync", code: 7), presentable: screen) == .nsError)
        #expect(registry.route(NSError(domain: "com.example.sync", code: 8), presentable: screen) == .unhandled)
    }

    @Test func swiftErrorsMatchByTheirBridgedDomainAndCode() {
        let bridged = CustomError() as NSError
        registry.nsErrorHandlers = [
            RecordingNSErrorHandler(name: "custom", supportedErrors: [bridged.code], domain: bridged.domain, log: log)
        ]
        #expect(registry.route(CustomError(), presentable: screen) == .nsError)
    }

    // MARK: Error handlers

    @Test func errorHandlerIsAskedAboutTheUnwrappedErrorFirst() {
        registry.errorHandlers = [RecordingErrorHandler(name: "any", log: log)]
        registry.route(RequestError.api(Fixtures.apiError()), presentable: screen)
        #expect(log.asked == ["any"])
        #expect(log.handled.map(\.errorType) == ["APIError"])
    }

    @Test func errorHandlerWrittenAgainstRequestErrorReceivesTheRequestError() {
        registry.errorHandlers = [RecordingErrorHandler(name: "requestError", log: log) { $0 is RequestError }]
        #expect(registry.route(RequestError.api(Fixtures.apiError()), presentable: screen) == .error)
        #expect(log.asked == ["requestError", "requestError"])
        #expect(log.calls.filter { $0.kind == .asked }.map(\.errorType) == ["APIError", "RequestError"])
        #expect(log.handled.map(\.errorType) == ["RequestError"])
    }

    @Test func cancelledIsOfferedOnceAsItself() {
        registry.errorHandlers = [RecordingErrorHandler(name: "any", log: log) { _ in false }]
        #expect(registry.route(RequestError.cancelled, presentable: screen) == .unhandled)
        #expect(log.calls.map(\.errorType) == ["RequestError"])
    }

    @Test func customErrorGoesToTheErrorHandler() {
        registry.errorHandlers = [RecordingErrorHandler(name: "custom", log: log) { $0 is CustomError }]
        #expect(registry.route(CustomError(), presentable: screen) == .error)
        #expect(log.handled.map(\.errorType) == ["CustomError"])
    }

    // MARK: no match

    @Test func noMatchCallsOnHandleErrorFailedWithTheErrorAsDelivered() {
        registry.errorHandlers = [RecordingErrorHandler(name: "none", log: log) { _ in false }]
        let error = RequestError.status(Fixtures.httpError(500))
        #expect(registry.route(error, presentable: screen) == .unhandled)
        #expect(screen.calls == [.handleErrorFailed(String(describing: error))])
        #expect(log.handled.isEmpty)
    }

    @Test func noMatchWithoutPresentableIsStillUnhandled() {
        #expect(HandlerRegistry().route(CustomError(), presentable: nil) == .unhandled)
    }

    // MARK: presentable

    @Test func everyKindOfHandlerReceivesThePresentable() {
        registry.statusCodeHandlers = [RecordingStatusCodeHandler(name: "status", supportedErrorCodes: [404], log: log)]
        registry.underlyingErrorHandlers = [RecordingUnderlyingHandler(name: "underlying", log: log) { $0 is DecodingError }]
        registry.nsErrorHandlers = [
            RecordingNSErrorHandler(name: "nsError", supportedErrors: [NSURLErrorNotConnectedToInternet], log: log)
        ]
        registry.errorHandlers = [RecordingErrorHandler(name: "error", log: log)]
        let errors: [any Error] = [
            RequestError.status(Fixtures.httpError(404)),
            RequestError.decoding(Fixtures.decodingError, Fixtures.response(200)),
            RequestError.transport(Fixtures.offline),
            CustomError(),
        ]
        let routes = errors.map { registry.route($0, presentable: screen) }
        #expect(routes == [.statusCode, .underlying, .nsError, .error])
        #expect(log.handled.map(\.handler) == ["status", "underlying", "nsError", "error"])
        #expect(log.handled.allSatisfy { $0.presentable == screenID })
    }

    @Test func handlersReceiveNilWhenThereIsNoPresentable() {
        registry.errorHandlers = [RecordingErrorHandler(name: "any", log: log)]
        registry.route(CustomError(), presentable: nil)
        #expect(log.handled.map(\.presentable) == [nil])
    }
}
