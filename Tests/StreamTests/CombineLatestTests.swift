import Testing
@testable import Stream

@Suite("combineLatest")
struct CombineLatestTests {
    @Test func emitsOnEveryElementOnceAllHaveOne() {
        let scheduler = TestScheduler()
        let a = PublishSubject<Int>(), b = PublishSubject<String>()
        scheduler.scheduleAt(210) { a.onNext(1) }
        scheduler.scheduleAt(220) { a.onNext(2) }
        scheduler.scheduleAt(230) { b.onNext("x") }
        scheduler.scheduleAt(240) { a.onNext(3) }
        scheduler.scheduleAt(250) { b.onNext("y") }
        let observer = scheduler.start { Observable.combineLatest(a, b) { "\($0)\($1)" } }
        #expect(observer.events == [.next(230, "2x"), .next(240, "3x"), .next(250, "3y")])
    }

    @Test func completesOnlyWhenAllCompleted() {
        let scheduler = TestScheduler()
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        scheduler.scheduleAt(210) { a.onNext(1) }
        scheduler.scheduleAt(220) { b.onNext(10) }
        scheduler.scheduleAt(230) { a.onCompleted() }
        scheduler.scheduleAt(240) { b.onNext(20) }
        scheduler.scheduleAt(250) { b.onCompleted() }
        let observer = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        #expect(observer.events == [.next(220, 11), .next(240, 21), .completed(250)])
    }

    @Test func completesWhenAnElementArrivesThatCanNeverCombine() {
        // RxSwift: the other source ended without a value, so no combination can form.
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = Observable.combineLatest(a, b) { $0 + $1 }.subscribe(log.observer)
        b.onCompleted()
        #expect(log.events == [])
        a.onNext(1)
        #expect(log.events == [.completed])
        #expect(!a.hasObservers)
    }

    @Test func errorFailsAtOnceAndDisposesTheOther() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = Observable.combineLatest(a, b) { $0 + $1 }.subscribe(log.observer)
        a.onNext(1)
        b.onError(TestError(id: 1))
        a.onNext(2)
        #expect(log.events == [.error(TestError(id: 1))])
        #expect(!a.hasObservers)
    }

    @Test func throwingResultSelectorFails() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = Observable.combineLatest(a, b) { x, y -> Int in
            if y == 2 { throw TestError(id: 2) }
            return x + y
        }.subscribe(log.observer)
        a.onNext(1)
        b.onNext(1)
        b.onNext(2)
        #expect(log.events == [.next(2), .error(TestError(id: 2))])
        #expect(!a.hasObservers && !b.hasObservers)
    }

    @Test func tupleOverloadCombines() {
        var seen: [String] = []
        _ = Observable.combineLatest(Observable.just(1), Observable.of("a", "b")).subscribe(onNext: { seen.append("\($0.0)\($0.1)") })
        #expect(seen == ["1a", "1b"])
    }

    @Test func threeSourcesCombine() {
        let a = PublishSubject<Int>(), b = PublishSubject<String>(), c = PublishSubject<Bool>()
        let log = RawEventLog<String>()
        _ = Observable.combineLatest(a, b, c) { "\($0)\($1)\($2)" }.subscribe(log.observer)
        a.onNext(1)
        b.onNext("x")
        c.onNext(true)
        a.onNext(2)
        #expect(log.events == [.next("1xtrue"), .next("2xtrue")])
    }

    @Test func threeSourcesAsTuples() {
        var count = 0
        _ = Observable.combineLatest(Observable.just(1), Observable.just("a"), Observable.just(true)).subscribe(onNext: { value in
            #expect(value.0 == 1 && value.1 == "a" && value.2)
            count += 1
        })
        #expect(count == 1)
    }

    @Test func arrayOfSourcesCombinesIntoArrays() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let log = RawEventLog<[Int]>()
        _ = Observable.combineLatest([a, b]).subscribe(log.observer)
        a.onNext(1)
        b.onNext(2)
        a.onNext(3)
        a.onCompleted()
        b.onCompleted()
        #expect(log.events == [.next([1, 2]), .next([3, 2]), .completed])
    }

    @Test func noSourcesEmitsTheEmptyCombinationAndCompletes() {
        // RxSwift 6.9: the selector runs on `[]` at subscription, then completion.
        let log = RawEventLog<[Int]>()
        _ = Observable<[Int]>.combineLatest([Observable<Int>]()).subscribe(log.observer)
        #expect(log.events == [.next([]), .completed])

        let counted = RawEventLog<Int>()
        _ = Observable<Int>.combineLatest([Observable<Int>]()) { $0.count }.subscribe(counted.observer)
        #expect(counted.events == [.next(0), .completed])
    }

    @Test func noSourcesWithAThrowingSelectorFails() {
        let log = RawEventLog<Int>()
        _ = Observable<Int>.combineLatest([Observable<Int>]()) { _ in throw TestError(id: 3) }
            .subscribe(log.observer)
        #expect(log.events == [.error(TestError(id: 3))])
    }

    @Test func disposalReleasesSourcesAndCaptures() {
        weak var weakBox: Box?
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable.combineLatest(a, b) { $0 + $1 + box.value }.subscribe()
        }
        a.onNext(1)
        b.onNext(1)
        subscription?.dispose()
        #expect(!a.hasObservers)
        #expect(!b.hasObservers)
        #expect(weakBox == nil)
    }

    @Test func disposeDuringSubscribeReleasesLaterSources() {
        let later = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = Observable.combineLatest(Observable<Int>.error(TestError(id: 3)), later) { $0 + $1 }.subscribe(log.observer)
        #expect(log.events == [.error(TestError(id: 3))])
        #expect(!later.hasObservers)
    }
}
