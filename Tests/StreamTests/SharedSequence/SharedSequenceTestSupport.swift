import Stream
import Synchronization
import Testing

// RxCocoa 6.9.1's Tests/RxCocoaTests/SharedSequence+Test.swift and its
// background- and main-thread hot observables, translated. There, a test
// sends into a source from a background queue while the main queue
// delivers, one event after another in queue order; here the shared
// sequence is built under `SharingScheduler.mock` with a `TestScheduler`
// standing for the main queue, so no test waits on a real clock:
// - "delivered on the main thread" is "not delivered while a background
//   source is sending" (delivery waits for the scheduler);
// - a main-thread source first lets the scheduler run what is queued
//   (RxCocoa's `DispatchQueue.main.sync` runs after it), then sends.

/// What RxCocoa's helper checks of a shared sequence: one subscription to
/// the source shared by two observers, delivery only from the sequence's
/// scheduler, no error.
struct SharedSequenceHarness: Sendable {
    /// The harness of the running test, for the hot observables it makes.
    @TaskLocal static var current: SharedSequenceHarness?

    let scheduler = TestScheduler(initialClock: 0)
    /// Set while a background source sends.
    let sendingOnBackground = SendingFlag()

    /// Runs `body` with the harness's scheduler mocked as every shared
    /// sequence's (RxCocoa's tests build their sequences on the main thread).
    func mock(_ body: () throws -> Void) rethrows {
        try Self.$current.withValue(self) {
            try SharingScheduler.mock(scheduler: scheduler, action: body)
        }
    }

    /// RxCocoa's `subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription`:
    /// subscribes two observers, lets the scheduler run what the
    /// subscriptions scheduled, then runs `subscribedOnBackground` (which
    /// sends into the sources and checks their subscriptions) and lets the
    /// scheduler deliver the rest. An observer whose element satisfies
    /// `expectationFulfilled` disposes its subscription. Returns the first
    /// observer's elements.
    func subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription<Result, S>(
        _ xs: SharedSequence<S, Result>,
        expectationFulfilled: @escaping (Result) -> Bool = { _ in false },
        subscribedOnBackground: () -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Result] {
        var firstElements = [Result]()
        var secondElements = [Result]()
        var finished = 0
        let sendingOnBackground = self.sendingOnBackground

        func observe(
            into elements: @escaping (Result) -> Void, future: SerialDisposable
        ) -> (Event<Result>) -> Void {
            { event in
                #expect(
                    !sendingOnBackground.isSet, "delivered while a background source sends",
                    sourceLocation: sourceLocation)
                switch event {
                case .next(let element):
                    elements(element)
                    if expectationFulfilled(element) {
                        finished += 1
                        future.dispose()
                    }
                case .error(let error):
                    Issue.record("Error passed \(error)", sourceLocation: sourceLocation)
                case .completed:
                    finished += 1
                }
            }
        }

        let firstFuture = SerialDisposable()
        firstFuture.disposable = xs.asObservable().subscribe(
            observe(into: { firstElements.append($0) }, future: firstFuture))
        let secondFuture = SerialDisposable()
        secondFuture.disposable = xs.asObservable().subscribe(
            observe(into: { secondElements.append($0) }, future: secondFuture))
        scheduler.start()

        subscribedOnBackground()
        scheduler.start()

        #expect(finished == 2, "both observers finished", sourceLocation: sourceLocation)
        return firstElements
    }
}

/// Whether a background source is sending.
final class SendingFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    var isSet: Bool { flag.load(ordering: .acquiring) }

    func set(_ value: Bool) { flag.store(value, ordering: .releasing) }
}

/// RxCocoa's `BackgroundThreadPrimitiveHotObservable`: a hot source whose
/// events come from off the main thread, so a shared sequence must not
/// deliver them during `on`.
final class BackgroundThreadPrimitiveHotObservable<Element>: ObservableType {
    private let source = PrimitiveHotObservable<Element>()
    private let harness = SharedSequenceHarness.current!

    var subscriptions: [Subscription] { source.subscriptions }

    func on(_ event: Event<Element>) {
        harness.sendingOnBackground.set(true)
        source.on(event)
        harness.sendingOnBackground.set(false)
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }
}

/// RxCocoa's `MainThreadPrimitiveHotObservable`: a hot source sending on the
/// main thread, after whatever the main queue holds.
final class MainThreadPrimitiveHotObservable<Element>: ObservableType {
    private let source = PrimitiveHotObservable<Element>()
    private let harness = SharedSequenceHarness.current!

    var subscriptions: [Subscription] { source.subscriptions }

    func on(_ event: Event<Element>) {
        harness.scheduler.start()
        source.on(event)
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }
}
