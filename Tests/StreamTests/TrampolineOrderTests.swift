import Stream
import Testing

/// What a test writes down, in order: elements as they are, `C` for
/// completion, `E` for an error, and markers of its own.
private final class OrderLog {
    var entries: [String] = []

    func note(_ entry: Any) { entries.append("\(entry)") }

    /// Subscribes to `source` and notes its events, each behind `tag`.
    @discardableResult
    func record<Element>(_ source: Observable<Element>, _ tag: String = "") -> any Disposable {
        source.subscribe(
            onNext: { self.note("\(tag)\($0)") }, onError: { _ in self.note("\(tag)E") },
            onCompleted: { self.note("\(tag)C") })
    }
}

// Each expected order is RxSwift 6.9.1's, printed by the same code built
// against it side by side: `of`, `from`, `range`, `repeatElement` and
// `generate` emit one element per step of the trampoline a `subscribe`
// starts, so their elements wait behind work already queued on it.
@Suite("CurrentThreadScheduler: RxSwift's orderings")
struct TrampolineOrderTests {
    @Test func mergeOfTwoOfsInterleaves() {
        let log = OrderLog()
        log.record(Observable.merge(.of(1, 2), .of(3, 4)))
        log.note("returned")
        #expect(log.entries == ["1", "3", "2", "4", "C", "returned"])
    }

    @Test func justEmitsAtOnceAheadOfAnOf() {
        let log = OrderLog()
        log.record(Observable.merge(.of(1, 2), .just(3)))
        log.record(Observable.merge([Observable.of(1, 2), .just(3)]))
        #expect(log.entries == ["3", "1", "2", "C", "3", "1", "2", "C"])
    }

