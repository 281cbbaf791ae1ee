import Testing
@testable import Stream

@Suite("take(until:)")
struct TakeUntilTests {
    @Test func completesOnTheNotifiersFirstElement() {
        let scheduler = TestScheduler()
        let source = PublishSubject<Int>(), notifier = PublishSubject<String>()
        scheduler.scheduleAt(210) { source.onNext(1) }
        scheduler.scheduleAt(220) { source.onNext(2) }
        scheduler.scheduleAt(230) { notifier.onNext("stop") }
        scheduler.scheduleAt(240) { source.onNext(3) }
        let observer = scheduler.start { source.take(until: notifier) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(!source.hasObservers)
        #expect(!notifier.hasObservers)
    }

    @Test func notifierErrorFails() {
        let source = PublishSubject<Int>(), notifier = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = source.take(until: notifier).subscribe(log.observer)
        source.onNext(1)
        notifier.onError(TestError(id: 1))
        #expect(log.events == [.next(1), .error(TestError(id: 1))])
        #expect(!source.hasObservers)
    }

    @Test func notifierCompletingWithoutElementChangesNothing() {
        let source = PublishSubject<Int>(), notifier = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = source.take(until: notifier).subscribe(log.observer)
        notifier.onCompleted()
        source.onNext(1)
        source.onCompleted()
        #expect(log.events == [.next(1), .completed])
    }

    @Test func sourceEndDisposesTheNotifier() {
        let source = PublishSubject<Int>(), notifier = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = source.take(until: notifier).subscribe(log.observer)
        source.onError(TestError(id: 2))
        #expect(log.events == [.error(TestError(id: 2))])
        #expect(!notifier.hasObservers)
    }

    @Test func notifierFiringDuringSubscriptionSkipsTheSource() {
        let source = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = source.take(until: Observable.just(())).subscribe(log.observer)
        #expect(log.events == [.completed])
        #expect(!source.hasObservers)
    }

    @Test func disposalReleasesBothAndCaptures() {
        weak var weakBox: Box?
        let source = PublishSubject<Int>(), notifier = PublishSubject<Int>()
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = source.map { $0 + box.value }.take(until: notifier).subscribe()
        }
        subscription?.dispose()
        #expect(!source.hasObservers)
        #expect(!notifier.hasObservers)
        #expect(weakBox == nil)
    }

    @Test func notifierCaptureIsReleasedWhenFinished() {
        weak var weakBox: Box?
        let source = PublishSubject<Int>()
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = source.take(until: Observable.just(1).map { $0 + box.value }).subscribe()
        }
        #expect(weakBox == nil)
        _ = subscription
    }
}
