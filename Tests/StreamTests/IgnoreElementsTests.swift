import Testing
@testable import Stream

@Suite("ignoreElements")
struct IgnoreElementsTests {
    @Test func mirrorsOnlyCompletion() {
        var completed = false
        _ = Observable.of(1, 2, 3).ignoreElements().subscribe(onCompleted: { completed = true })
        #expect(completed)
    }

    @Test func mirrorsOnlyTheError() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onError(TestError(id: 1)) }
        let observer = scheduler.start { subject.ignoreElements() }
        #expect(observer.events == [.error(220, TestError(id: 1))])
    }

    @Test func disposalReleasesTheSource() {
        let subject = PublishSubject<Int>()
        let subscription = subject.ignoreElements().subscribe()
        subscription.dispose()
        #expect(!subject.hasObservers)
    }
}
