import Foundation
import Testing
@testable import Stream

/// A user's own observable: conforms to `ObservableType` only.
private struct Descending: ObservableType {
    typealias Element = Int
    let from: Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
        for value in stride(from: from, through: 1, by: -1) {
            observer.onNext(value)
        }
        observer.onCompleted()
        return Disposables.create()
    }
}

/// A user's own failing observable.
private struct Failing: ObservableType {
    typealias Element = Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
        observer.onNext(1)
        observer.onError(TestError(id: 7))
        return Disposables.create()
    }
}

// Extensions as users write them.
extension ObservableType where Element == Int {
    fileprivate func doubled() -> Observable<Int> { map { $0 * 2 } }
}

extension ObservableConvertibleType where Element == Int {
    fileprivate func asTens() -> Observable<Int> { asObservable().map { $0 * 10 } }
}

private func collect<Source: ObservableType>(_ source: Source) -> [Event<Source.Element>] {
    var events: [Event<Source.Element>] = []
    _ = source.subscribe { events.append($0) }
    return events
}

@Suite("ObservableType and friends as extension points")
struct ObservableTypeExtensionPointTests {
    @Test func aUsersOwnTypeChainsOperatorsAndSubscribes() {
        var seen: [Int] = []
        var completed = false
        _ = Descending(from: 4)
            .map { $0 * 10 }
            .filter { $0 != 20 }
            .subscribe(onNext: { seen.append($0) }, onCompleted: { completed = true })
        #expect(seen == [40, 30, 10])
        #expect(completed)

        var direct: [Int] = []
        _ = Descending(from: 2).subscribe(onNext: { direct.append($0) })
        #expect(direct == [2, 1])
    }

    @Test func aUsersOwnTypeTakesEveryFamily() {
        // RxSwift 6.9.1's order: each inner `of` queues on the trampoline.
        #expect(collect(Descending(from: 3).flatMap { Observable.of($0, -$0) }).compactMap(\.element) == [3, 2, 1, -3, -2, -1])
        #expect(collect(Descending(from: 3).flatMap { Single.just($0) }).compactMap(\.element) == [3, 2, 1])
        #expect(collect(Descending(from: 3).concatMap { Descending(from: $0) }).compactMap(\.element) == [3, 2, 1, 2, 1, 1])
        #expect(collect(Descending(from: 3).scan(0, accumulator: +)).compactMap(\.element) == [3, 5, 6])
        #expect(collect(Descending(from: 3).toArray()).compactMap(\.element) == [[3, 2, 1]])
        #expect(collect(Descending(from: 5).take(2)).compactMap(\.element) == [5, 4])
        #expect(collect(Descending(from: 5).skip(3)).compactMap(\.element) == [2, 1])
        #expect(collect(Descending(from: 3).startWith(9)).compactMap(\.element) == [9, 3, 2, 1])
        #expect(collect(Descending(from: 2).concat(Descending(from: 1))).compactMap(\.element) == [2, 1, 1])
        #expect(collect(Descending(from: 2).distinctUntilChanged()).compactMap(\.element) == [2, 1])
        #expect(collect(Descending(from: 2).take(until: PublishSubject<Int>())).compactMap(\.element) == [2, 1])
        #expect(collect(Descending(from: 2).ignoreElements()) == [.completed])
        #expect(collect(Descending(from: 2).materialize()).count == 4)
        #expect(collect(Descending(from: 2).materialize().dematerialize()) == [.next(2), .next(1), .completed])
        #expect(collect(Descending(from: 2).share(replay: 1)).compactMap(\.element) == [2, 1])
        #expect(collect(Failing().catchAndReturn(0)) == [.next(1), .next(0), .completed])
        #expect(collect(Failing().catch { _ in .just(5) }) == [.next(1), .next(5), .completed])
        #expect(collect(Failing().retry(2)) == [.next(1), .next(1), .error(TestError(id: 7))])
        #expect(collect(Failing().do(onNext: { _ in }).materialize()).count == 3)
        #expect(collect(Descending(from: 2).withLatestFrom(BehaviorSubject(value: "a"))) == [.next("a"), .next("a"), .completed])
        #expect(collect(Descending(from: 2).asObservable()) == [.next(2), .next(1), .completed])
    }

