import Foundation
import Stream
import Testing

/// The `RxTimeInterval` overloads: each literal spelling both types have
/// still compiles (resolving to the `Duration` form, the disfavored one
/// stepping aside), and an `RxTimeInterval` value gives the same timing.
@Suite("RxTimeInterval overloads beside the Duration ones")
struct RxTimeIntervalOverloadTests {
    @Test func literalSpellingsStillCompileWithoutAmbiguity() {
        let scheduler = TestScheduler(resolution: .milliseconds(1))
        let source = Observable.of(1, 2)
        let seconds = 2
        _ = Observable<Int>.timer(.seconds(2), scheduler: scheduler)
        _ = Observable<Int>.timer(.milliseconds(5), period: .milliseconds(5), scheduler: scheduler)
        _ = Observable<Int>.interval(.seconds(seconds), scheduler: scheduler)
        _ = source.delay(.seconds(2), scheduler: scheduler)
        _ = source.delay(.milliseconds(5), scheduler: scheduler)
        _ = source.delaySubscription(.microseconds(5), scheduler: scheduler)
        _ = source.debounce(.nanoseconds(5), scheduler: scheduler)
        _ = source.throttle(.seconds(2), scheduler: scheduler)
        _ = source.throttle(.milliseconds(5), latest: false, scheduler: scheduler)
        _ = source.timeout(.seconds(2), scheduler: scheduler)
        _ = source.timeout(.seconds(2), other: .just(0), scheduler: scheduler)
        _ = source.buffer(timeSpan: .seconds(2), count: 2, scheduler: scheduler)
        _ = source.take(for: .seconds(2), scheduler: scheduler)
        _ = source.skip(.seconds(2), scheduler: scheduler)
        _ = source.skip(for: .seconds(2), scheduler: scheduler)
        _ = source.delay(.seconds(0.5), scheduler: scheduler)  // only Duration has it
        _ = Single.just(1).delay(.seconds(2), scheduler: scheduler)
        _ = Single.just(1).timeout(.milliseconds(5), scheduler: scheduler)
    }

    @Test func anRxTimeIntervalGivesTheSameTimingAsTheDuration() {
        let due: RxTimeInterval = .milliseconds(30)
        let same: Duration = .milliseconds(30)
        func run<T: Equatable>(_ make: @escaping (TestScheduler) -> Observable<T>) -> [Recorded<Event<T>>] {
            let scheduler = TestScheduler(resolution: .milliseconds(10))
            return scheduler.start { make(scheduler) }.events
        }
        func ticks(_ scheduler: TestScheduler) -> Observable<Int> {
            Observable<Int>.interval(.milliseconds(10), scheduler: scheduler).take(5)
        }
        #expect(run { Observable<Int>.timer(due, scheduler: $0) } == [.next(203, 0), .completed(203)])
        #expect(run { Observable<Int>.timer(due, period: due, scheduler: $0).take(2) }
            == run { Observable<Int>.timer(same, period: same, scheduler: $0).take(2) })
        #expect(run { Observable<Int>.interval(due, scheduler: $0).take(2) } == [.next(203, 0), .next(206, 1), .completed(206)])
        #expect(run { ticks($0).delay(due, scheduler: $0) } == run { ticks($0).delay(same, scheduler: $0) })
        #expect(run { ticks($0).delaySubscription(due, scheduler: $0) } == run { ticks($0).delaySubscription(same, scheduler: $0) })
        #expect(run { ticks($0).debounce(due, scheduler: $0) } == run { ticks($0).debounce(same, scheduler: $0) })
        #expect(run { ticks($0).throttle(due, latest: false, scheduler: $0) }
            == run { ticks($0).throttle(same, latest: false, scheduler: $0) })
        #expect(run { Observable<Int>.never().timeout(due, scheduler: $0) } == [.error(203, StreamError.timeout)])
        #expect(run { Observable<Int>.never().timeout(due, other: .just(7), scheduler: $0) } == [.next(203, 7), .completed(203)])
        #expect(run { ticks($0).buffer(timeSpan: due, count: 10, scheduler: $0) }
            == run { ticks($0).buffer(timeSpan: same, count: 10, scheduler: $0) })
        #expect(run { ticks($0).take(for: due, scheduler: $0) } == run { ticks($0).take(for: same, scheduler: $0) })
        #expect(run { ticks($0).skip(due, scheduler: $0) } == run { ticks($0).skip(same, scheduler: $0) })
        #expect(run { Single.just(1).delay(due, scheduler: $0).asObservable() } == [.next(203, 1), .completed(203)])
        #expect(run { Single<Int>.never().timeout(due, scheduler: $0).asObservable() } == [.error(203, StreamError.timeout)])
    }

    @Test func neverIsTheLongestDuration() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable.just(1).delay(RxTimeInterval.never, scheduler: scheduler) }
        #expect(observer.events == [])
    }
}
