extension Observable {
    /// The implementation of `ObservableType.window(timeSpan:count:scheduler:)`.
    @usableFromInline
    func window(timeSpan: Duration, count: Int, scheduler: any SchedulerType) -> Observable<Observable<Element>> {
        let source = self
        let timing = Timing(dueTime: timeSpan, scheduler: scheduler)
        return Observable<Observable<Element>>.create { observer in
            let windowing = Windowing(observer: observer, timing: timing, count: count)
            windowing.start(source)
            return Disposables.create { windowing.disposeOuter() }
        }
    }
}

/// One subscription of `window(timeSpan:count:scheduler:)`: the open window's
/// subject, the clock (`CountOrTimeWindows`), and the source subscription,
/// counted by the outer subscriber plus each window subscriber (RxSwift's
/// `RefCountDisposable`), so a window emitted before the outer subscription
/// went keeps receiving elements until it closes.
///
/// The source and the timers decide under `lock`, in one step, what happens
/// and in which order (`Step`); one thread at a time then delivers the steps,
/// with no lock held (`delivery`).
// @unchecked: the state is guarded by `lock`; `subject` is touched only by
// the thread that owns `delivery`.
private final class Windowing<Element>: @unchecked Sendable {
    /// What reaches the windows and the outer subscriber, in order.
    private enum Step {
        /// An element for the open window.
        case element(Element)
        /// Completes the open window and emits the next one.
        case nextWindow
        /// The source's terminal event, for the open window and the outer subscriber.
        case end(Event<Element>)
    }

    private let observer: AnyObserver<Observable<Element>>
    private let timing: Timing
    private let lock = Locked()
    private let delivery = SerialDrain<Step>()
    // Guarded by `lock`.
    private var windows: CountOrTimeWindows
    private var hasEnded = false
    private var isOuterDisposed = false
    /// Window subscriptions alive now.
    private var windowSubscribers = 0
    private var isSourceDisposed = false
    private var source: (any Disposable)?
    // Touched only by the thread delivering.
    private var subject: PublishSubject<Element>?

    init(observer: AnyObserver<Observable<Element>>, timing: Timing, count: Int) {
        self.observer = observer
        self.timing = timing
        windows = CountOrTimeWindows(count: count)
    }

    /// Emits the first window, starts its clock, then subscribes the source (RxSwift's order).
    func start(_ source: Observable<Element>) {
        if delivery.queue(.nextWindow) { delivery.drain(deliver: deliver) }
        startTimer(for: 0)
        let subscription = source.subscribe { [self] in on($0) }
        let isDisposed = lock.withLock {
            if isSourceDisposed { return true }
            self.source = subscription
            return false
        }
        if isDisposed { subscription.dispose() }
    }

    private func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let (mustDrain, nextWindow) = lock.withLock { () -> (Bool, Int?) in
                guard !hasEnded else { return (false, nil) }
                let mustDrain = delivery.queue(.element(element))
                guard let nextWindow = windows.countElement() else { return (mustDrain, nil) }
                return (delivery.queue(.nextWindow) || mustDrain, nextWindow)
            }
            if let nextWindow { startTimer(for: nextWindow) }
            if mustDrain { delivery.drain(deliver: deliver) }
        case .error, .completed:
            let (mustDrain, timer) = lock.withLock { () -> (Bool, (any Disposable)?) in
                guard !hasEnded else { return (false, nil) }
                hasEnded = true
                return (delivery.queue(.end(event)), windows.stop())
            }
            timer?.dispose()
            if mustDrain { delivery.drain(deliver: deliver) }
            disposeSource()
        }
    }

    private func startTimer(for window: Int) {
        let timer = timing.scheduler.schedule(after: timing.dueTime) { [self] in windowTimedOut(window) }
        let stale = lock.withLock { windows.install(timer, for: window) }
        stale?.dispose()
    }

    private func windowTimedOut(_ window: Int) {
        let (mustDrain, nextWindow) = lock.withLock { () -> (Bool, Int?) in
            guard let nextWindow = windows.timeOut(window) else { return (false, nil) }
            return (delivery.queue(.nextWindow), nextWindow)
        }
        if let nextWindow { startTimer(for: nextWindow) }
        if mustDrain { delivery.drain(deliver: deliver) }
    }

    private func deliver(_ step: Step) {
        switch step {
        case .element(let element):
            subject?.onNext(element)
        case .nextWindow:
            subject?.onCompleted()
            let next = PublishSubject<Element>()
            subject = next
            // Dropped by `create`'s observer once the outer subscription went.
            observer.onNext(window(next))
        case .end(let event):
            subject?.on(event)
            subject = nil
            if case .error(let error) = event {
                observer.onError(error)
            } else {
                observer.onCompleted()
            }
        }
    }

    /// A window's stream: each subscription counts, so the source stays
    /// subscribed while it lasts.
    private func window(_ subject: PublishSubject<Element>) -> Observable<Element> {
        Observable.create { [self] windowObserver in
            lock.withLock { windowSubscribers += 1 }
            let subscription = subject.subscribe(windowObserver)
            return Disposables.create { [self] in
                subscription.dispose()
                leave { windowSubscribers -= 1 }
            }
        }
    }

    func disposeOuter() {
        leave { isOuterDisposed = true }
    }

    /// Applies `change`, then lets go of the source and the clock once
    /// neither the outer subscriber nor any window subscriber is left.
    private func leave(_ change: () -> Void) {
        let isLast = lock.withLock {
            change()
            return isOuterDisposed && windowSubscribers == 0
        }
        if isLast { disposeSource() }
    }

    private func disposeSource() {
        let (subscription, timer) = lock.withLock { () -> ((any Disposable)?, (any Disposable)?) in
            isSourceDisposed = true
            return (source.take(), windows.stop())
        }
        timer?.dispose()
        subscription?.dispose()
    }
}
