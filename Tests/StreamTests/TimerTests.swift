import Testing
@testable import Stream

@Suite("timer and interval")
struct TimerTests {
    @Test func timerSubscribedAt200FiresAt210() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable<Int>.timer(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 0), .completed(210)])
    }

    @Test func timerAndIntervalNeedNoElementTypeSpelledOut() {
        let scheduler = TestScheduler()
        let timer = scheduler.start { Observable.timer(.seconds(1), scheduler: scheduler) }
        let interval = scheduler.createObserver(Int.self)
        let subscription = Observable.interval(.seconds(1), scheduler: scheduler).take(1).subscribe(interval)
        scheduler.start()
        #expect(timer.events == [.next(201, 0), .completed(201)])
        #expect(interval.events == [.next(1001, 0), .completed(1001)])
        subscription.dispose()
    }

    @Test func timerDisposedBeforeItFiresEmitsNothing() {
        let scheduler = TestScheduler()
        let observer = scheduler.start(disposed: 205) { Observable<Int>.timer(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [])
        #expect(scheduler.clock == 205)
    }

    @Test func intervalTicksEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler()
        let observer = scheduler.start(disposed: 245) { Observable<Int>.interval(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
    }

    @Test func intervalDoesNotDriftOverManyTicks() {
        let scheduler = TestScheduler(resolution: .milliseconds(1))
        var times: [TestTime] = []
        let subscription = Observable<Int>.interval(.milliseconds(7), scheduler: scheduler)
            .subscribe(onNext: { _ in times.append(scheduler.clock) })
        scheduler.advanceTo(70_000)
        subscription.dispose()
        #expect(times.count == 10_000)
        #expect(times.enumerated().allSatisfy { index, time in time == 7 * (index + 1) })
    }

    @Test func timerWithPeriodStartsAtDueTimeThenRepeats() {
        let scheduler = TestScheduler()
        let observer = scheduler.start(disposed: 240) {
            Observable<Int>.timer(.seconds(5), period: .seconds(15), scheduler: scheduler)
        }
        #expect(observer.events == [.next(205, 0), .next(220, 1), .next(235, 2)])
    }

    @Test func intervalUnderTakeCompletesAndStopsTicking() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3) }
        #expect(observer.events == [.next(210, 0), .next(220, 1), .next(230, 2), .completed(230)])
        scheduler.start()
        #expect(scheduler.clock == 1000)  // no tick left pending after 230
    }

    @Test func disposedIntervalReleasesItsSubscriber() {
        let scheduler = TestScheduler()
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable<Int>.interval(.seconds(1), scheduler: scheduler)
                .map { $0 + box.value }.subscribe()
        }
        scheduler.advanceTo(5)
        #expect(weakBox != nil)
        subscription?.dispose()
        #expect(weakBox == nil)
    }

    @Test func intervalOnImmediateSchedulerIsRejected() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.interval(.seconds(1), scheduler: ImmediateScheduler.instance).subscribe()
        }
    }

    @Test func timerOnImmediateSchedulerBlocksThenFires() {
        var values: [Int] = []
        _ = Observable<Int>.timer(.milliseconds(1), scheduler: ImmediateScheduler.instance)
            .subscribe(onNext: { values.append($0) })
        #expect(values == [0])
    }

    // As in RxTest, a tick schedules the next one before it runs its action.

    @Test func theNextTickIsScheduledBeforeTheTickRuns() {
        let scheduler = TestScheduler()
        var log: [String] = []
        let subscription = Observable<Int>.interval(.seconds(10), scheduler: scheduler).subscribe(onNext: { tick in
            log.append("tick\(tick)@\(scheduler.clock)")
            scheduler.schedule(after: .seconds(10)) { log.append("after\(tick)@\(scheduler.clock)") }
        })
        scheduler.advanceTo(25)
        subscription.dispose()
        #expect(log == ["tick0@10", "tick1@20", "after0@20"])
    }

    @Test func aPeriodicTimerUnderATimeoutOfOnePeriodNeverTimesOut() {
        let scheduler = TestScheduler()
        let observer = scheduler.start(disposed: 235) {
            Observable<Int>.timer(.seconds(5), period: .seconds(10), scheduler: scheduler)
                .timeout(.seconds(10), scheduler: scheduler)
        }
        #expect(observer.events == [.next(205, 0), .next(215, 1), .next(225, 2)])
    }

    @Test func anIntervalUnderADebounceOfOnePeriodNeverSettles() {
        let scheduler = TestScheduler()
        let observer = scheduler.start(disposed: 235) {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler).debounce(.seconds(10), scheduler: scheduler)
        }
        #expect(observer.events == [])
    }

    @Test func disposingFromInsideATickCancelsTheNextOne() {
        let scheduler = TestScheduler()
        var ticks: [TestTime] = []
        let subscription = SerialDisposable()
        subscription.disposable = Observable<Int>.interval(.seconds(10), scheduler: scheduler).subscribe(onNext: { _ in
            ticks.append(scheduler.clock)
            if ticks.count == 2 { subscription.dispose() }
        })
        scheduler.start()
        #expect(ticks == [10, 20])
        #expect(scheduler.clock == 20)
    }
}
