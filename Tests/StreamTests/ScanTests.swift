import Testing
@testable import Stream

@Suite("scan")
struct ScanTests {
    @Test func emitsEachRunningAccumulation() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2, 3).scan(10) { $0 + $1 }.subscribe(log.observer)
        #expect(log.events == [.next(11), .next(13), .next(16), .completed])
    }

    @Test func intoUpdatesInPlace() {
        let log = RawEventLog<[Int]>()
        _ = Observable.of(1, 2).scan(into: [Int]()) { $0.append($1) }.subscribe(log.observer)
        #expect(log.events == [.next([1]), .next([1, 2]), .completed])
    }

    @Test func throwingAccumulatorFails() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2, 3).scan(0) { sum, value in
            if value == 2 { throw TestError(id: 2) }
            return sum + value
        }.subscribe(log.observer)
        #expect(log.events == [.next(1), .error(TestError(id: 2))])
    }

    @Test func eachSubscriptionStartsFromTheSeed() {
        let scanned = Observable.of(1, 2).scan(0, accumulator: +)
        let first = RawEventLog<Int>(), second = RawEventLog<Int>()
        _ = scanned.subscribe(first.observer)
        _ = scanned.subscribe(second.observer)
        #expect(first.events == second.events)
        #expect(second.events == [.next(1), .next(3), .completed])
    }

    @Test func emitsInVirtualTimeAsTheSourceDoes() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        scheduler.scheduleAt(230) { subject.onError(TestError(id: 1)) }
        let observer = scheduler.start { subject.scan(0, accumulator: +) }
        #expect(observer.events == [.next(210, 1), .next(220, 3), .error(230, TestError(id: 1))])
    }
}
