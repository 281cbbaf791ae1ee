import Stream
import Synchronization
import Testing

// RxCocoa 6.9.1's Tests/RxCocoaTests/SharedSequence+Test.swift and its
// background- and main-thread hot observables, translated. There, the two
// subscriptions are made on a background queue, then the test sends into
// its sources on the main thread, where each sequence's own main scheduler
// delivers at once. Here the sequences are built under
// `SharingScheduler.mock` with a `TestScheduler` standing for the main
// queue, so no test waits on a real clock: a source's `on` sends, then lets
// the scheduler deliver, and "delivered on the main scheduler" is checked
// as "not delivered while the source is still sending".

/// What RxCocoa's helper checks of a shared sequence: one subscription to
/// the source shared by two observers, delivery only from the sequence's
/// scheduler, no error.
struct SharedSequenceHarness: Sendable {
    /// The harness of the running test, for the hot observables it makes.
    @TaskLocal static var current: SharedSequenceHarness?

    let scheduler = TestScheduler(initialClock: 0)
    /// Set while a source sends.
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
                    !sendingOnBackground.isSet, "delivered while the source sends, not by the scheduler",
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

/// Whether a source is sending.
final class SendingFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    var isSet: Bool { flag.load(ordering: .acquiring) }

    func set(_ value: Bool) { flag.store(value, ordering: .releasing) }
}

/// A hot source for the harness: `on` sends, then lets the harness's
/// scheduler deliver what the send scheduled for now.
class HarnessHotObservable<Element>: ObservableType {
    private let source = PrimitiveHotObservable<Element>()
    private let harness = SharedSequenceHarness.current!

    var subscriptions: [Subscription] { source.subscriptions }

    func on(_ event: Event<Element>) {
        harness.sendingOnBackground.set(true)
        source.on(event)
        harness.sendingOnBackground.set(false)
        // What is due now only: no real time passes between two sends.
        harness.scheduler.advanceTo(harness.scheduler.clock)
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }
}

/// RxCocoa's `BackgroundThreadPrimitiveHotObservable` (which asserts it is
/// subscribed off the main thread, untestable here).
final class BackgroundThreadPrimitiveHotObservable<Element>: HarnessHotObservable<Element> {}

/// RxCocoa's `MainThreadPrimitiveHotObservable` (which asserts it is
/// subscribed on the main thread: here, by the scheduler).
final class MainThreadPrimitiveHotObservable<Element>: HarnessHotObservable<Element> {}
