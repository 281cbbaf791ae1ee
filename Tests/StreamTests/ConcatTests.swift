import Foundation
import Testing
@testable import Stream

@Suite("concat: sources one after another")
struct ConcatTests {
    @Test func emitsEachSourceInTurnThenCompletes() {
        let log = EventLog<Int>()
        _ = Observable.concat(.of(1, 2), .empty(), .just(3)).subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func arrayAndInstanceFormsAgree() {
        let fromArray = EventLog<Int>(), fromInstance = EventLog<Int>()
        _ = Observable.concat([.just(1), .just(2)]).subscribe(fromArray.observer)
        _ = Observable.just(1).concat(.just(2)).subscribe(fromInstance.observer)
        #expect(fromArray.events == [.next(1), .next(2), .completed])
        #expect(fromInstance.events == fromArray.events)
    }

    @Test func singleSourceConcatIsThatSource() {
        let log = EventLog<Int>()
        _ = Observable.concat(Observable.of(1, 2)).subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .completed])
    }

    @Test func noSourcesCompletesAtOnce() {
        let log = EventLog<Int>()
        _ = Observable<Int>.concat([]).subscribe(log.observer)
        #expect(log.events == [.completed])
    }

    @Test func nextSourceIsSubscribedOnlyAfterThePreviousCompleted() {
        let first = PublishSubject<Int>(), second = PublishSubject<Int>()
        let log = EventLog<Int>()
        _ = Observable.concat(first, second).subscribe(log.observer)
        #expect(first.hasObservers && !second.hasObservers)
        second.onNext(0)  // not subscribed yet: lost, as with any hot source
        first.onNext(1)
        first.onCompleted()
        #expect(second.hasObservers)
        second.onNext(2)
        second.onCompleted()
        #expect(log.events == [.next(1), .next(2), .completed])
    }

    @Test func errorEndsTheConcatWithoutSubscribingTheRest() {
        let rest = CountingSource<Int>()
        let log = EventLog<Int>()
        _ = Observable.concat(.just(1), .error(TestError(id: 7)), rest.failing()).subscribe(log.observer)
        #expect(log.events == [.next(1), .error(TestError(id: 7))])
        #expect(rest.subscriptions == 0)
    }

    @Test func disposeStopsTheCurrentSourceAndTheRest() {
        let first = PublishSubject<Int>()
        let rest = CountingSource<Int>()
        let subscription = Observable.concat(first, rest.failing()).subscribe()
        subscription.dispose()
        #expect(!first.hasObservers)
        first.onCompleted()
        #expect(rest.subscriptions == 0)
    }

    @Test func oneHundredThousandPartsRunInConstantStack() {
        let probe = StackDepthProbe()
        let parts = (0..<100_000).map { index in
            Observable<Int>.deferred {
                if index & 0x3FF == 0 { probe.record() }
                return .just(index)
            }
        }
        var count = 0, last = -1, completed = false
        _ = Observable.concat(parts).subscribe(
            onNext: { count += 1; last = $0 }, onCompleted: { completed = true })
        #expect(count == 100_000 && last == 99_999 && completed)
        #expect(probe.spread == 0)
    }

    @Test func takeEndsAConcatOfEndlessSynchronousParts() {
        let part = CountingSource<Int>()
        let log = EventLog<Int>()
        let endless = part.observable { attempt, observer in
            observer.onNext(attempt)
            observer.onCompleted()
            return Disposables.create()
        }
        _ = Observable.concat(Array(repeating: endless, count: 1_000)).take(2).subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .completed])
        #expect(part.subscriptions == 2)
    }

    @Test func finishedConcatReleasesCaptures() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable.concat(.just(1), .deferred { .just(box.value) }).subscribe()
        }
        #expect(weakBox == nil)
        _ = subscription
    }

    @Test func disposedConcatReleasesCaptures() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable.concat(.never(), .deferred { .just(box.value) }).subscribe()
        }
        #expect(weakBox != nil)
        subscription?.dispose()
        #expect(weakBox == nil)
    }
}
