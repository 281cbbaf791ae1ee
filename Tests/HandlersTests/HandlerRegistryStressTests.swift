import Dispatch
import Handlers
import Stream
import Synchronization
import Testing
import TestExecutors

/// Runs under ThreadSanitizer in CI. The doubles here count with `Atomic`
/// rather than record with `Mutex`: on Linux the sanitizer cannot see
/// `Mutex` and would report its guarded accesses as races.
@Suite("HandlerRegistry Stress", .onAThreadOfItsOwn)
struct HandlerRegistryStressTests {
    static let threads = 8
    static let iterations = 200

    final class Counter: Sendable {
        private let count = Atomic(0)
        var value: Int { count.load(ordering: .relaxed) }
        func increment() { count.add(1, ordering: .relaxed) }
    }

    /// Counts `onHandleErrorFailed` calls.
    final class CountingPresentable: Presentable, Sendable {
        let unhandled = Counter()
        func showError(error: String) {}
        func showLoading() {}
        func hideLoading() {}
        func onHandleErrorFailed(error: any Error) { unhandled.increment() }
    }

    struct CountingStatusCodeHandler: StatusCodeHandler {
        let supportedErrorCodes: [Int]
        let handled: Counter
        func handle(error: HTTPError, presentable: (any Presentable)?) { handled.increment() }
    }

    /// Declines everything: the list grows while routing keeps asking it.
    struct Declines: ErrorHandler {
        func canHandle(error: any Error) -> Bool { false }
        func handle(error: any Error, presentable: (any Presentable)?) {}
    }

    struct Resumes: ResumableHandler {
        func canHandle(error: any Error) -> Bool { true }
        func handle(error: any Error, presentable: (any Presentable)?) -> Observable<Void> { .just(()) }
    }

    @Test func concurrentWritesAndRoutesStayConsistent() {
        let registry = HandlerRegistry()
        let screen = CountingPresentable()
        let handled = Counter()
        let routed = Counter()
        let resumable = Counter()

        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for iteration in 0..<Self.iterations {
                registry.update { $0.errorHandlers.append(Declines()) }
                registry.statusCodeHandlers = [
                    CountingStatusCodeHandler(supportedErrorCodes: [iteration % 2 == 0 ? 404 : 500], handled: handled)
                ]
                registry.resumableHandlers = thread % 2 == 0 ? [Resumes()] : []
                let route = registry.route(RequestError.status(Fixtures.httpError(404)), presentable: screen)
                if route != .statusCode && route != .unhandled { Issue.record("unexpected route \(route)") }
                if registry.resumableHandler(for: Fixtures.httpError(401)) != nil { resumable.increment() }
                routed.increment()
            }
        }

        let total = Self.threads * Self.iterations
        #expect(routed.value == total)
        // `update` lost no append although every thread appended at once.
        #expect(registry.errorHandlers.count == total)
        #expect(registry.statusCodeHandlers.count == 1)
        #expect(handled.value + screen.unhandled.value == total)
        #expect(resumable.value <= total)
    }
}
