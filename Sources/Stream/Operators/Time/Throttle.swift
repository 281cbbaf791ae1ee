import Foundation

extension Observable {
    /// Emits an element, then at most one element per `dueTime` (RxSwift 6.9's
    /// `throttle`): an element that arrives `dueTime` or more after the last
    /// one emitted passes at once; with `latest` (the default) the newest
    /// element that arrives sooner waits and is emitted when the `dueTime`
    /// since the last emission is over; without it such elements are dropped.
    ///
    /// Completion waits for an element still waiting (the source's
    /// subscription goes at the completion); an error passes at once and
    /// drops it.
    @usableFromInline
    func throttle(_ dueTime: Duration, latest: Bool = true, scheduler: any SchedulerType) -> Observable<Element> {
        Producer<ThrottleSink<Element>>(
            source: self, parameters: (Timing(dueTime: dueTime, scheduler: scheduler), latest))
    }
}

/// The source and the timer both emit, so events go through the serializing
/// queue, decided under its lock. The timer is only ever started from
/// `onNext` (serialized by the grammar), so timers replace each other in order.
final class ThrottleSink<Element>: SerializingSink<Element, Element>, ProducerSink, @unchecked Sendable {
    private let dueTime: Duration
    private let dueSeconds: Double
    private let scheduler: any SchedulerType
    private let emitsLatest: Bool
    private let timer = DisposableSlot()
    // Guarded by `lock`.
    /// The newest element that came too soon, waiting for the timer.
    private var waiting: Element?
    /// When the last element was emitted; nil before the first.
    private var lastEmission: Date?
    /// The source completed while an element was waiting.
    private var completesAfterWaiting = false

    init(parameters: (timing: Timing, latest: Bool), downstream: ObserverNode<Element>) {
        dueTime = parameters.timing.dueTime
        dueSeconds = parameters.timing.dueTime.timeInterval
        scheduler = parameters.timing.scheduler
        emitsLatest = parameters.latest
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        let now = scheduler.now
        // Released after the lock: an element's deinit may run user code.
        // (A local rather than a returned tuple: a tuple of a generic type
        // costs a metadata lookup per element in unspecialized code.)
        var replaced: Element?
        let step = lock.withLock { _ -> ThrottleStep in
            // Compared in seconds; a `Duration` is made only to start a timer.
            let elapsed = lastEmission.map { now.timeIntervalSince($0) } ?? .infinity
            if elapsed >= dueSeconds {
                lastEmission = now
                replaced = waiting.take()
                return enqueue(.next(element)) ? .drain : .none
            }
            guard emitsLatest else { return .none }
            replaced = waiting.take()
            waiting = element
            return replaced == nil ? .startTimer(dueTime - .seconds(elapsed)) : .none
        }
        withExtendedLifetime(replaced) {}
        switch step {
        case .none: break
        case .drain: drain()
        case .startTimer(let delay):
            timer.replaceSlot(scheduler.schedule(after: delay) { [self] in emitWaiting() })
        }
    }

    private func emitWaiting() {
        let now = scheduler.now
        let mustDrain = lock.withLock { _ in
            var mustDrain = false
            if let element = waiting.take() {
                lastEmission = now
                mustDrain = enqueue(.next(element))
            }
            if completesAfterWaiting { mustDrain = enqueue(.completed) || mustDrain }
            return mustDrain
        }
        if mustDrain { drain() }
    }

    override func onCompleted() {
        let (mustDrain, waits) = lock.withLock { _ -> (Bool, Bool) in
            if waiting != nil {
                completesAfterWaiting = true
                return (false, true)
            }
            return (enqueue(.completed), false)
        }
        if waits { releaseUpstream() }
        if mustDrain { drain() }
    }

    override func onError(_ error: any Error) {
        let (mustDrain, dropped) = lock.withLock { _ in
            let dropped = (waiting.take(), discardQueued())
            return (enqueue(.error(error)), dropped)
        }
        withExtendedLifetime(dropped) {}
        if mustDrain { drain() }
    }

    override func disposeResources() {
        timer.releaseSlot()
        let dropped = lock.withLock { _ in (waiting.take(), discardQueued()) }
        withExtendedLifetime(dropped) {}
    }
}

/// What `ThrottleSink.onNext` does once it left the lock (outside the
/// generic class, so that it needs no metadata lookup).
private enum ThrottleStep {
    case none
    case drain
    case startTimer(Duration)
}
