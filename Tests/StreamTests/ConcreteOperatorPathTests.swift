import Foundation
import Testing
@testable import Stream

/// An `Observable` that counts the calls to `asObservable()`. Every operator
/// is declared once, on `ObservableType`, and builds on `operatorSource()`:
/// the receiver itself when it is an `Observable`, `asObservable()` only for
/// other conforming types. So a count of zero after a chain says every
/// operator in it was built straight on the receiver, the fast path, with no
/// wrapper between the operator and its source.
private final class CountingObservable: Observable<Int>, @unchecked Sendable {  // `calls` only read after the chain is built on one thread
    nonisolated(unsafe) var calls = 0
    private let source = Observable.of(1, 2, 3)

    override func asObservable() -> Observable<Int> {
        calls += 1
        return self
    }

    override func run(_ observer: ObserverNode<Int>) -> any Disposable {
        source.run(observer)
    }
}

@Suite("Operators on an Observable take Observable's own path")
struct ConcreteOperatorPathTests {
    @Test func chainsOnAnObservableNeverGoThroughTheProtocol() {
        let counting = CountingObservable()
        let receiver: Observable<Int> = counting
        let scheduler = TestScheduler()
        var seen: [Int] = []
        _ = receiver.map { $0 }.subscribe(onNext: { seen.append($0) })
        _ = receiver.filter { _ in true }.subscribe()
        _ = receiver.flatMap { Observable.just($0) }.subscribe()
        _ = receiver.flatMapLatest { Observable.just($0) }.subscribe()
        _ = receiver.concatMap { Observable.just($0) }.subscribe()
        _ = receiver.compactMap { $0 }.subscribe()
        _ = receiver.scan(0, accumulator: +).subscribe()
        _ = receiver.take(1).subscribe()
        _ = receiver.skip(1).subscribe()
        _ = receiver.distinctUntilChanged().subscribe()
        _ = receiver.startWith(0).subscribe()
        _ = receiver.concat(Observable.just(4)).subscribe()
        _ = receiver.catch { _ in .just(0) }.subscribe()
        _ = receiver.catchError { _ in .just(0) }.subscribe()
        _ = receiver.retry(2).subscribe()
        _ = receiver.share(replay: 1).subscribe()
        _ = receiver.do(onNext: { _ in }).subscribe()
        _ = receiver.observe(on: scheduler).subscribe()
        _ = receiver.subscribe(on: scheduler).subscribe()
        _ = receiver.observeOn(scheduler).subscribeOn(scheduler).subscribe()
        _ = receiver.delay(.seconds(1), scheduler: scheduler).subscribe()
        _ = receiver.withLatestFrom(Observable.just("a")).subscribe()
        _ = receiver.take(until: Observable<Int>.never()).subscribe()
        _ = receiver.materialize().dematerialize().subscribe()
        _ = receiver.asSingle().subscribe()
        // `subscribe(_ on:)` and `bind(to:)` are left out on purpose: they
        // subscribe through `asObservable()`, so a testable observable's
        // grammar-free direct subscription is never taken by an operator.
        _ = receiver.bind(onNext: { _ in })
        _ = Observable.of(receiver, receiver).merge().subscribe()
        _ = Observable.of(receiver).switchLatest().subscribe()
        _ = Observable<Int>.just(1).subscribe()
        _ = Observable.just(1).subscribe()
        scheduler.start()
        #expect(seen == [1, 2, 3])
        #expect(counting.calls == 0)
        _ = counting.map { $0 }.subscribe()
        #expect(counting.calls == 0)
    }

    /// Seen through a generic parameter (code written against
    /// `ObservableType`, unspecialized in a debug build), an `Observable` still
    /// takes the fast path: the check is a cast, not the static type.
    @Test func anObservableBehindAGenericParameterTakesTheFastPath() {
        func doubled<Source: ObservableType>(_ source: Source) -> Observable<Int> where Source.Element == Int {
            source.map { $0 * 2 }.filter { _ in true }.take(3)
        }
        let counting = CountingObservable()
        var seen: [Int] = []
        _ = doubled(counting).subscribe(onNext: { seen.append($0) })
        #expect(seen == [2, 4, 6])
        #expect(counting.calls == 0)
    }

    @Test func aUsersTypeGoesThroughAsObservable() {
        let counting = CountingObservable()
        struct Wrapper: ObservableType {
            let inner: CountingObservable
            func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
                inner.subscribe(observer)
            }
            func asObservable() -> Observable<Int> { inner.asObservable() }
        }
        _ = Wrapper(inner: counting).map { $0 }.subscribe()
        #expect(counting.calls == 1)
    }
}
