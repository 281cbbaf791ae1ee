import Testing
@testable import Stream

@Suite("Maybe and Completable")
struct MaybeCompletableTests {
    @Test func maybeCreateKeepsTheGrammar() {
        let success = Maybe<Int>.create { observer in
            observer(.success(1))
            observer(.completed)
            return Disposables.create()
        }
        let empty = Maybe<Int>.create { observer in
            observer(.completed)
            observer(.success(1))
            return Disposables.create()
        }
        var events: [String] = []
        for maybe in [success, empty, Maybe<Int>.error(TestError(id: 1)), Maybe.just(2), Maybe<Int>.empty()] {
            _ = maybe.subscribe { event in
                switch event {
                case .success(let value): events.append("success \(value)")
                case .error: events.append("error")
                case .completed: events.append("completed")
                }
            }
        }
        #expect(events == ["success 1", "completed", "error", "success 2", "completed"])
    }

    @Test func maybeSubscribeLabelsCallOneOutcome() {
        var log: [String] = []
        _ = Maybe.just(1).subscribe(
            onSuccess: { log.append("success \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Maybe<Int>.empty().subscribe(
            onSuccess: { _ in log.append("success") }, onCompleted: { log.append("completed") })
        #expect(log == ["success 1", "disposed", "completed"])
    }

    @Test func asMaybeInVirtualTime() {
        let scripts: [([Recorded<Event<Int>>], [Recorded<Event<Int>>])] = [
            ([.next(10, 1), .completed(20)], [.next(220, 1), .completed(220)]),
            ([.completed(20)], [.completed(220)]),
            ([.next(10, 1), .next(15, 2), .completed(20)], [.error(215, StreamError.moreThanOneElement)]),
        ]
        for (script, expected) in scripts {
            let scheduler = TestScheduler()
            let xs = scheduler.createColdObservable(script)
            #expect(scheduler.start { xs.asMaybe().asObservable() }.events == expected)
            #expect(xs.subscriptions == [Subscription(200, expected[0].time)])
        }
    }

    @Test func maybeOperators() {
        var log: [String] = []
        _ = Maybe.just(2).map { $0 * 10 }.subscribe(onSuccess: { log.append("\($0)") })
        _ = Maybe.just(2).filter { $0 > 5 }.subscribe(onCompleted: { log.append("filtered") })
        _ = Maybe.just(2).flatMap { Maybe.just("\($0)!") }.subscribe(onSuccess: { log.append($0) })
        _ = Maybe<Int>.empty().ifEmpty(default: 9).subscribe(onSuccess: { log.append("default \($0)") })
        _ = Maybe.just(1).ifEmpty(default: 9).subscribe(onSuccess: { log.append("kept \($0)") })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(8)).subscribe(onSuccess: { log.append("switched \($0)") })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(7)).subscribe(onSuccess: { log.append("single \($0)") })
        _ = Maybe<Int>.error(TestError(id: 1)).catchAndReturn(6).subscribe(onSuccess: { log.append("caught \($0)") })
        _ = Maybe.just(1).compactMap { $0 > 1 ? $0 : nil }.subscribe(onCompleted: { log.append("compacted") })
        #expect(log == ["20", "filtered", "2!", "default 9", "kept 1", "switched 8", "single 7", "caught 6", "compacted"])
    }

    @Test func completableCreateAndSubscribe() {
        var log: [String] = []
        let done = Completable.create { observer in
            observer(.completed)
            observer(.error(TestError(id: 1)))
            return Disposables.create()
        }
        _ = done.subscribe(onCompleted: { log.append("completed") }, onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
        _ = Completable.error(TestError(id: 2)).subscribe { event in
            if case .error = event { log.append("error event") }
        }
        _ = Completable.empty().subscribe(onCompleted: { log.append("empty") })
        #expect(log == ["completed", "disposed", "error event", "empty"])
    }

    @Test func completableInVirtualTime() {
        let scheduler = TestScheduler()
        let save = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
        let load = scheduler.createColdObservable([.next(10, "data"), .completed(10)])
        let observer = scheduler.start { save.asCompletable().andThen(load.asSingle()).asObservable() }
        #expect(observer.events == [.next(240, "data"), .completed(240)])
        #expect(save.subscriptions == [Subscription(200, 230)])
        #expect(load.subscriptions == [Subscription(230, 240)])
    }

    @Test func completableCombinations() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let b = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
        let concatenated = scheduler.start { a.asCompletable().concat(b.asCompletable()).asObservable() }
        #expect(concatenated.events == [.completed(230)])
        let zipScheduler = TestScheduler()
        let c = zipScheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let d = zipScheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
        let zipped = zipScheduler.start { Completable.zip(c.asCompletable(), d.asCompletable()).asObservable() }
        #expect(zipped.events == [.completed(220)])
        var log: [String] = []
        _ = Completable.concat(Completable.empty(), .empty())
            .andThen(Maybe.just(1)).subscribe(onSuccess: { log.append("maybe \($0)") })
        _ = Completable.empty().andThen(Completable.empty()).subscribe(onCompleted: { log.append("completable") })
        _ = Completable.empty().andThen(Observable.of(1, 2)).subscribe(onNext: { log.append("next \($0)") })
        _ = Completable.error(TestError(id: 1)).andThen(Single.just(1))
            .subscribe(onSuccess: { _ in log.append("skipped") }, onFailure: { _ in log.append("failed first") })
        _ = Observable.of(1).ignoreElements().asCompletable().subscribe(onCompleted: { log.append("ignored") })
        #expect(log == ["maybe 1", "completable", "next 1", "next 2", "failed first", "ignored"])
    }

    @Test func completableDo() {
        var log: [String] = []
        _ = Completable.empty()
            .do(onCompleted: { log.append("on") }, afterCompleted: { log.append("after") }, onDispose: { log.append("dispose") })
            .subscribe(onCompleted: { log.append("completed") })
        #expect(log == ["on", "completed", "after", "dispose"])
    }
}
