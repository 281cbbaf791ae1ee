import Foundation
import Handlers
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Resumable handler lookup")
struct ResumableLookupTests {
    let log = CallLog()
    let registry = HandlerRegistry()

    @Test func unauthorizedStatusIsOfferedAsHTTPError() throws {
        registry.resumableHandlers = [
            RecordingResumableHandler(name: "401", log: log) { ($0 as? HTTPError)?.statusCode == 401 }
        ]
        let match = try #require(registry.resumableHandler(for: RequestError.status(Fixtures.httpError(401))))
        #expect((match.error as? HTTPError)?.statusCode == 401)
        #expect(match.index == 0)
        #expect(registry.resumableHandler(for: RequestError.status(Fixtures.httpError(403))) == nil)
    }

    @Test func apiTransportAndDecodingAreOfferedUnwrapped() {
        registry.resumableHandlers = [RecordingResumableHandler(name: "any", log: log)]
        let errors: [any Error] = [
            RequestError.api(Fixtures.apiError(status: 401)),
            RequestError.transport(Fixtures.offline),
            RequestError.decoding(Fixtures.decodingError, Fixtures.response(200)),
        ]
        let offered = errors.compactMap { registry.resumableHandler(for: $0) }.map { "\(type(of: $0.error))" }
        #expect(offered == ["APIError", "URLError", "DecodingError"])
    }

    @Test func handlerWrittenAgainstRequestErrorMatchesTheDeliveredError() throws {
        registry.resumableHandlers = [
            RecordingResumableHandler(name: "requestError", log: log) { $0 is RequestError }
        ]
        let match = try #require(registry.resumableHandler(for: RequestError.api(Fixtures.apiError())))
        #expect(match.error is RequestError)
    }

    @Test func bareErrorsAreOfferedAsThemselves() throws {
        registry.resumableHandlers = [RecordingResumableHandler(name: "custom", log: log) { $0 is CustomError }]
        let match = try #require(registry.resumableHandler(for: CustomError()))
        #expect(match.error as? CustomError == CustomError())
    }

    @Test func theListOrderWinsOverTheFormAHandlerAccepts() throws {
        // Unlike errorHandlers, where the unwrapped form is offered to every
        // handler first (RoutingPrecedenceTests): see ErrorHandling.md.
        registry.resumableHandlers = [
            RecordingResumableHandler(name: "requestError", log: log) { $0 is RequestError },
            RecordingResumableHandler(name: "httpError", log: log) { $0 is HTTPError },
        ]
        let match = try #require(registry.resumableHandler(for: RequestError.status(Fixtures.httpError(401))))
        #expect(match.index == 0)
        #expect(match.error is RequestError)
    }

    @Test func firstAcceptingHandlerWins() throws {
        registry.resumableHandlers = [
            RecordingResumableHandler(name: "no", log: log) { _ in false },
            RecordingResumableHandler(name: "first", log: log),
            RecordingResumableHandler(name: "second", log: log),
        ]
        let match = try #require(registry.resumableHandler(for: Fixtures.httpError(401)))
        #expect(match.index == 1)
        #expect(!log.asked.contains("second"))
    }

    @Test func noAcceptingHandlerGivesNil() {
        #expect(registry.resumableHandler(for: CustomError()) == nil)
        registry.resumableHandlers = [RecordingResumableHandler(name: "no", log: log) { _ in false }]
        #expect(registry.resumableHandler(for: RequestError.cancelled) == nil)
    }

    @Test func matchHandlesTheAcceptedErrorWithThePresentable() {
        registry.resumableHandlers = [RecordingResumableHandler(name: "401", log: log)]
        let screen = RecordingPresentable()
        let match = registry.resumableHandler(for: RequestError.status(Fixtures.httpError(401)))
        var events = 0
        _ = match?.handle(presentable: screen).subscribe(onNext: { events += 1 }, onCompleted: { events += 1 })
        #expect(events == 2)
        #expect(log.handled.map(\.errorType) == ["HTTPError"])
        #expect(log.handled.map(\.presentable) == [ObjectIdentifier(screen)])
    }

    @Test func routeDoesNotConsultResumableHandlers() {
        registry.resumableHandlers = [RecordingResumableHandler(name: "any", log: log)]
        #expect(registry.route(CustomError(), presentable: nil) == .unhandled)
        #expect(log.calls.isEmpty)
    }
}
