import Foundation
import Testing
@testable import Stream

@Suite("take(while:), take(until: predicate), skip(while:)")
struct PredicateFilteringTests {
    private static let numbers: [Recorded<Event<Int>>] = [
        .next(90, -1), .next(110, -1), .next(210, 2), .next(260, 5), .next(290, 13),
        .next(320, 3), .next(350, 7), .next(390, 4), .completed(600),
    ]

    @Test func takeWhileCompletesAtTheFirstFailingElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.numbers)
        let observer = scheduler.start { xs.take(while: { $0 < 10 }) }
        #expect(observer.events == [.next(210, 2), .next(260, 5), .completed(290)])
        #expect(xs.subscriptions == [Subscription(200, 290)])
    }

    @Test func takeWhileInclusiveEmitsTheFailingElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.numbers)
        let observer = scheduler.start { xs.take(while: { $0 < 10 }, behavior: .inclusive) }
        #expect(observer.events == [.next(210, 2), .next(260, 5), .next(290, 13), .completed(290)])
        #expect(xs.subscriptions == [Subscription(200, 290)])
    }

    @Test func takeWhileMirrorsTheEndWhenThePredicateAlwaysHolds() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 1))])
        let observer = scheduler.start { xs.take(while: { _ in true }) }
        #expect(observer.events == [.next(210, 1), .error(220, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func takeWhileWithAThrowingPredicateFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.numbers)
        let observer = scheduler.start {
            xs.take(while: { value in
                if value == 5 { throw TestError(id: 2) }
                return true
            })
        }
        #expect(observer.events == [.next(210, 2), .error(260, TestError(id: 2))])
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }

    @Test func takeWhileDisposedMidStream() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.numbers)
        let observer = scheduler.start(disposed: 250) { xs.take(while: { $0 < 100 }) }
        #expect(observer.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func takeUntilPredicateCompletesAtTheFirstMatch() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.numbers)
        let exclusive = scheduler.start { xs.take(until: { $0 > 10 }) }
        #expect(exclusive.events == [.next(210, 2), .next(260, 5), .completed(290)])

        let second = TestScheduler()
        let ys = second.createHotObservable(Self.numbers)
        let inclusive = second.start { ys.take(until: { $0 > 10 }, behavior: .inclusive) }
        #expect(inclusive.events == [.next(210, 2), .next(260, 5), .next(290, 13), .completed(290)])
    }

    @Test func takeWhileStopsASynchronousEndlessSource() {
        let log = RawEventLog<Int>()
        _ = Observable.from(1...).take(while: { $0 < 4 }).subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func skipWhileDropsUntilThePredicateFailsOnce() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.numbers)
        var calls = 0
        let observer = scheduler.start {
            xs.skip(while: { value in
                calls += 1
                return value < 10
            })
        }
        #expect(observer.events == [
            .next(290, 13), .next(320, 3), .next(350, 7), .next(390, 4), .completed(600),
        ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
        #expect(calls == 3)  // not asked again once it failed
    }

    @Test func skipWhileWithAThrowingPredicateFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.numbers)
        let observer = scheduler.start {
            xs.skip(while: { value in
                if value == 5 { throw TestError(id: 3) }
                return true
            })
        }
        #expect(observer.events == [.error(260, TestError(id: 3))])
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }

    @Test func skipWhilePassesErrorsAndDisposal() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(id: 1))])
        let failed = scheduler.start { xs.skip(while: { $0 < 10 }) }
        #expect(failed.events == [.error(230, TestError(id: 1))])

        let second = TestScheduler()
        let ys = second.createHotObservable(Self.numbers)
        let disposed = second.start(disposed: 300) { ys.skip(while: { $0 < 10 }) }
        #expect(disposed.events == [.next(290, 13)])
        #expect(ys.subscriptions == [Subscription(200, 300)])
    }
}

@Suite("takeLast, element(at:), single")
struct PositionFilteringTests {
    @Test func takeLastEmitsTheLastElementsAtCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        let observer = scheduler.start { xs.takeLast(2) }
        #expect(observer.events == [.next(300, 3), .next(300, 4), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func takeLastWithMoreRoomThanElementsEmitsThemAll() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.start { xs.takeLast(5) }
        #expect(observer.events == [.next(300, 1), .next(300, 2), .completed(300)])
    }

    @Test func takeLastZeroOrNegativeEmitsOnlyTheCompletion() {
        let zero = RawEventLog<Int>(), negative = RawEventLog<Int>()
        _ = Observable.of(1, 2).takeLast(0).subscribe(zero.observer)
        _ = Observable.of(1, 2).takeLast(-3).subscribe(negative.observer)
        #expect(zero.events == [.completed])
        #expect(negative.events == [.completed])
    }

    @Test func takeLastErrorDropsWhatWasKept() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(id: 1))])
        let observer = scheduler.start { xs.takeLast(2) }
        #expect(observer.events == [.error(250, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func takeLastStopsEmittingWhenDisposedDuringTheFlush() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2, 3, 4).takeLast(3).take(2).subscribe(log.observer)
        #expect(log.events == [.next(2), .next(3), .completed])
    }

    @Test func elementAtEmitsTheIndexedElementAndCompletes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(210, 10), .next(220, 11), .next(230, 12), .completed(300),
        ])
        let observer = scheduler.start { xs.element(at: 1) }
        #expect(observer.events == [.next(220, 11), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func elementAtPastTheEndFailsWithArgumentOutOfRange() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 10), .completed(300)])
        let observer = scheduler.start { xs.element(at: 3) }
        #expect(observer.events == [.error(300, StreamError.argumentOutOfRange)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func elementAtANegativeIndexFailsAtOnce() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 10)])
        let observer = scheduler.start { xs.element(at: -1) }
        #expect(observer.events == [.error(200, StreamError.argumentOutOfRange)])
        #expect(xs.subscriptions == [])
    }

    @Test func elementAtPassesAnEarlierError() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 10), .error(220, TestError(id: 1))])
        let observer = scheduler.start { xs.element(at: 2) }
        #expect(observer.events == [.error(220, TestError(id: 1))])
    }

    @Test func singleMirrorsExactlyOneElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let observer = scheduler.start { xs.single() }
        #expect(observer.events == [.next(210, 1), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func singleOfAnEmptySourceFailsWithNoElements() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let observer = scheduler.start { xs.single() }
        #expect(observer.events == [.error(250, StreamError.noElements)])
    }

    @Test func singleFailsAtTheSecondElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start { xs.single() }
        #expect(observer.events == [.next(210, 1), .error(220, StreamError.moreThanOneElement)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func singleWithAPredicateCountsOnlyMatchingElements() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let one = scheduler.start { xs.single { $0 == 3 } }
        #expect(one.events == [.next(230, 3), .completed(250)])

        let second = TestScheduler()
        let ys = second.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 4), .completed(250)])
        let two = second.start { ys.single { $0 % 2 == 0 } }
        #expect(two.events == [.next(220, 2), .error(230, StreamError.moreThanOneElement)])
    }

    @Test func singleWithAThrowingPredicateFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start {
            xs.single { value in
                if value == 2 { throw TestError(id: 4) }
                return false
            }
        }
        #expect(observer.events == [.error(220, TestError(id: 4))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func streamErrorsDescribeThemselves() {
        for error in [StreamError.noElements, .moreThanOneElement, .argumentOutOfRange, .timeout] {
            #expect(!error.description.isEmpty)
        }
    }
}
