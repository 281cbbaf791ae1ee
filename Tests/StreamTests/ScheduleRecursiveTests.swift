import Stream
import Testing

// `ImmediateSchedulerType.scheduleRecursive(_:action:)` (RxSwift 6.9.1 has no
// test of its own for it: its operators use it).
@Suite("scheduleRecursive")
struct ScheduleRecursiveTests {
    @Test func onTheTrampolineEachRecursionRunsAfterTheRunThatAskedForIt() {
        var messages = [String]()
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { n, recurse in
            messages.append("start \(n)")
            if n < 2 { recurse(n + 1) }
            messages.append("end \(n)")
        }

        #expect(messages == ["start 0", "end 0", "start 1", "end 1", "start 2", "end 2"])
    }

    @Test func disposingCancelsTheRunsNotStartedYet() {
        let scheduler = TestScheduler(initialClock: 0)
        var values = [Int]()
        var disposable: (any Disposable)?
        disposable = scheduler.scheduleRecursive(0) { n, recurse in
            values.append(n)
            recurse(n + 1)
            if n == 2 { disposable?.dispose() }
        }

        scheduler.start()

        #expect(values == [0, 1, 2])
    }

    @Test func disposingBeforeTheFirstRunRunsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        var values = [Int]()
        let disposable = scheduler.scheduleRecursive(0) { n, recurse in
            values.append(n)
            recurse(n + 1)
        }
        disposable.dispose()

        scheduler.start()

        #expect(values.isEmpty)
    }

    @Test func aRecursionCountsDownToItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        var values = [Int]()
        _ = scheduler.scheduleRecursive(3) { n, recurse in
            values.append(n)
            if n > 0 { recurse(n - 1) }
        }

        scheduler.start()

        #expect(values == [3, 2, 1, 0])
    }
}
