import Foundation
import Testing
@testable import Stream

@Suite("TestScheduler")
struct TestSchedulerTests {
    @Test func runsActionsInTimeThenInsertionOrder() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("a@\(scheduler.clock)") }
        scheduler.scheduleAt(20) { log.append("c@\(scheduler.clock)") }
        scheduler.start()
        #expect(log == ["a@10", "b@20", "c@20"])
        #expect(scheduler.clock == 20)
    }

    @Test func actionScheduledForNowRunsAtCurrentClockAfterThoseDue() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.scheduleAt(5) {
            scheduler.schedule { log.append("now@\(scheduler.clock)") }
            log.append("first@\(scheduler.clock)")
        }
        scheduler.scheduleAt(5) { log.append("second@\(scheduler.clock)") }
        scheduler.start()
        #expect(log == ["first@5", "second@5", "now@5"])
    }

    @Test func delaysConvertToTicksAtTheResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: .milliseconds(100))
        var firedAt: TestTime?
        scheduler.schedule(after: .seconds(2)) { firedAt = scheduler.clock }
        scheduler.start()
        #expect(firedAt == 20)
        #expect(scheduler.ticks(for: .milliseconds(149)) == 1)
        #expect(scheduler.ticks(for: .milliseconds(150)) == 2)
    }

    @Test func advanceToRunsOnlyWhatIsDueAndMovesTheClock() {
        let scheduler = TestScheduler()
        var ran: [TestTime] = []
        scheduler.scheduleAt(10) { ran.append(scheduler.clock) }
        scheduler.scheduleAt(30) { ran.append(scheduler.clock) }
        scheduler.advanceTo(20)
        #expect(ran == [10])
        #expect(scheduler.clock == 20)
        scheduler.advanceTo(30)
        #expect(ran == [10, 30])
    }

    @Test func disposedActionDoesNotRun() {
        let scheduler = TestScheduler()
        var ran = false
        let action = scheduler.scheduleAt(10) { ran = true }
        action.dispose()
        scheduler.start()
        #expect(!ran)
    }

    @Test func stopEndsStart() {
        let scheduler = TestScheduler()
        var ran: [TestTime] = []
        scheduler.scheduleAt(10) { ran.append(10); scheduler.stop() }
        scheduler.scheduleAt(20) { ran.append(20) }
        scheduler.start()
        #expect(ran == [10])
    }

    @Test func nowFollowsTheClock() {
        let scheduler = TestScheduler(initialClock: 0, resolution: .milliseconds(500))
        scheduler.advanceTo(4)
        #expect(scheduler.now == Date(timeIntervalSince1970: 2))
    }

    @Test func startRecordsTheLifecycle() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(150) { subject.onNext(1) }
        scheduler.scheduleAt(250) { subject.onNext(2) }
        scheduler.scheduleAt(1100) { subject.onNext(3) }
        let observer = scheduler.start { subject.map { $0 * 10 } }
        #expect(observer.events == [.next(250, 20)])
    }

    @Test func hoursOfVirtualTimeRunInstantly() {
        let scheduler = TestScheduler(initialClock: 0, resolution: .milliseconds(1))
        var fired = 0
        for hour in 1...5 { scheduler.schedule(after: .seconds(3600 * hour)) { fired += 1 } }
        let started = ContinuousClock.now
        scheduler.start()
        #expect(fired == 5)
        #expect(scheduler.clock == 5 * 3_600_000)
        #expect(ContinuousClock.now - started < .milliseconds(50))
    }

    /// A period that rounds to no tick repeats every tick instead of at one
    /// instant forever (which kept the clock from ever reaching the dispose).
    @Test func aPeriodShorterThanHalfATickRepeatsEveryTick() {
        let scheduler = TestScheduler()  // one tick = 1 s
        // `take` so that a regression fails (all at 200) rather than hangs.
        let observer = scheduler.start {
            Observable<Int>.interval(.milliseconds(300), scheduler: scheduler).take(4)
        }
        #expect(observer.events == [.next(200, 0), .next(201, 1), .next(202, 2), .next(203, 3), .completed(203)])
    }

    // RxTest's rules for its run loop, where the contract is silent.

    @Test func anActionForAPastTimeRunsAtTheClockBeforeTheActionsDueNow() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.scheduleAt(100) { scheduler.scheduleAt(50) { log.append("past@\(scheduler.clock)") } }
        scheduler.scheduleAt(100) { log.append("due@\(scheduler.clock)") }
        scheduler.start()
        #expect(log == ["past@100", "due@100"])
        #expect(scheduler.clock == 100)
    }

    @Test func advanceToSetsTheClockToItsTargetAlsoAfterAStop() {
        let scheduler = TestScheduler()
        var ran: [TestTime] = []
        scheduler.scheduleAt(10) { ran.append(scheduler.clock); scheduler.stop() }
        scheduler.scheduleAt(20) { ran.append(scheduler.clock) }
        scheduler.advanceTo(50)
        #expect(ran == [10])
        #expect(scheduler.clock == 50)
        // The stop ended that run only: the next one runs what is left, at
        // the clock, which does not go back.
        scheduler.advanceTo(60)
        #expect(ran == [10, 50])
        #expect(scheduler.clock == 60)
    }

    @Test func advanceToAnEarlierTimeLeavesTheClock() {
        let scheduler = TestScheduler(initialClock: 30)
        scheduler.advanceTo(10)
        #expect(scheduler.clock == 30)
    }

    @Test func startFromInsideAnActionDoesNothing() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.scheduleAt(10) {
            log.append("a@\(scheduler.clock)")
            scheduler.start()
            log.append("a-end@\(scheduler.clock)")
        }
        scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
        scheduler.start()
        #expect(log == ["a@10", "a-end@10", "b@20"])
    }

    @Test func advanceToFromInsideAnActionStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let scheduler = TestScheduler()
            scheduler.scheduleAt(10) { scheduler.advanceTo(20) }
            scheduler.start()
        }
    }

    @Test func timesBeyondTestTimeAreTestTimeMax() {
        let fine = TestScheduler(resolution: .nanoseconds(1))
        #expect(fine.ticks(for: .seconds(10_000_000_000)) == .max)  // 10^19 ticks
        #expect(fine.ticks(for: .seconds(Int64.max)) == .max)

        let scheduler = TestScheduler(initialClock: 5)
        var firedAt: TestTime?
        scheduler.schedule(after: .seconds(Int64.max)) { firedAt = scheduler.clock }
        scheduler.advanceTo(1_000)
        #expect(firedAt == nil)
        scheduler.start()
        #expect(firedAt == .max)
        scheduler.advance(by: .seconds(1))
        #expect(scheduler.clock == .max)
    }

    @Test func aTimerTooFarAheadNeverFiresInTheLifecycle() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable<Int>.timer(.seconds(Int64.max), scheduler: scheduler) }
        #expect(observer.events == [])
    }
}
