import Stream
import Testing

// `Infallible`'s operators, creation functions and conversions, which
// RxSwift 6.9.1 does not test on `Infallible`: each forwards to the
// `Observable` operator and keeps the result infallible.
@Suite("Infallible operators")
struct InfallibleOperatorsTests {
    @Test func createdInfallibleDeliversInfallibleEvents() {
        let numbers = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            return Disposables.create()
        }
        var events = [String]()

        _ = numbers.subscribe { event in
            switch event {
            case .next(let value): events.append("next \(value)")
            case .completed: events.append("completed")
            }
        }

        #expect(events == ["next 1", "next 2", "completed"])
        #expect(InfallibleEvent<Int>.next(3).event == .next(3))
    }

    @Test func creationFunctions() {
        #expect(TestScheduler(initialClock: 0).start { Infallible.just(1) }.events == [.next(200, 1), .completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Infallible<Int>.empty() }.events == [.completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Infallible<Int>.never() }.events == [])
        #expect(TestScheduler(initialClock: 0).start { Infallible.from([1, 2]) }.events
            == [.next(200, 1), .next(200, 2), .completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Infallible.from(3...4) }.events
            == [.next(200, 3), .next(200, 4), .completed(200)])

        var made = 0
        let deferred = Infallible<Int>.deferred {
            made += 1
            return Infallible.just(made)
        }
        _ = deferred.subscribe()
        var second = [Int]()
        _ = deferred.subscribe(onNext: { second.append($0) })
        #expect(second == [2])
    }

    @Test func elementOperators() {
        var values = [Int]()
        _ = Infallible.of(1, 1, 2, 3, 3, 4)
            .distinctUntilChanged()
            .compactMap { $0 == 2 ? nil : $0 }
            .scan(0, accumulator: +)
            .take(while: { $0 < 8 })
            .startWith(-1)
            .subscribe(onNext: { values.append($0) })

        #expect(values == [-1, 1, 4])
    }

    @Test(arguments: [false, true]) func combiningOperators(zipping: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let letters = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .completed(300)])
            .asInfallible(onErrorJustReturn: "?")
        let numbers = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(300)])
            .asInfallible(onErrorJustReturn: 0)

        if zipping {
            let zipped = scheduler.start { Infallible.zip(letters, numbers) { "\($0)\($1)" } }
            #expect(zipped.events == [.next(220, "a1"), .next(240, "b2"), .completed(300)])
        } else {
            let combined = scheduler.start { Infallible.combineLatest(letters, numbers) { "\($0)\($1)" } }
            #expect(combined.events == [.next(220, "a1"), .next(230, "b1"), .next(240, "b2"), .completed(300)])
        }
    }

    @Test func combineLatestAndZipOfEightAndOfACollection() {
        let one = Infallible.just(1)
        var sums = [Int]()
        _ = Infallible.combineLatest(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .subscribe(onNext: { sums.append($0) })
        _ = Infallible.zip(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .subscribe(onNext: { sums.append($0) })
        var arrays = [[Int]]()
        _ = Infallible.combineLatest([one, Infallible.just(2)]).subscribe(onNext: { arrays.append($0) })
        var pairs = [String]()
        _ = Infallible.combineLatest(one, Infallible.just("x")).subscribe(onNext: { pairs.append("\($0)\($1)") })

        #expect(sums == [8, 8])
        #expect(arrays == [[1, 2]])
        #expect(pairs == ["1x"])
    }

    /// Two cold sources on a fresh scheduler: 1 at 10 and completed at 30,
    /// 2 at 10 and completed at 20.
    func twoColdSources() -> (TestScheduler, Infallible<Int>, Infallible<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(30)]).asInfallible(onErrorJustReturn: 0)
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)]).asInfallible(onErrorJustReturn: 0)
        return (scheduler, first, second)
    }

    @Test func concatRunsOneAfterTheOther() {
        var (scheduler, first, second) = twoColdSources()
        let concatenated = scheduler.start { Infallible.concat(first, second) }
        #expect(concatenated.events == [.next(210, 1), .next(240, 2), .completed(250)])

        (scheduler, first, second) = twoColdSources()
        let followed = scheduler.start { first.concat(second) }
        #expect(followed.events == [.next(210, 1), .next(240, 2), .completed(250)])
    }

    @Test func mergeOfACollectionMerges() {
        let (scheduler, first, second) = twoColdSources()
        let merged = scheduler.start { Infallible.merge([first, second]) }
        #expect(merged.events == [.next(210, 1), .next(210, 2), .completed(230)])
    }

    @Test func timeOperatorsRunOnTheGivenScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let typing = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(300, 3), .completed(400)])
            .asInfallible(onErrorJustReturn: 0)

        let settled = scheduler.start { typing.debounce(.seconds(50), scheduler: scheduler) }

        #expect(settled.events == [.next(270, 2), .next(350, 3), .completed(400)])
    }

    @Test func takeUntilAnotherInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = scheduler.createHotObservable([.next(210, 1), .next(230, 2)]).asInfallible(onErrorJustReturn: 0)
        let stop = scheduler.createHotObservable([.next(220, ())]).asInfallible(onErrorJustReturn: ())

        let observer = scheduler.start { ticks.take(until: stop) }

        #expect(observer.events == [.next(210, 1), .completed(220)])
    }

    @Test func bindsToRelays() {
        let relay = BehaviorRelay<Int?>(value: nil)
        let events = PublishRelay<Int>()
        var received = [Int]()
        _ = events.subscribe(onNext: { received.append($0) })

        _ = Infallible.of(1, 2).bind(to: relay)
        _ = Infallible.of(3).bind(to: events)

        #expect(relay.value == 2)
        #expect(received == [3])
    }

    @Test func sharedSequenceAndInfallibleConvertIntoEachOther() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let names = BehaviorRelay(value: "Ada")
            let observer = scheduler.start { names.asDriver().asInfallible() }
            #expect(observer.events == [.next(200, "Ada")])
        }
        let driverScheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: driverScheduler) {
            let driven = driverScheduler.start { Infallible.just("Bo").asDriver() }
            #expect(driven.events == [.next(200, "Bo"), .completed(200)])
        }
    }
}
