import Testing
@testable import Stream

@Suite("merge")
struct MergeTests {
    @Test func emitsElementsOfAllSourcesAsTheyArrive() {
        let scheduler = TestScheduler()
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        scheduler.scheduleAt(210) { a.onNext(1) }
        scheduler.scheduleAt(220) { b.onNext(2) }
        scheduler.scheduleAt(230) { a.onNext(3) }
        scheduler.scheduleAt(240) { a.onCompleted() }
        scheduler.scheduleAt(250) { b.onNext(4) }
        scheduler.scheduleAt(260) { b.onCompleted() }
        let observer = scheduler.start { Observable.merge(a, b) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(260)])
    }

    @Test func arrayOverloadMergesToo() {
        let log = RawEventLog<Int>()
        _ = Observable.merge([Observable.of(1, 2), .just(3)]).subscribe(log.observer)
        // RxSwift 6.9.1's order: `of` waits on the trampoline, `just` does not.
        #expect(log.events == [.next(3), .next(1), .next(2), .completed])
    }

    @Test func noSourcesCompletesAtOnce() {
        let log = RawEventLog<Int>()
        _ = Observable<Int>.merge([]).subscribe(log.observer)
        #expect(log.events == [.completed])
    }

    @Test func errorFailsAtOnceAndDisposesTheOthers() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = Observable.merge(a, b).subscribe(log.observer)
        a.onNext(1)
        b.onError(TestError(id: 1))
        a.onNext(2)
        #expect(log.events == [.next(1), .error(TestError(id: 1))])
        #expect(!a.hasObservers)
    }

    @Test func synchronousErrorStopsBeforeLaterSourcesAreSubscribed() {
        let later = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = Observable.merge(.error(TestError(id: 2)), later).subscribe(log.observer)
        #expect(log.events == [.error(TestError(id: 2))])
        #expect(!later.hasObservers)
    }

    @Test func disposeDuringSubscribeReleasesLaterSources() {
        let later = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = Observable.merge(.just(1), later).take(1).subscribe(log.observer)
        #expect(log.events == [.next(1), .completed])
        #expect(!later.hasObservers)
    }

    @Test func disposalReleasesEverySource() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let subscription = Observable.merge(a, b).subscribe()
        #expect(a.hasObservers && b.hasObservers)
        subscription.dispose()
        #expect(!a.hasObservers)
        #expect(!b.hasObservers)
    }

    @Test func reentrantEmissionIsDeliveredAfterTheCurrentOne() {
        // Downstream pushes into another merged source while handling an
        // element: the new element waits its turn instead of nesting.
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        var trace: [String] = []
        _ = Observable.merge(a, b).subscribe(onNext: { value in
            trace.append("begin \(value)")
            if value == 1 { b.onNext(2) }
            trace.append("end \(value)")
        })
        a.onNext(1)
        #expect(trace == ["begin 1", "end 1", "begin 2", "end 2"])
    }

    @Test func instanceMergeLimitsConcurrentInners() {
        let inners = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
        let source = PublishSubject<Observable<Int>>()
        _ = source.merge(maxConcurrent: 2).subscribe()
        for inner in inners { source.onNext(inner) }
        #expect(inners.map(\.hasObservers) == [true, true, false])
        inners[1].onCompleted()
        #expect(inners.map(\.hasObservers) == [true, false, true])
    }

    @Test func finishedMergeReleasesCaptures() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable.merge(Observable.just(1).map { $0 + box.value }, .just(2)).subscribe()
        }
        #expect(weakBox == nil)
        _ = subscription
    }
}