    @Test func aUsersOwnTypeTakesSchedulersAndTime() {
        let scheduler = TestScheduler()
        let observer = scheduler.start {
            Descending(from: 2)
                .observe(on: scheduler)
                .subscribe(on: scheduler)
                .delay(.seconds(5), scheduler: scheduler)
        }
        #expect(observer.events == [.next(205, 2), .next(205, 1), .completed(205)])
        let spelledFirst = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Descending(from: 1).observeOn(scheduler).subscribeOn(scheduler)
        }
        #expect(spelledFirst.events == [.next(1200, 1), .completed(1200)])
    }

    @Test func aUsersOwnTypeBecomesATrait() {
        var success: Int?
        _ = Descending(from: 1).asSingle().subscribe(onSuccess: { success = $0 })
        #expect(success == 1)
        var maybe: Int?
        _ = Descending(from: 1).asMaybe().subscribe(onSuccess: { maybe = $0 })
        #expect(maybe == 1)
    }

    @Test func aUsersExtensionOnObservableTypeWorksOnEveryStream() {
        let subject = PublishSubject<Int>()
        var fromSubject: [Int] = []
        _ = subject.doubled().subscribe(onNext: { fromSubject.append($0) })
        subject.onNext(4)
        #expect(fromSubject == [8])

        let relay = BehaviorRelay(value: 3)
        #expect(collect(relay.doubled().take(1)).compactMap(\.element) == [6])
        #expect(collect(Observable.of(1, 2).doubled()).compactMap(\.element) == [2, 4])
        #expect(collect(Descending(from: 1).doubled()).compactMap(\.element) == [2])
        #expect(collect(BehaviorSubject(value: 5).doubled().take(1)).compactMap(\.element) == [10])
    }

    @Test func aUsersExtensionOnObservableConvertibleTypeWorksOnTraits() {
        #expect(collect(Single.just(2).asTens()).compactMap(\.element) == [20])
        #expect(collect(Maybe.just(3).asTens()).compactMap(\.element) == [30])
        #expect(collect(Observable.just(4).asTens()).compactMap(\.element) == [40])
    }

    @Test func genericCodeOverTheProtocols() {
        func sum<Source: ObservableConvertibleType>(_ source: Source) -> Int where Source.Element == Int {
            var total = 0
            _ = source.asObservable().subscribe(onNext: { total += $0 })
            return total
        }
        #expect(sum(Descending(from: 3)) == 6)
        #expect(sum(Single.just(5)) == 5)
        #expect(sum(Observable.of(1, 2)) == 3)

        func send<Subject: SubjectType>(_ element: Subject.Observer.Element, to subject: Subject) {
            subject.asObserver().onNext(element)
        }
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        send(8, to: subject)
        #expect(collect(subject.take(1)).compactMap(\.element) == [8])

        func flatten<Source: ObservableType>(_ source: Source) -> Observable<Int>
        where Source.Element: ObservableType, Source.Element.Element == Int {
            source.merge()
        }
        #expect(collect(flatten(Observable.of(Descending(from: 1), Descending(from: 2)))).compactMap(\.element) == [1, 2, 1])

        let event: some EventConvertible<Int> = Event.next(1)
        #expect(event.event == .next(1))
    }

    @Test func cancelablesTellWhetherTheyWereDisposed() {
        let disposables: [any Cancelable] = [CompositeDisposable(), SerialDisposable()]
        for disposable in disposables {
            #expect(!disposable.isDisposed)
            disposable.dispose()
            #expect(disposable.isDisposed)
        }
    }

    @Test func schedulersTakeRxSwiftsStatefulForms() {
        let scheduler = TestScheduler()
        var log: [String] = []
        func note(_ entry: String) -> any Disposable {
            log.append("\(entry)@\(scheduler.clock)")
            return Disposables.create()
        }
        let immediate: any ImmediateSchedulerType = scheduler
        _ = immediate.schedule("now") { note($0) }
        _ = scheduler.scheduleRelative("later", dueTime: .seconds(5)) { note($0) }
        let cancelled = scheduler.scheduleRelative("cancelled", dueTime: .seconds(6)) { note($0) }
        cancelled.dispose()
        _ = scheduler.scheduleRelative("never", dueTime: .never) { note($0) }
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { count in
            log.append("tick\(count)@\(scheduler.clock)")
            return count + 1
        }
        scheduler.scheduleAt(35) { periodic.dispose() }
        scheduler.start()
        #expect(log == ["now@0", "later@5", "tick0@10", "tick1@20", "tick2@30"])
    }

    @Test func innerDisposableOfAStatefulActionIsDisposedWithTheResult() {
        let scheduler = TestScheduler()
        var innerDisposed = false
        let result = scheduler.schedule(()) { _ in Disposables.create { innerDisposed = true } }
        scheduler.start()
        #expect(!innerDisposed)
        result.dispose()
        #expect(innerDisposed)
    }
}

@Suite("Static combining operators on any ObservableType")
struct ObservableTypeStaticCombiningTests {
    @Test func zipAndCombineLatestTakeSourcesOfAnyObservableType() {
        let pairs = Observable.zip(Descending(from: 2), Observable.of("a", "b")) { "\($1)\($0)" }
        #expect(collect(pairs).compactMap(\.element) == ["a2", "b1"])
        let tuples = Observable.zip(Descending(from: 2), Descending(from: 3))
        #expect(collect(tuples).compactMap(\.element).map { [$0.0, $0.1] } == [[2, 3], [1, 2]])
        let arrays = Observable<Int>.zip([Descending(from: 2), Descending(from: 2)])
        #expect(collect(arrays).compactMap(\.element) == [[2, 2], [1, 1]])
        let latest = Observable.combineLatest(Descending(from: 1), Observable.just(10), Descending(from: 1)) { $0 + $1 + $2 }
        #expect(collect(latest).compactMap(\.element) == [12])
        let counted = Observable.combineLatest([Descending(from: 1), Descending(from: 1)]) { $0.count }
        #expect(collect(counted).compactMap(\.element) == [2])
    }

    @Test func mergeConcatAndAmbAsRxSwiftDeclaresThem() {
        #expect(collect(Observable.concat([Observable.of(1), Observable.of(2)].lazy)).compactMap(\.element) == [1, 2])
        #expect(collect(Observable.amb([Observable.of(1), Observable<Int>.never()])).compactMap(\.element) == [1])
        #expect(collect(Observable.merge([Observable.of(1), Observable.of(2)])).compactMap(\.element).sorted() == [1, 2])
    }

    @Test func mapObserverTransformsWhatItSends() {
        var received: [Event<Int>] = []
        let numbers = AnyObserver<Int> { received.append($0) }
        let strings: AnyObserver<String> = numbers.mapObserver { Int($0) ?? 0 }
        strings.onNext("4")
        strings.onCompleted()
        #expect(received == [.next(4), .completed])
    }
}

@Suite("values on any ObservableConvertibleType")
struct ObservableConvertibleTypeValuesTests {
    @Test func aUsersTypeAndTraitsAreAsyncSequences() async throws {
        var seen: [Int] = []
        for try await value in Descending(from: 2).values {
            seen.append(value)
        }
        for try await value in Single.just(7).values {
            seen.append(value)
        }
        #expect(seen == [2, 1, 7])
    }
}