    @Test func combineLatestSeesTheFirstElementOfEachSide() {
        let log = OrderLog()
        log.record(Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)).map { "\($0.0)-\($0.1)" })
        log.record(Observable.combineLatest(Observable.of(1, 2).startWith(0), Observable.just(10)).map { "\($0.0)-\($0.1)" })
        #expect(log.entries == ["1-10", "2-10", "2-20", "C", "0-10", "1-10", "2-10", "C"])
    }

    @Test func zipAndWithLatestFrom() {
        let log = OrderLog()
        log.record(Observable.zip(Observable.of(1, 2, 3), Observable.of(10, 20)).map { "\($0.0)-\($0.1)" })
        log.record(Observable.of(1, 2).withLatestFrom(Observable.of(10, 20)))
        #expect(log.entries == ["1-10", "2-20", "C", "10", "20", "C"])
    }

    @Test func shareReplayConsumersInOneSubscribeTakeTurns() {
        let log = OrderLog()
        let shared = Observable.of(1, 2, 3).share(replay: 1)
        log.record(Observable.merge(shared.map { "A\($0)" }, shared.map { "B\($0)" }))
        #expect(log.entries == ["A1", "B1", "A2", "B2", "A3", "B3", "C"])
    }

    @Test func shareReplayConsumersInTwoSubscribes() {
        let log = OrderLog()
        let whileConnected = Observable.of(1, 2, 3).share(replay: 1)
        log.record(whileConnected, "A")
        log.record(whileConnected, "B")
        let forever = Observable.of(1, 2, 3).share(replay: 1, scope: .forever)
        log.record(forever, "C")
        log.record(forever, "D")
        #expect(
            log.entries == [
                "A1", "A2", "A3", "AC", "B1", "B2", "B3", "BC",
                "C1", "C2", "C3", "CC", "D3", "DC",
            ])
    }

    @Test func startWithEmitsAtOnceAndItsSourceTakesTurns() {
        let log = OrderLog()
        log.record(Observable.merge(Observable.of(1, 2).startWith(0), .of(9)))
        #expect(log.entries == ["0", "1", "9", "2", "C"])
    }

    @Test func aSubscribeInsideAnElementQueuesBehindTheOuterSource() {
        let log = OrderLog()
        _ = Observable.of(1, 2).subscribe(
            onNext: { x in
                log.note("o\(x)")
                log.record(Observable.of(10, 20), "i\(x)-")
                log.note("o\(x)end")
            }, onCompleted: { log.note("oC") })
        log.note("returned")
        #expect(
            log.entries == [
                "o1", "o1end", "i1-10", "o2", "o2end", "i1-20", "i2-10", "oC", "i1-C", "i2-20", "i2-C", "returned",
            ])
    }

    @Test func aSubscribeInsideCreateReturnsBeforeTheElements() {
        let log = OrderLog()
        log.record(
            Observable<Int>.create { observer in
                let inner = Observable.of(1, 2).subscribe(observer)
                log.note("subscribed")
                return inner
            })
        #expect(log.entries == ["subscribed", "1", "2", "C"])
    }

    @Test func onSubscribedRunsBeforeTheElements() {
        let log = OrderLog()
        log.record(
            Observable.of(1, 2).do(
                onNext: { log.note("do\($0)") }, onSubscribe: { log.note("onSubscribe") },
                onSubscribed: { log.note("onSubscribed") }))
        #expect(log.entries == ["onSubscribe", "onSubscribed", "do1", "1", "do2", "2", "C"])
    }

    @Test func rangeRepeatElementAndGenerateTakeTurns() {
        let log = OrderLog()
        log.record(Observable.merge(Observable.range(start: 1, count: 3), Observable.repeatElement(7).take(2)))
        log.record(Observable.merge(Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }), .of(9)))
        #expect(log.entries == ["1", "7", "2", "7", "3", "C", "0", "9", "1", "2", "C"])
    }

    @Test func flatMapLatestSwitchesBeforeTheFirstInnerEnds() {
        let log = OrderLog()
        log.record(Observable.of(Observable.of(1, 2), Observable.of(3, 4)).flatMapLatest { $0 })
        #expect(log.entries == ["1", "3", "4", "C"])
    }

    @Test func takeStopsTheQueuedSteps() {
        let log = OrderLog()
        log.record(Observable.merge(Observable.of(1, 2), .of(3, 4)).take(2))
        log.record(Observable.merge(Observable.of(1, 2, 3).take(2), .of(9)))
        #expect(log.entries == ["1", "3", "C", "1", "9", "2", "C"])
    }

    @Test func innerSubscriptionsInsideTheTrampoline() {
        let log = OrderLog()
        log.record(Observable.just(0).flatMap { _ in Observable.merge(.of(1, 2), .of(3, 4)) })
        log.record(Observable.merge(Observable<Int>.error(TestError(id: 1)).catch { _ in .of(1, 2) }, .of(9)))
        log.record(Observable.merge(Observable.of(1, 2).concatMap { Observable.of($0, $0) }, .of(9)))
        log.record(Observable.merge(Observable.of(1, 2).concat(Observable.of(3)), .of(9)))
        #expect(
            log.entries == [
                "1", "3", "2", "4", "C",
                "1", "9", "2", "C",
                "9", "1", "1", "2", "2", "C",
                "1", "9", "2", "3", "C",
            ])
    }

    @Test func aSubscriptionMadeWhileDeliveringOutsideAnySubscribeStartsATrampoline() {
        let log = OrderLog()
        let subject = PublishSubject<Int>()
        let disposable = log.record(subject.flatMap { _ in Observable.merge(.of(1, 2), .of(3, 4)) })
        subject.onNext(0)
        #expect(log.entries == ["1", "3", "2", "4"])
        disposable.dispose()
    }

    @Test func concatMapsNextSourceWhileDeliveringOutsideAnySubscribe() {
        let log = OrderLog()
        let subject = PublishSubject<Int>()
        let disposable = log.record(subject.concatMap { Observable.of($0, $0) })
        subject.onNext(1)
        subject.onNext(2)
        #expect(log.entries == ["1", "1", "2", "2"])
        disposable.dispose()
    }

    @Test func aSourceOfItsOwnEmittingDuringSubscribe() {
        let log = OrderLog()
        log.record(Descending(from: 3).flatMap { Observable.of($0, -$0) })
        log.record(Descending(from: 3).concatMap { Descending(from: $0) })
        log.record(Observable.merge(Descending(from: 2).startWith(9), .of(7)))
        #expect(
            log.entries == [
                "3", "2", "1", "-3", "-2", "-1", "C",
                "3", "2", "1", "2", "1", "1", "C",
                "9", "2", "1", "7", "C",
            ])
    }

    @Test func mergeOfAListFlatMapFirstAndNestedRanges() {
        let log = OrderLog()
        log.record(Observable.merge([Observable.of(1, 2), .just(3)]))
        log.record(Observable.of(1, 2, 3).flatMapFirst { Observable.of($0, $0 * 10) })
        log.record(Observable.range(start: 1, count: 3).flatMap { Observable.range(start: $0 * 10, count: 2) })
        #expect(
            log.entries == [
                "3", "1", "2", "C",
                "1", "10", "C",
                "10", "11", "20", "21", "30", "31", "C",
            ])
    }

    @Test func subscribeOnTheCurrentThreadWaitsItsTurn() {
        let log = OrderLog()
        let trampoline = CurrentThreadScheduler.instance
        log.record(Observable.of(1, 2).subscribe(on: trampoline))
        log.note("returned")
        log.record(Observable.merge(Observable.of(1, 2).subscribe(on: trampoline), .of(3, 4)))
        #expect(log.entries == ["1", "2", "C", "returned", "3", "1", "4", "2", "C"])
    }

    @Test func observeOnTheCurrentThreadWaitsItsTurn() {
        let log = OrderLog()
        log.record(Observable.merge(Observable.of(1, 2).observe(on: CurrentThreadScheduler.instance), .of(3, 4)))
        let subject = PublishSubject<Int>()
        let disposable = log.record(Observable.merge(subject.observe(on: CurrentThreadScheduler.instance), .of(7)))
        subject.onNext(1)
        subject.onNext(2)
        #expect(log.entries == ["3", "1", "4", "2", "C", "7", "1", "2"])
        disposable.dispose()
    }

    @Test func anEventSentFromASubscriberOnTheCurrentThreadWaits() {
        let log = OrderLog()
        let subject = PublishSubject<Int>()
        let first = subject.observe(on: CurrentThreadScheduler.instance).subscribe(onNext: { element in
            log.note("a\(element)")
            if element < 2 {
                subject.onNext(element + 1)
                log.note("a\(element)end")
            }
        })
        let second = subject.subscribe(onNext: { log.note("b\($0)") })
        subject.onNext(0)
        #expect(log.entries == ["a0", "b1", "a0end", "a1", "b2", "a1end", "a2", "b0"])
        first.dispose()
        second.dispose()
    }

    @Test func theCurrentThreadSchedulerGivenExplicitly() {
        let log = OrderLog()
        let trampoline = CurrentThreadScheduler.instance
        log.record(
            Observable.merge(
                Observable.of(1, 2, scheduler: trampoline), .range(start: 5, count: 2, scheduler: trampoline)))
        log.record(
            Observable.merge(
                Observable.from([1, 2], scheduler: trampoline), .repeatElement(0, scheduler: trampoline).take(2)))
        #expect(log.entries == ["1", "5", "2", "6", "C", "1", "0", "2", "0", "C"])
    }

    @Test func ofAndFromOnAnotherSchedulerOneActionPerElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(created: 0, subscribed: 10, disposed: 100) {
            Observable.of(1, 2, scheduler: scheduler)
        }
        #expect(observer.events == [.next(10, 1), .next(10, 2), .completed(10)])
        let immediate = TestScheduler(initialClock: 0)
        let fromObserver = immediate.start(created: 0, subscribed: 10, disposed: 100) {
            Observable.from([3], scheduler: ImmediateScheduler.instance)
        }
        #expect(fromObserver.events == [.next(10, 3), .completed(10)])
    }

    @Test func isScheduleRequiredInsideASubscribe() {
        var inside: Bool?
        _ = Observable<Int>.create { observer in
            inside = CurrentThreadScheduler.isScheduleRequired
            observer.onCompleted()
            return Disposables.create()
        }.subscribe()
        #expect(CurrentThreadScheduler.isScheduleRequired)
        #expect(inside == false)
    }
}

/// A user's own observable that emits during `subscribe`, without the
/// trampoline: RxSwift runs its `subscribe` inside the one already running.
private struct Descending: ObservableType {
    typealias Element = Int
    let from: Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
        for value in stride(from: from, through: 1, by: -1) { observer.onNext(value) }
        observer.onCompleted()
        return Disposables.create()
    }
}
