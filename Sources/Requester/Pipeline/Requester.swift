import Foundation
import Handlers
import Stream
import Synchronization

// The requester and its way in: `request(options:_:)`, the `RequestRun`
// each subscription to it is, and the run's share of the loading count.

/// Wraps any request with loading, error routing and resuming.
///
/// `request(options:_:)` takes a closure that makes the request (any
/// `Observable`), and returns an `Observable` that
/// - counts as loading on the presentable until its first element, error,
///   completion or disposal;
/// - subscribes on `options.subscribeOnScheduler`, which is where the
///   closure runs (not on the caller's actor), and delivers every event and
///   every presentable call on `options.observeOnScheduler`;
/// - on failure, first asks the registry's resumable handlers: one shared run
///   repairs the failure (a token refresh), then the closure is called again
///   and the request resubscribed, once; otherwise the error goes through
///   `doOnError`, the inline handler and the registries, and then reaches the
///   subscriber.
///
/// `send(options:_:)` gives an `async` operation the same treatment (see
/// Requester+Async.swift). A call that passes no `options` uses the
/// requester's `defaultOptions`; options passed replace them whole.
///
/// The requester holds its presentable weakly: a screen usually owns its requester.
public final class Requester: Sendable {
    /// The registry consulted when a request fails.
    public let handlers: HandlerRegistry
    /// The options of every `request` and `send` that passes none.
    public let defaultOptions: RequestOptions
    // Weak and never reassigned: reading it from any thread is safe.
    private nonisolated(unsafe) weak var weakPresentable: (any Presentable)?

    /// The presentable's loading count, shared with its other requesters;
    /// found once here so that a request counts without a lookup.
    let loadingCount: LoadingCount?

    /// A requester reporting to `presentable` and routing errors through
    /// `handlers`, with `defaultOptions` for the calls that pass no options
    /// (set them once where every call would build the same: a test's
    /// virtual-time schedulers, a service's `ImmediateScheduler`).
    public init(
        presentable: (any Presentable)?, handlers: HandlerRegistry = .shared,
        defaultOptions: RequestOptions = .default
    ) {
        self.weakPresentable = presentable
        self.handlers = handlers
        self.defaultOptions = defaultOptions
        loadingCount = presentable.map { LoadingCount.of($0) }
    }

    /// The presentable, while it is alive.
    public var presentable: (any Presentable)? { weakPresentable }

    /// The request that `makeRequest` creates, with loading, resuming and
    /// error routing as `options` say (`nil`: the requester's
    /// `defaultOptions`). Cold: each subscription runs it anew.
    ///
    /// **Where `makeRequest` runs:** on `options.subscribeOnScheduler`, not on
    /// the caller's actor. By default that is a background queue
    /// (`RequestOptions.backgroundScheduler`), once per subscription and once
    /// more after a resumable handler repaired a failure. The parameter is a
    /// plain closure (as Stream's operators take), so Swift 6 accepts one
    /// written in `@MainActor` code that reads or writes main-actor state, and
    /// nothing checks at run time: that closure then races with the main
    /// actor. Either
    /// - read what the request needs on the actor first and capture the
    ///   values: `let query = self.query` then
    ///   `requester.request { client.request(.search(query)) }`; or
    /// - subscribe on `MainScheduler.instance`
    ///   (`RequestOptions.Builder().subscribeOnScheduler(MainScheduler.instance)`):
    ///   the closure runs on the main queue, every time, and may use
    ///   `MainActor.assumeIsolated { }`. The request is then subscribed there
    ///   too: an `APIClient` call builds its `URLRequest` and runs its
    ///   adapters on the main queue, and waits for the network off it.
    ///
    /// With `ImmediateScheduler` the closure runs on the subscribing thread,
    /// and when resumed, where the repair's result is delivered (the observe
    /// scheduler).
    // Inlined so the run is made where `T` is known (see `APIClient.request(_:)`).
    @inlinable
    public func request<T>(
        options: RequestOptions? = nil,
        _ makeRequest: @escaping () -> Observable<T>
    ) -> Observable<T> {
        let options = options ?? defaultOptions
        return Observable.create { [self] observer in
            let run = RequestRun(requester: self, options: options, downstream: observer, makeRequest: makeRequest)
            run.start()
            return run
        }
    }
}

// MARK: - One request's run

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

// MARK: - The run's share of the loading count

extension LoadingCount {
    /// One request's share of a count: `begin()` and `end()` each take
    /// effect once, and `end()` only after `begin()`. An `end()` that arrives
    /// on another thread while `begin()` is still counting is carried out by
    /// `begin()` once it has counted, so the count never goes down before it
    /// went up. A share of no count (a request that shows no loading) does
    /// nothing.
    ///
    /// Noncopyable because its atomic is: there is one phase per share. Never
    /// kept in an `Optional`: unwrapping an optional noncopyable value reads
    /// it whole, the atomic phase included, with a plain load, which races
    /// with another thread's `end()` (ThreadSanitizer reports it).
    struct Share: ~Copyable, Sendable {
        // The phases, in an atomic (not a lock, which would be an allocation).
        private static let idle: UInt8 = 0
        private static let beginning: UInt8 = 1
        private static let endedWhileBeginning: UInt8 = 2
        private static let counting: UInt8 = 3
        private static let ended: UInt8 = 4

        private let count: LoadingCount?
        private let scheduler: any SchedulerType
        private let phase = Atomic<UInt8>(Share.idle)

        /// A share of `count` (`nil`: no loading to show), reported on
        /// `scheduler`. (It holds no presentable: the count reaches its
        /// presentable weakly.)
        init(of count: LoadingCount?, reportingOn scheduler: any SchedulerType) {
            self.count = count
            self.scheduler = scheduler
        }

        /// Starts counting (once).
        func begin() {
            guard let count,
                  phase.compareExchange(expected: Self.idle, desired: Self.beginning, ordering: .acquiringAndReleasing)
                .exchanged
            else { return }
            count.begin(on: scheduler)
            // Fails only when `end()` came meanwhile (it left `endedWhileBeginning`).
            let counted = phase.compareExchange(
                expected: Self.beginning, desired: Self.counting, ordering: .acquiringAndReleasing).exchanged
            if !counted {
                phase.store(Self.ended, ordering: .releasing)
                count.end(on: scheduler)
            }
        }

        /// Stops counting (once, and only if counting began).
        func end() {
            guard let count else { return }
            var current = phase.load(ordering: .acquiring)
            while true {
                let next: UInt8
                switch current {
                case Self.counting, Self.idle: next = Self.ended
                case Self.beginning: next = Self.endedWhileBeginning
                default: return  // endedWhileBeginning, ended
                }
                let (exchanged, original) = phase.compareExchange(
                    expected: current, desired: next, ordering: .acquiringAndReleasing)
                if exchanged {
                    if current == Self.counting { count.end(on: scheduler) }
                    return
                }
                current = original
            }
        }
    }
}
