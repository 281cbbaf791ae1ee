import Testing
@testable import Stream

@Suite("zip")
struct ZipTests {
    @Test func pairsElementsByPosition() {
        let scheduler = TestScheduler()
        let a = PublishSubject<Int>(), b = PublishSubject<String>()
        scheduler.scheduleAt(210) { a.onNext(1) }
        scheduler.scheduleAt(220) { a.onNext(2) }
        scheduler.scheduleAt(230) { b.onNext("x") }
        scheduler.scheduleAt(240) { b.onNext("y") }
        scheduler.scheduleAt(250) { b.onNext("z") }
        scheduler.scheduleAt(260) { a.onNext(3) }
        let observer = scheduler.start { Observable.zip(a, b) { "\($0)\($1)" } }
        #expect(observer.events == [.next(230, "1x"), .next(240, "2y"), .next(260, "3z")])
    }

    @Test func completesWhenACompletedSourceHasNothingBuffered() {
        let scheduler = TestScheduler()
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        scheduler.scheduleAt(210) { a.onNext(1) }
        scheduler.scheduleAt(220) { b.onNext(10) }
        scheduler.scheduleAt(230) { a.onCompleted() }
        let observer = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        #expect(observer.events == [.next(220, 11), .completed(230)])
        #expect(!b.hasObservers)
    }

    @Test func completedSourceWithBufferedElementsWaitsForPartners() {
        let scheduler = TestScheduler()
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        scheduler.scheduleAt(210) { a.onNext(1) }
        scheduler.scheduleAt(215) { a.onNext(2) }
        scheduler.scheduleAt(220) { a.onCompleted() }
        scheduler.scheduleAt(230) { b.onNext(10) }
        scheduler.scheduleAt(240) { b.onNext(20) }
        let observer = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        #expect(observer.events == [.next(230, 11), .next(240, 22), .completed(240)])
    }

    @Test func errorFailsAtOnceAndDisposesTheOther() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = Observable.zip(a, b) { $0 + $1 }.subscribe(log.observer)
        a.onNext(1)
        b.onError(TestError(id: 1))
        #expect(log.events == [.error(TestError(id: 1))])
        #expect(!a.hasObservers)
    }

    @Test func throwingResultSelectorFails() {
        let log = RawEventLog<Int>()
        _ = Observable.zip(Observable.of(1, 2), Observable.of(1, 2)) { x, y -> Int in
            if x == 2 { throw TestError(id: 2) }
            return x + y
        }.subscribe(log.observer)
        #expect(log.events == [.next(2), .error(TestError(id: 2))])
    }

    @Test func tupleOverloadPairs() {
        var pairs: [String] = []
        _ = Observable.zip(Observable.of(1, 2), Observable.of("a", "b")).subscribe(onNext: { pairs.append("\($0.0)\($0.1)") })
        #expect(pairs == ["1a", "2b"])
    }

    @Test func threeSourcesCombine() {
        let log = RawEventLog<String>()
        _ = Observable.zip(Observable.of(1, 2), Observable.of("a", "b", "c"), Observable.of(true, false)) { "\($0)\($1)\($2)" }
            .subscribe(log.observer)
        #expect(log.events == [.next("1atrue"), .next("2bfalse"), .completed])
    }

    @Test func threeSourcesAsTuples() {
        var count = 0
        _ = Observable.zip(Observable.just(1), Observable.just("a"), Observable.just(2.5)).subscribe(onNext: { value in
            #expect(value.0 == 1 && value.1 == "a" && value.2 == 2.5)
            count += 1
        })
        #expect(count == 1)
    }

    @Test func arrayOfSourcesZipsIntoArrays() {
        let log = RawEventLog<[Int]>()
        _ = Observable.zip([Observable.of(1, 2), .of(10, 20), .of(100)]).subscribe(log.observer)
        #expect(log.events == [.next([1, 10, 100]), .completed])
    }

    @Test func noSourcesCompletesAtOnce() {
        let log = RawEventLog<[Int]>()
        _ = Observable<[Int]>.zip([Observable<Int>]()).subscribe(log.observer)
        #expect(log.events == [.completed])
    }

    @Test func synchronousErrorStopsBeforeLaterSourcesAreSubscribed() {
        let later = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = Observable.zip(Observable<Int>.error(TestError(id: 3)), later) { $0 + $1 }.subscribe(log.observer)
        #expect(log.events == [.error(TestError(id: 3))])
        #expect(!later.hasObservers)
    }

    @Test func disposalReleasesSourcesAndCaptures() {
        weak var weakBox: Box?
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable.zip(a, b) { $0 + $1 + box.value }.subscribe()
        }
        a.onNext(1)
        subscription?.dispose()
        #expect(!a.hasObservers)
        #expect(!b.hasObservers)
        #expect(weakBox == nil)
    }

    @Test func finishedZipReleasesCaptures() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable.zip(Observable.just(1), Observable.just(2)) { $0 + $1 + box.value }.subscribe()
        }
        #expect(weakBox == nil)
        _ = subscription
    }
}
