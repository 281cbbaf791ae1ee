import Testing
@testable import Stream

@Suite("skip(count)")
struct SkipTests {
    @Test func dropsTheFirstElements() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2, 3, 4).skip(2).subscribe(log.observer)
        #expect(log.events == [.next(3), .next(4), .completed])
    }

    @Test func skippingMoreThanEmittedLeavesOnlyTheEnd() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2).skip(5).subscribe(log.observer)
        #expect(log.events == [.completed])
    }

    @Test func zeroOrNegativeMirrorsTheSource() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2).skip(0).subscribe(log.observer)
        _ = Observable.of(3).skip(-1).subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .completed, .next(3), .completed])
    }

    @Test func errorPassesThroughWhileSkipping() {
        let log = RawEventLog<Int>()
        let subject = PublishSubject<Int>()
        _ = subject.skip(3).subscribe(log.observer)
        subject.onNext(1)
        subject.onError(TestError(id: 1))
        #expect(log.events == [.error(TestError(id: 1))])
    }

    @Test func countsPerSubscription() {
        let skipped = Observable.of(1, 2, 3).skip(1)
        let first = RawEventLog<Int>(), second = RawEventLog<Int>()
        _ = skipped.subscribe(first.observer)
        _ = skipped.subscribe(second.observer)
        #expect(first.events == [.next(2), .next(3), .completed])
        #expect(second.events == first.events)
    }
}
