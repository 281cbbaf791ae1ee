// The code samples of Docs/ErrorHandling.md, verbatim, and tests that run
// them. `docSamplesAppearHereVerbatim` fails when the guide and this file
// drift apart: edit both together.
import Foundation
import Handlers
import Stream
import Testing
import RequesterTestSupport  // RecordingPresentable, MarkdownSamples

// MARK: - Samples from the guide

/// Tells the person they are offline instead of showing a generic failure.
struct ConnectivityHandler: NSErrorHandler {
    var supportedErrors = [
        NSURLErrorNotConnectedToInternet,
        NSURLErrorNetworkConnectionLost,
    ]

    func handle(error: NSError, presentable: (any Presentable)?) {
        presentable?.showError(error: "You are offline. Check your connection and try again.")
    }
}

/// A 404 means the thing was moved or deleted.
struct NotFoundHandler: StatusCodeHandler {
    var supportedErrorCodes = [404]

    func handle(error: HTTPError, presentable: (any Presentable)?) {
        presentable?.showError(error: "We couldn't find that. It may have been moved or deleted.")
    }
}

/// A body that doesn't decode is our bug, not the person's: report it.
struct DecodingFailureHandler: UnderlyingErrorHandler {
    let report: @Sendable (String) -> Void

    func canHandle(error: any Error, response: HTTPResponse?) -> Bool {
        error is DecodingError
    }

    func handle(error: any Error, response: HTTPResponse?, presentable: (any Presentable)?) {
        let url = response?.url?.absoluteString ?? "unknown URL"
        report("Undecodable response from \(url): \(error)")
        presentable?.showError(error: "Something went wrong on our side. Please try again later.")
    }
}

/// Shows the message the server wrote for its own error body.
struct ServerMessageHandler: ErrorHandler {
    func canHandle(error: any Error) -> Bool {
        error is APIError
    }

    func handle(error: any Error, presentable: (any Presentable)?) {
        guard let apiError = error as? APIError else { return }
        presentable?.showError(error: apiError.title)
    }
}

/// Refreshes the session on a 401, then lets the request run again.
struct RefreshSessionHandler: ResumableHandler {
    let refresh: @Sendable () -> Observable<Void>

    func canHandle(error: any Error) -> Bool {
        (error as? HTTPError)?.statusCode == 401
    }

    func handle(error: any Error, presentable: (any Presentable)?) -> Observable<Void> {
        refresh()
    }
}

func installHandlers(
    in registry: HandlerRegistry = .shared,
    refreshSession: @escaping @Sendable () -> Observable<Void>,
    report: @escaping @Sendable (String) -> Void
) {
    registry.resumableHandlers = [RefreshSessionHandler(refresh: refreshSession)]
    registry.statusCodeHandlers = [NotFoundHandler()]
    registry.underlyingErrorHandlers = [DecodingFailureHandler(report: report)]
    registry.nsErrorHandlers = [ConnectivityHandler()]
    registry.errorHandlers = [ServerMessageHandler()]
}

func addAnalytics(to registry: HandlerRegistry, handler: any ErrorHandler) {
    registry.update { handlers in
        handlers.errorHandlers.insert(handler, at: 0)
    }
}

func routeSaveFailure(_ error: any Error, on screen: any Presentable, registry: HandlerRegistry) -> ErrorRoute {
    registry.route(
        error,
        presentable: screen,
        doOnError: { error in print("save failed: \(error)") },
        inlineHandler: { error in
            // On this screen a 409 means "already saved": nothing to show.
            guard case .status(let status)? = error as? RequestError else { return false }
            return status.statusCode == 409
        }
    )
}

// MARK: - Running the samples

@Suite("Guide examples (Docs/ErrorHandling.md)")
struct GuideExamplesTests {
    let screen = RecordingPresentable()
    let reports = Recorder<String>()
    let refreshes = Recorder<Void>()

    /// A private registry set up exactly as the guide's `installHandlers`.
    func installedRegistry() -> HandlerRegistry {
        let registry = HandlerRegistry()
        installHandlers(
            in: registry,
            refreshSession: { [refreshes] in
                refreshes.record(())
                return .just(())
            },
            report: { [reports] message in reports.record(message) })
        return registry
    }

    @Test func connectivityHandlerShowsTheOfflineMessage() {
        let registry = installedRegistry()
        let route = registry.route(RequestError.transport(URLError(.notConnectedToInternet)), presentable: screen)
        #expect(route == .nsError)
        #expect(screen.calls == [.showError("You are offline. Check your connection and try again.")])
    }

    @Test func notFoundHandlerTakesA404() {
        let registry = installedRegistry()
        #expect(registry.route(RequestError.status(Fixtures.httpError(404)), presentable: screen) == .statusCode)
        #expect(screen.calls == [.showError("We couldn't find that. It may have been moved or deleted.")])
    }

    @Test func decodingFailureHandlerReportsTheURL() {
        let registry = installedRegistry()
        let error = RequestError.decoding(Fixtures.decodingError, Fixtures.response(200, body: "<html>"))
        #expect(registry.route(error, presentable: screen) == .underlying)
        #expect(reports.values.count == 1)
        #expect(reports.values.first?.contains(Fixtures.url.absoluteString) == true)
        #expect(screen.calls == [.showError("Something went wrong on our side. Please try again later.")])
    }

    @Test func serverMessageHandlerShowsTheServersTitle() {
        let registry = installedRegistry()
        #expect(registry.route(RequestError.api(Fixtures.apiError()), presentable: screen) == .error)
        #expect(screen.calls == [.showError("City not found")])
    }

    @Test func unknownFailuresReachOnHandleErrorFailed() {
        let registry = installedRegistry()
        #expect(registry.route(RequestError.status(Fixtures.httpError(500)), presentable: screen) == .unhandled)
    }

    @Test func refreshSessionHandlerRepairsA401() throws {
        let registry = installedRegistry()
        let match = try #require(registry.resumableHandler(for: RequestError.status(Fixtures.httpError(401))))
        var completed = false
        _ = match.handle(presentable: screen).subscribe(onCompleted: { completed = true })
        #expect(completed)
        #expect(refreshes.values.count == 1)
        #expect(registry.resumableHandler(for: RequestError.status(Fixtures.httpError(403))) == nil)
    }

    @Test func addAnalyticsPutsTheHandlerFirst() {
        struct SeesEverything: ErrorHandler {
            func canHandle(error: any Error) -> Bool { true }
            func handle(error: any Error, presentable: (any Presentable)?) {}
        }
        let registry = installedRegistry()
        addAnalytics(to: registry, handler: SeesEverything())
        #expect(registry.errorHandlers.count == 2)
        #expect(registry.errorHandlers.first is SeesEverything)
    }

    @Test func inlineHandlerTakesA409AndLetsOthersThrough() {
        let registry = installedRegistry()
        let conflict = RequestError.status(Fixtures.httpError(409))
        #expect(routeSaveFailure(conflict, on: screen, registry: registry) == .inline)
        let notFound = RequestError.status(Fixtures.httpError(404))
        #expect(routeSaveFailure(notFound, on: screen, registry: registry) == .statusCode)
    }

    @Test func docSamplesAppearHereVerbatim() throws {
        let guide = try MarkdownSamples.check("Docs/ErrorHandling.md", skippingSections: ["## Loading and resuming"])
        #expect(guide.samples.count >= 8)
        for sample in guide.missing { Issue.record("not in GuideExamplesTests.swift:\n\(sample)") }
    }
}
