import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Which handler took a failure, by name, in the order they were called.
typealias Taken = Locked<[String]>

private struct AnyStatus: StatusCodeHandler {
    let supportedErrorCodes: [Int] = []
    let taken: Taken
    func canHandle(error: HTTPError) -> Bool { true }
    func handle(error: HTTPError, presentable: (any Presentable)?) { taken.withLock { $0.append("status") } }
}

private struct AnyUnderlying: UnderlyingErrorHandler {
    let taken: Taken
    func canHandle(error: any Error, response: HTTPResponse?) -> Bool { true }
    func handle(error: any Error, response: HTTPResponse?, presentable: (any Presentable)?) {
        taken.withLock { $0.append("underlying") }
    }
}

private struct AnyNSError: NSErrorHandler {
    let supportedErrors: [Int] = []
    let taken: Taken
    func canHandle(error: NSError) -> Bool { true }
    func handle(error: NSError, presentable: (any Presentable)?) { taken.withLock { $0.append("nsError") } }
}

private struct AnyError: ErrorHandler {
    let taken: Taken
    func canHandle(error: any Error) -> Bool { true }
    func handle(error: any Error, presentable: (any Presentable)?) { taken.withLock { $0.append("error") } }
}

/// A resumable handler that accepts what `accepts` says and repairs in one tick.
private final class NamedResumable: ResumableHandler {
    let name: String
    private let taken: Taken
    private let accepts: @Sendable (any Error) -> Bool
    private let scheduler: TestScheduler

    init(_ name: String, taken: Taken, scheduler: TestScheduler, accepts: @escaping @Sendable (any Error) -> Bool) {
        self.name = name
        self.taken = taken
        self.accepts = accepts
        self.scheduler = scheduler
    }

    func canHandle(error: any Error) -> Bool { accepts(error) }

    func handle(error: any Error, presentable: (any Presentable)?) -> Observable<Void> {
        taken.withLock { $0.append(name) }
        return Observable<Int>.timer(.seconds(1), scheduler: scheduler).map { _ in }
    }
}

@Suite("Requester: precedence when several handlers could take a failure")
struct RequesterPrecedenceTests {
    let scheduler = TestScheduler()
    let taken = Taken([])
    let registry = HandlerRegistry()
    let presentable = RecordingPresentable()

    private func fillRegistries() {
        registry.statusCodeHandlers = [AnyStatus(taken: taken)]
        registry.underlyingErrorHandlers = [AnyUnderlying(taken: taken)]
        registry.nsErrorHandlers = [AnyNSError(taken: taken)]
        registry.errorHandlers = [AnyError(taken: taken)]
    }

    /// Fails once with `error`, then answers 1.
    private func failingOnce(_ error: any Error) -> () -> Observable<Int> {
        let failed = Locked(false)
        return {
            failed.withLock { failed in
                defer { failed = true }
                return failed ? .just(1) : .error(error)
            }
        }
    }

    private func run(_ error: any Error, options: RequestOptions? = nil) -> TestableObserver<Int> {
        let requester = Requester(presentable: presentable, handlers: registry)
        let options = options ?? virtualOptions(scheduler).build()
        return scheduler.start { requester.request(options: options, failingOnce(error)) }
    }

    @Test func aResumableHandlerGoesBeforeEveryRegistry() {
        fillRegistries()
        registry.resumableHandlers = [NamedResumable("refresh", taken: taken, scheduler: scheduler) { _ in true }]
        let observer = run(RequestError.status(HTTPError(response: HTTPResponse(statusCode: 401))))
        #expect(observer.events == [.next(201, 1), .completed(201)])
        #expect(taken.withLock { $0 } == ["refresh"])
        #expect(presentable.calls == [.showLoading, .hideLoading])
    }

    @Test func theFirstResumableHandlerThatAcceptsRunsAndNoOther() {
        registry.resumableHandlers = [
            NamedResumable("declines", taken: taken, scheduler: scheduler) { _ in false },
            NamedResumable("first", taken: taken, scheduler: scheduler) { $0 is HTTPError },
            NamedResumable("second", taken: taken, scheduler: scheduler) { _ in true },
        ]
        let observer = run(RequestError.status(HTTPError(response: HTTPResponse(statusCode: 401))))
        #expect(observer.events == [.next(201, 1), .completed(201)])
        #expect(taken.withLock { $0 } == ["first"])
    }

    @Test func inlineTrueGoesBeforeTheRegistriesAndDoOnErrorBeforeIt() {
        fillRegistries()
        let options = virtualOptions(scheduler)
            .doOnError { _ in taken.withLock { $0.append("doOnError") } }
            .inlineErrorHandling { _ in
                taken.withLock { $0.append("inline") }
                return true
            }
            .build()
        let observer = run(RequestError.status(HTTPError(response: HTTPResponse(statusCode: 500))), options: options)
        #expect(observer.events.count == 1)
        #expect(taken.withLock { $0 } == ["doOnError", "inline"])
        #expect(presentable.calls == [.showLoading, .hideLoading])
    }

    /// With a catch-all handler in every registry, each failure goes to the
    /// first registry the contract lists for its kind, and to no other.
    @Test(arguments: [
        (RequestError.status(HTTPError(response: HTTPResponse(statusCode: 503))) as any Error, "status"),
        (RequestError.transport(URLError(.notConnectedToInternet)), "underlying"),
        (URLError(.timedOut), "underlying"),
        (NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet), "nsError"),
        (RequestError.api(APIError(code: "quota", title: "Quota", response: HTTPResponse(statusCode: 429))), "nsError"),
    ])
    func oneFailureReachesOneHandlerInContractOrder(error: any Error, expected: String) {
        fillRegistries()
        let observer = run(error)
        #expect(observer.events.count == 1)
        #expect(taken.withLock { $0 } == [expected])
        #expect(presentable.calls == [.showLoading, .hideLoading])
    }

    @Test func aResumedRequestThatFailsAgainGoesToTheRegistriesNotToTheResumableAgain() {
        fillRegistries()
        registry.resumableHandlers = [NamedResumable("refresh", taken: taken, scheduler: scheduler) { _ in true }]
        let requester = Requester(presentable: presentable, handlers: registry)
        let observer = scheduler.start {
            requester.request(options: virtualOptions(scheduler).build()) {
                Observable<Int>.error(RequestError.status(HTTPError(response: HTTPResponse(statusCode: 401))))
            }
        }
        #expect(observer.events.count == 1)
        #expect(observer.events.first?.time == 201)
        #expect(taken.withLock { $0 } == ["refresh", "status"])
    }
}
