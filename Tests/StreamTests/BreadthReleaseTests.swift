import Foundation
import Testing
@testable import Stream

/// What the breadth operators hold (the other stream's latest element, a
/// waiting element, inner subscriptions, the losers of `amb`, timers) goes
/// when the subscription ends, by its terminal event or by `dispose()`.
@Suite("Breadth operators release what they hold")
struct BreadthReleaseTests {
    /// Subscribes `make(box)` with a box only the chain holds, disposes, and
    /// tells whether the box is gone.
    private func releasesOnDispose(_ make: (Box) -> (any Disposable)) -> Bool {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = make(box)
        }
        subscription?.dispose()
        return weakBox == nil
    }

    @Test func withLatestFromLetsGoOfTheLatestValue() {
        let source = PublishSubject<Int>(), other = PublishSubject<Box>()
        #expect(releasesOnDispose { box in
            let subscription = source.withLatestFrom(other).subscribe()
            other.onNext(box)
            return subscription
        })
        #expect(!source.hasObservers && !other.hasObservers)
    }

    @Test func throttleAndSampleLetGoOfTheWaitingElement() {
        let scheduler = TestScheduler()
        let source = PublishSubject<Box>()
        #expect(releasesOnDispose { box in
            let subscription = source.throttle(.seconds(10), scheduler: scheduler).subscribe()
            source.onNext(Box())
            source.onNext(box)  // waits for the window's end
            return subscription
        })
        let sampler = PublishSubject<Void>()
        #expect(releasesOnDispose { box in
            let subscription = source.sample(sampler).subscribe()
            source.onNext(box)
            return subscription
        })
        #expect(!source.hasObservers && !sampler.hasObservers)
    }

    @Test func bufferLetsGoOfTheCollectedElements() {
        let scheduler = TestScheduler()
        let source = PublishSubject<Box>()
        #expect(releasesOnDispose { box in
            let subscription = source.buffer(timeSpan: .seconds(10), count: 5, scheduler: scheduler).subscribe()
            source.onNext(box)
            return subscription
        })
    }

    @Test func flatMapFirstAndSwitchLatestLetGoOfTheirInner() {
        let source = PublishSubject<Int>(), inner = PublishSubject<Int>()
        #expect(releasesOnDispose { box in
            source.flatMapFirst { _ in inner.map { $0 + box.value } }.subscribe()
                .also { source.onNext(1) }
        })
        let outer = PublishSubject<Observable<Int>>()
        #expect(releasesOnDispose { box in
            outer.switchLatest().subscribe().also { outer.onNext(inner.map { $0 + box.value }) }
        })
        #expect(!inner.hasObservers)
    }

    @Test func ambLetsGoOfTheLosersAtOnce() {
        weak var weakBox: Box?
        let winner = PublishSubject<Int>(), loser = PublishSubject<Int>()
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = winner.amb(loser.map { $0 + box.value }).subscribe()
        }
        winner.onNext(1)
        #expect(weakBox == nil)  // the loser's chain went when the winner spoke
        #expect(!loser.hasObservers && winner.hasObservers)
        subscription?.dispose()
        #expect(!winner.hasObservers)
    }

    @Test func skipUntilTakeForAndTimeoutLetGoOfTheirOtherParts() {
        let scheduler = TestScheduler()
        let source = PublishSubject<Int>()
        #expect(releasesOnDispose { box in
            source.skip(until: Observable<Int>.never().map { $0 + box.value }).subscribe()
        })
        #expect(releasesOnDispose { box in
            source.map { $0 + box.value }.take(for: .seconds(5), scheduler: scheduler).subscribe()
        })
        #expect(releasesOnDispose { box in
            source.timeout(.seconds(5), other: Observable.never().map { $0 + box.value }, scheduler: scheduler)
                .subscribe()
        })
        #expect(!source.hasObservers)
    }

    @Test func aTerminalEventReleasesToo() {
        weak var weakBox: Box?
        let source = PublishSubject<Int>()
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = source.withLatestFrom(Observable.just(box)).subscribe()
        }
        source.onCompleted()
        #expect(weakBox == nil)
        withExtendedLifetime(subscription) {}
    }
}

extension Disposable {
    /// Runs `body` after the subscription was made, and returns it.
    fileprivate func also(_ body: () -> Void) -> any Disposable {
        body()
        return self
    }
}
