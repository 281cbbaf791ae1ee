import Foundation
import Handlers
import Stream
import Synchronization

/// One subscription to a `Requester.request`, as one object. In order:
///
/// 1. `start()` counts loading (a `LoadingCount.Share`) and subscribes the
///    request, itself as the one observer of its events.
/// 2. `request()` makes the request on the subscribe scheduler and delivers
///    it on the observe scheduler: `Observable.deferred { make() }` under
///    `subscribeOn`, then `observeOn`, each only when its scheduler is not
///    `ImmediateScheduler` (there is no hop to make: the request is made,
///    or observed, directly).
/// 3. The first element, the completion or disposal ends loading.
/// 4. A failure goes once to `resume(after:)`, when a resumable handler
///    accepts it (see `ResumableRuns` for the way: the shared run, then the
///    request made again); any other failure is routed (steps 2 to 5) and
///    passed on, loading ending after the routing. The handler's runs are
///    its own (`TokenRefreshHandler`'s gate) or its registry's
///    (`RegistryRuns`): nothing on this way is kept for the process.
///
/// Why one object: the same pipeline written wholly with operators
/// (`deferred`, `subscribeOn`, `observeOn`, `catchError`, `do`) costs five
/// subscriptions per request and about 30 allocations more, most of the
/// pipeline's overhead. Loading, resuming and routing are done here; only
/// the scheduler hops are operators, and only when there is a hop to make.
///
/// Threads: `start` runs on the subscribing thread; events arrive on the
/// observe scheduler; `dispose` may come from any thread.
// @unchecked: `steps` is a DisposableSlot; `madeAt` and `mayResume` are atomic; the rest is immutable.
@usableFromInline
final class RequestRun<Element>: DirectObserver, Disposable, @unchecked Sendable {
    private let requester: Requester
    private let options: RequestOptions
    private let makeRequest: () -> Observable<Element>
    private let downstream: AnyObserver<Element>
    /// Loading, resuming and routing report to the requester's presentable
    /// while it lives, read from the requester when needed (it never changes,
    /// and the requester holds it weakly): a request kept in the screen's own
    /// dispose bag (a stream of updates, a slow request) does not keep that
    /// screen alive, and a run keeps no weak reference of its own (one more
    /// to make and to destroy, atomically, on every request).
    private var presentable: (any Presentable)? { requester.presentable }
    /// A share of no count when the request shows no loading (see
    /// `LoadingCount.Share` on why it is not optional).
    private let loading: LoadingCount.Share
    /// When the request was last made (on the subscribe scheduler; a
    /// `RequestInstant`'s nanoseconds), read when it fails (on the observe scheduler).
    private let madeAt = Atomic<UInt64>(0)
    /// `true` until a failure went to the resumable handlers once.
    private let mayResume = Atomic<Bool>(true)
    /// The request's subscription (step 1), then the wait for the shared run
    /// and the request made again (step 2). Numbered because a fast failure
    /// can begin step 2 before step 1's `subscribe` has returned.
    private let steps = DisposableSlot()

    @usableFromInline
    init(
        requester: Requester, options: RequestOptions, downstream: AnyObserver<Element>,
        makeRequest: @escaping () -> Observable<Element>
    ) {
        self.requester = requester
        self.options = options
        self.downstream = downstream
        self.makeRequest = makeRequest
        let count = options.showLoading && requester.presentable != nil ? requester.loadingCount : nil
        loading = LoadingCount.Share(of: count, reportingOn: options.observeOnScheduler)
    }

    /// Shows loading, then subscribes the first attempt.
    @usableFromInline
    func start() {
        loading.begin()
        guard let step = steps.beginStep() else { return }
        steps.installStep(request().subscribeWithoutHandle(self), step: step)
    }

    /// The request made on the subscribe scheduler and observed on the
    /// observe scheduler; made again for each subscription.
    private func request() -> Observable<Element> {
        let subscribeOn = options.subscribeOnScheduler
        let made = subscribeOn.isImmediate
            ? make()
            : Observable.deferred { [self] in make() }.subscribeOn(subscribeOn)
        return observed(made)
    }

    /// `stream` delivered on the observe scheduler (as it is on `ImmediateScheduler`).
    private func observed<T>(_ stream: Observable<T>) -> Observable<T> {
        let observeOn = options.observeOnScheduler
        return observeOn.isImmediate ? stream : stream.observeOn(observeOn)
    }

    private func make() -> Observable<Element> {
        madeAt.store(RequestInstant.now.uptimeNanoseconds, ordering: .releasing)
        return makeRequest()
    }

    /// A `take` after the request that has all it wants stops a synchronous
    /// source before it (with `ImmediateScheduler`, nothing else can).
    @usableFromInline
    var isChainStopped: Bool { downstream.isChainStopped }

    @usableFromInline
    func onNext(_ element: Element) {
        loading.end()
        downstream.onNext(element)
    }

    @usableFromInline
    func onCompleted() {
        loading.end()
        downstream.onCompleted()
    }

    /// A failure: resumed once if a resumable handler takes it, else routed
    /// and passed on.
    @usableFromInline
    func onError(_ error: any Error) {
        if mayResume.exchange(false, ordering: .acquiringAndReleasing),
           let match = requester.handlers.resumableHandler(for: error) {
            resume(after: match)
            return
        }
        requester.handlers.route(
            error, presentable: presentable,
            doOnError: options.doOnError, inlineHandler: options.inlineErrorHandling)
        // After routing, so the error is shown before loading hides (also with no hop to make).
        loading.end()
        downstream.onError(error)
    }

    /// Waits for the handler's run (shared with the other requests that
    /// fail into it), then makes the request again and takes its events as
    /// the first time; the run's error arrives here as the request's, and is
    /// routed. The subscription's second step (see `steps`).
    private func resume(after match: ResumableMatch) {
        let runs = (match.handler as? TokenRefreshHandler)?.gate.runs
            ?? RegistryRuns.of(requester.handlers).runs(for: match)
        let made = RequestInstant(uptimeNanoseconds: madeAt.load(ordering: .acquiring))
        let presentable = self.presentable
        // The run is started here, on the observe scheduler, by the first request to fail into it.
        let run = runs.resume(madeAt: made) { match.handle(presentable: presentable) }
        let resumed = observed(run).flatMap { [self] _ in request() }
        if let step = steps.beginStep() { steps.installStep(resumed.subscribeWithoutHandle(self), step: step) }
    }

    /// Stops loading and cancels the attempt or the wait for a shared run.
    @usableFromInline
    func dispose() {
        loading.end()
        steps.releaseSlot()
    }
}
