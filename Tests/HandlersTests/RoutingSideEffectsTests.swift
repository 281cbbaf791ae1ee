import Foundation
import Handlers
import RequesterTestSupport
import Stream
import Testing

@Suite("Routing: doOnError and inline handling")
struct RoutingSideEffectsTests {
    let log = CallLog()
    let screen = RecordingPresentable()

    /// A registry whose Error handler takes everything.
    var registry: HandlerRegistry {
        let registry = HandlerRegistry()
        registry.errorHandlers = [RecordingErrorHandler(name: "catchAll", log: log)]
        return registry
    }

    @Test func doOnErrorRunsBeforeTheInlineHandler() {
        let order = Locked<[String]>([])
        registry.route(
            RequestError.status(Fixtures.httpError(409)), presentable: screen,
            doOnError: { _ in order.withLock { $0.append("doOnError") } },
            inlineHandler: { _ in
                order.withLock { $0.append("inline") }
                return false
            })
        #expect(order.withLock { $0 } == ["doOnError", "inline"])
    }

    @Test func inlineHandlerReturningTrueStopsRouting() {
        let route = registry.route(
            RequestError.status(Fixtures.httpError(409)), presentable: screen,
            inlineHandler: { _ in true })
        #expect(route == .inline)
        #expect(log.calls.isEmpty)
        #expect(screen.calls.isEmpty)
    }

    @Test func inlineHandlerReturningFalseContinuesToTheRegistries() {
        let route = registry.route(
            RequestError.status(Fixtures.httpError(409)), presentable: screen,
            inlineHandler: { _ in false })
        #expect(route == .error)
        #expect(log.handled.map(\.handler) == ["catchAll"])
    }

    @Test func doOnErrorRunsEvenWhenTheInlineHandlerTakesTheError() {
        let sawError = Locked(false)
        let route = registry.route(
            CustomError(), presentable: screen,
            doOnError: { _ in sawError.withLock { $0 = true } },
            inlineHandler: { _ in true })
        #expect(route == .inline)
        #expect(sawError.withLock { $0 })
    }

    @Test func doOnErrorAndInlineHandlerReceiveTheErrorAsDelivered() {
        let seen = Locked<[String]>([])
        registry.route(
            RequestError.api(Fixtures.apiError()), presentable: screen,
            doOnError: { error in seen.withLock { $0.append("\(type(of: error))") } },
            inlineHandler: { error in
                seen.withLock { $0.append("\(type(of: error))") }
                return true
            })
        #expect(seen.withLock { $0 } == ["RequestError", "RequestError"])
    }

    @Test func doOnErrorRunsWhenNothingHandlesTheError() {
        let calls = Locked(0)
        let route = HandlerRegistry().route(
            CustomError(), presentable: screen, doOnError: { _ in calls.withLock { $0 += 1 } })
        #expect(route == .unhandled)
        #expect(calls.withLock { $0 } == 1)
    }
}
