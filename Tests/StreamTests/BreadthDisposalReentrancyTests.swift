import Foundation
import Testing
@testable import Stream

/// Disposal mid-stream for the breadth operators that emit at the end, and
/// reentrancy for those where a subscriber's `onNext` may feed the source.
@Suite("Breadth operators: disposal mid-stream and reentrancy")
struct BreadthDisposalReentrancyTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ]

    @Test func operatorsThatEmitAtTheEndEmitNothingWhenDisposedBefore() {
        func run<Result: Equatable>(_ make: @escaping (Observable<Int>) -> Observable<Result>) -> (
            [Recorded<Event<Result>>], [Subscription]
        ) {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable(Self.source)
            let observer = scheduler.start(disposed: 250) { make(xs.asObservable()) }
            return (observer.events, xs.subscriptions)
        }
        let disposedAt250 = [Subscription(200, 250)]
        #expect(run { $0.toArray() } == ([], disposedAt250))
        #expect(run { $0.takeLast(2) } == ([], disposedAt250))
        #expect(run { $0.element(at: 5) } == ([], disposedAt250))
        let single = run { $0.filter { $0 == 2 }.single() }
        #expect(single.0 == [.next(220, 2)])
        #expect(single.1 == disposedAt250)
        let materialized = run { $0.materialize() }
        #expect(materialized.0 == [.next(210, .next(1)), .next(220, .next(2)), .next(230, .next(3))])
        #expect(materialized.1 == disposedAt250)
    }

    @Test func throttleTakesAnElementPushedFromOnNext() {
        let scheduler = TestScheduler()
        let source = PublishSubject<Int>()
        var seen: [String] = []
        _ = source.throttle(.seconds(10), scheduler: scheduler).subscribe(onNext: { value in
            seen.append("begin \(value)")
            if value == 1 { source.onNext(2) }  // too soon: it waits for the window's end
            seen.append("end \(value)")
        })
        scheduler.scheduleAt(0) { source.onNext(1) }
        scheduler.start()
        #expect(seen == ["begin 1", "end 1", "begin 2", "end 2"])
        #expect(scheduler.clock == 10)
    }

    @Test func sampleTakesATickPushedFromOnNext() {
        let source = PublishSubject<Int>(), sampler = PublishSubject<Void>()
        var seen: [Int] = []
        _ = source.sample(sampler).subscribe(onNext: { value in
            seen.append(value)
            if value == 1 {
                source.onNext(2)
                sampler.onNext(())  // delivered after this onNext returns
            }
        })
        source.onNext(1)
        sampler.onNext(())
        #expect(seen == [1, 2])
    }

    @Test func timeoutSwitchesAsRxSwiftsOwnCaseDoes() {
        // The shape of RxSwift 6.9's testTimeout_TimeoutOccurs_1.
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500),
        ])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)])
        let observer = scheduler.start { xs.timeout(.seconds(100), other: ys.asObservable(), scheduler: scheduler) }
        #expect(observer.events == [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(300, 620)])
    }

    @Test func ambAndWithLatestFromInsideFlatMapLatestUnderTake() {
        // Compositions: a synchronous source through the new operators stops once `take` is satisfied.
        let log = RawEventLog<Int>()
        _ = Observable.repeatElement(1)
            .withLatestFrom(Observable.just(10)) { $0 + $1 }
            .amb(Observable.never())
            .take(3)
            .subscribe(log.observer)
        #expect(log.events == [.next(11), .next(11), .next(11), .completed])
    }
}
