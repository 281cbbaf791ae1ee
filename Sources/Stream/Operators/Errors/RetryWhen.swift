import Synchronization

extension Observable {
    /// Resubscribes on error when the notifier says so.
    ///
    /// `notificationHandler` is called once per subscription with the stream
    /// of this stream's errors and returns the notifier:
    /// - each `next` resubscribes to this stream, if it failed and is waiting
    ///   (a `next` while a subscription is running or about to start, for
    ///   instance before the first error, is ignored, as in RxSwift);
    /// - its `error(e)` fails the result with `e`, its `completed` completes
    ///   it: at once while this stream is waiting after an error, otherwise
    ///   when the running subscription fails (if it completes instead, the
    ///   result completes normally);
    /// - an error the notifier does not answer leaves the result waiting.
    ///
    /// Stack-safe: a source that fails synchronously and a notifier that
    /// answers synchronously resubscribe in a loop.
    @usableFromInline
    func retryWhen<Trigger>(
        _ notificationHandler: @escaping (Observable<any Error>) -> Observable<Trigger>
    ) -> Observable<Element> {
        Producer<RetryWhenSink<Element, Trigger>>(source: self, parameters: .init(notificationHandler: notificationHandler))
    }

    /// RxSwift 6's name for `retryWhen(_:)`: the notifier made of this
    /// stream's errors decides when to resubscribe; the same operator.
    @usableFromInline
    func retry<Trigger>(
        when notificationHandler: @escaping (Observable<any Error>) -> Observable<Trigger>
    ) -> Observable<Element> {
        retryWhen(notificationHandler)
    }

    /// `retryWhen(_:)` with a notifier of the errors of type `Failure` only:
    /// any other error fails the result at once, without asking the notifier
    /// (RxSwift's typed form).
    @usableFromInline
    func retryWhen<Failure: Error, Trigger>(
        typed notificationHandler: @escaping (Observable<Failure>) -> Observable<Trigger>
    ) -> Observable<Element> {
        Producer<RetryWhenSink<Element, Trigger>>(source: self, parameters: .init(
            // Only errors of type `Failure` reach the notifier (`retries`), so none is dropped here.
            notificationHandler: { errors in notificationHandler(errors.compactMap { $0 as? Failure }) },
            retries: { $0 is Failure }))
    }
}

final class RetryWhenSink<Element, Trigger>: ResubscribingSink<Element>, ProducerSink, @unchecked Sendable {
    /// Set while the source has failed and waits for the notifier.
    private static var waitingBit: Int { 1 }
    /// Set once the notifier ended; `notifierEnd` holds how.
    private static var notifierEndedBit: Int { 2 }

    /// The errors of the source, as the notification handler sees them.
    let errors = PublishSubject<any Error>()
    /// Sends to `errors` one at a time: the notifier's answer to one error may
    /// resubscribe a source that fails on another thread while the handler's
    /// chain is still busy with the first error (its `take(2)` counting, its
    /// `do` closures), and that chain, like any, must not be entered twice.
    private let errorDelivery = SerialDrain<any Error>()
    // Called once, when the sink subscribes; let go of then.
    private var notificationHandler: ((Observable<any Error>) -> Observable<Trigger>)?
    // The source's failure and the notifier run on any threads: one atomic
    // word decides who acts (see `onError`, `notifierNext`, `notifierEnded`).
    private let state = Atomic<Int>(0)
    // Written before `notifierEndedBit` is published, read after it is seen.
    private var notifierEnd: Termination?
    // Set in `start` before anything runs; cleared once, when the sink stops.
    private var trigger: RetryTrigger<Element, Trigger>?
    /// Waits asked for by failures and not started yet (see `startNextStep`).
    private let pendingWaits = Atomic<Int>(0)

    /// Which errors the notifier hears of; `nil`: all. Any other fails the result.
    private let retries: ((any Error) -> Bool)?

    /// The arguments in a struct: see `ProducerSink.Parameters` for why.
    struct Parameters {
        let notificationHandler: (Observable<any Error>) -> Observable<Trigger>
        var retries: ((any Error) -> Bool)? = nil
    }

    init(parameters: Parameters, downstream: ObserverNode<Element>) {
        self.notificationHandler = parameters.notificationHandler
        self.retries = parameters.retries
        super.init(downstream: downstream)
    }

    /// Subscribes to the notifier the handler makes of this subscription's
    /// errors, then to the source.
    override func subscribe(to source: Observable<Element>) -> any Disposable {
        guard let makeNotifier = notificationHandler.take() else { preconditionFailure("subscribed once") }
        let notifier = makeNotifier(errors)
        let trigger = RetryTrigger(parent: self)
        self.trigger = trigger
        trigger.setUpstream(notifier.run(trigger))
        return super.subscribe(to: source)
    }

    /// A failure's step is the wait for the notifier: installing it (an empty
    /// disposable) disposes the failed subscription at its error, as RxSwift
    /// does, rather than when the notifier lets the next one start. Steps run
    /// in the order they were asked for, so a wait always comes before the
    /// resubscription that ends it.
    override func startNextStep() -> any Disposable {
        if pendingWaits.load(ordering: .acquiring) > 0 {
            pendingWaits.subtract(1, ordering: .relaxed)
            return Disposables.create()
        }
        return subscribeSource()
    }

    override func onError(_ error: any Error) {
        guard !isStopped else { return }
        if let retries, !retries(error) {
            forwardError(error)
            return
        }
        pendingWaits.add(1, ordering: .releasing)
        subscribeNext()
        // Mark "waiting" before the notifier hears of the error, so that a
        // synchronous answer finds it.
        let old = state.bitwiseOr(Self.waitingBit, ordering: .acquiringAndReleasing).oldValue
        if old & Self.notifierEndedBit != 0 {
            finish(with: notifierEnd)
        } else {
            errorDelivery.submit(error) { errors.onNext($0) }
        }
    }

    func notifierNext() {
        let old = state.bitwiseAnd(~Self.waitingBit, ordering: .acquiringAndReleasing).oldValue
        if old & Self.waitingBit != 0 { subscribeNext() }
    }

    func notifierEnded(_ end: Termination) {
        notifierEnd = end
        let old = state.bitwiseOr(Self.notifierEndedBit, ordering: .acquiringAndReleasing).oldValue
        if old & Self.waitingBit != 0 { finish(with: end) }
    }

    private func finish(with end: Termination?) {
        switch end {
        case .error(let error): forwardError(error)
        case .completed, nil: forwardCompleted()
        }
    }

    override func disposeResources() {
        let trigger = self.trigger
        self.trigger = nil
        trigger?.dispose()
    }
}

/// Observes the notifier for a `RetryWhenSink`.
final class RetryTrigger<Element, Trigger>: SubscriptionNode<Trigger>, @unchecked Sendable {
    private let parent: RetryWhenSink<Element, Trigger>

    init(parent: RetryWhenSink<Element, Trigger>) {
        self.parent = parent
    }

    override func onNext(_ element: Trigger) {
        guard !isStopped else { return }
        parent.notifierNext()
    }

    override func onError(_ error: any Error) {
        end { parent.notifierEnded(.error(error)) }
    }

    override func onCompleted() {
        end { parent.notifierEnded(.completed) }
    }
}
