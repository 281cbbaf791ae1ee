import Testing
@testable import Stream

@Suite("startWith")
struct StartWithTests {
    @Test func emitsThePrefixThenTheSource() {
        let log = RawEventLog<Int>()
        _ = Observable.of(3, 4).startWith(1, 2).subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .next(3), .next(4), .completed])
    }

    @Test func prefixComesAtSubscriptionTime() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(150) { subject.onNext(0) }
        scheduler.scheduleAt(210) { subject.onNext(5) }
        let observer = scheduler.start { subject.startWith(1) }
        #expect(observer.events == [.next(200, 1), .next(210, 5)])
    }

    @Test func sourceErrorFollowsThePrefix() {
        let log = RawEventLog<Int>()
        _ = Observable<Int>.error(TestError(id: 1)).startWith(1).subscribe(log.observer)
        #expect(log.events == [.next(1), .error(TestError(id: 1))])
    }

    @Test func disposingAfterThePrefixReleasesTheSource() {
        let subject = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = subject.startWith(1).take(1).subscribe(log.observer)
        #expect(log.events == [.next(1), .completed])
        #expect(!subject.hasObservers)
    }
}
