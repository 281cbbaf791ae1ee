import Foundation
import Stream
import Testing

// RxSwift 6.9.1's VirtualSchedulerTest.swift, with its test scheduler
// (Tests/RxSwiftTests/TestImplementations/TestVirtualScheduler.swift).

/// RxSwift's `TestVirtualScheduler`: a virtual-time scheduler in ticks.
private final class TestVirtualScheduler: VirtualTimeScheduler<TestVirtualSchedulerVirtualTimeConverter>,
    @unchecked Sendable
{
    init(initialClock: Int = 0) {
        super.init(initialClock: initialClock, converter: TestVirtualSchedulerVirtualTimeConverter())
    }
}

/// One virtual unit is ten seconds.
private struct TestVirtualSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    typealias VirtualTimeUnit = Int
    typealias VirtualTimeIntervalUnit = Int

    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * 10.0)
    }

    func convertToVirtualTime(_ time: RxTime) -> Int {
        Int(time.timeIntervalSince1970 / 10.0)
    }

    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval * 10)
    }

    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int(timeInterval / 10.0)
    }

    func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}

/// A subclass moving every relative schedule one unit later, as RxTest's
/// `TestScheduler` does with its processing delay.
private final class DelayingVirtualScheduler: VirtualTimeScheduler<TestVirtualSchedulerVirtualTimeConverter>,
    @unchecked Sendable
{
    init() {
        super.init(initialClock: 0, converter: TestVirtualSchedulerVirtualTimeConverter())
    }

    override func adjustScheduledTime(_ time: Int) -> Int { time + 1 }
}

@Suite("VirtualTimeScheduler (RxSwift's tests)")
struct VirtualTimeSchedulerTests {
    /// The actions of RxSwift's tests: at 1 (10 s), one at once and one 20 s later.
    private func scheduleNested(on scheduler: TestVirtualScheduler, _ times: @escaping (Int) -> Void) {
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times(scheduler.clock)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times(scheduler.clock)
                return Disposables.create()
            }
            return scheduler.schedule(()) { _ in
                times(scheduler.clock)
                return Disposables.create()
            }
        }
    }

    @Test func testVirtualScheduler_initialClock() {
        let scheduler = TestVirtualScheduler(initialClock: 10)
        #expect(scheduler.now == Date(timeIntervalSince1970: 100.0))
        #expect(scheduler.clock == 10)
    }

    @Test func testVirtualScheduler_start() {
        let scheduler = TestVirtualScheduler()
        var times: [Int] = []
        scheduleNested(on: scheduler) { times.append($0) }

        scheduler.start()

        #expect(times == [1, 1, 3])
    }

    @Test func testVirtualScheduler_disposeStart() {
        let scheduler = TestVirtualScheduler()
        var times: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.clock)
            let d = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            let d2 = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            d2.dispose()
            d.dispose()
            return Disposables.create()
        }

        scheduler.start()

        #expect(times == [1])
    }

    @Test func testVirtualScheduler_advanceToAfter() {
        let scheduler = TestVirtualScheduler()
        var times: [Int] = []
        scheduleNested(on: scheduler) { times.append($0) }

        scheduler.advanceTo(10)

        #expect(times == [1, 1, 3])
        #expect(scheduler.clock == 10)
    }

    @Test func testVirtualScheduler_advanceToBefore() {
        let scheduler = TestVirtualScheduler()
        var times: [Int] = []
        scheduleNested(on: scheduler) { times.append($0) }

        scheduler.advanceTo(1)

        #expect(times == [1, 1])
        #expect(scheduler.clock == 1)
    }

    @Test func testVirtualScheduler_disposeAdvanceTo() {
        let scheduler = TestVirtualScheduler()
        var times: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.clock)
            let d1 = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            let d2 = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            d1.dispose()
            d2.dispose()
            return Disposables.create()
        }

        scheduler.advanceTo(20)

        #expect(times == [1])
    }

    @Test func testVirtualScheduler_stop() {
        let scheduler = TestVirtualScheduler()
        var times: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.clock)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            scheduler.stop()
            return Disposables.create()
        }

        scheduler.start()

        #expect(times == [1])
    }

    @Test func testVirtualScheduler_sleep() {
        let scheduler = TestVirtualScheduler()
        var times: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.clock)
            scheduler.sleep(10)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            return Disposables.create()
        }

        scheduler.start()

        #expect(times == [1, 11, 13])
    }

    @Test func testVirtualScheduler_stress() {
        let scheduler = TestVirtualScheduler()
        var times: [Int] = []
        var ticks: [Int] = []
        for _ in 0..<20000 {
            let random = Int.random(in: 0..<10000)
            times.append(random)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(10 * random)) { _ in
                ticks.append(scheduler.clock)
                return Disposables.create()
            }
        }

        scheduler.start()

        #expect(times.sorted() == ticks)
    }

    @Test func scheduleRelativeVirtualAndAbsoluteVirtualUseVirtualUnits() {
        let scheduler = TestVirtualScheduler(initialClock: 5)
        var times: [Int] = []
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 3) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 7) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }

        scheduler.start()

        #expect(times == [7, 8])
    }

    @Test func adjustScheduledTimeMovesRelativeSchedulesOnly() {
        let scheduler = DelayingVirtualScheduler()
        var times: [Int] = []
        _ = scheduler.schedule(()) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 0) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }

        scheduler.start()

        #expect(times == [0, 1])
    }

    @Test func disposingAfterTheActionRanDisposesWhatItReturned() {
        let scheduler = TestVirtualScheduler()
        var disposed = false
        let scheduled = scheduler.schedule(()) { _ in Disposables.create { disposed = true } }

        scheduler.start()
        #expect(!disposed)
        scheduled.dispose()

        #expect(disposed)
    }

    @Test func timeOperatorsRunOnIt() {
        let scheduler = TestVirtualScheduler()
        var seen: [Int] = []
        _ = Observable<Int>.interval(.seconds(20), scheduler: scheduler)
            .take(3)
            .subscribe(onNext: { _ in seen.append(scheduler.clock) })

        scheduler.start()

        #expect(seen == [2, 4, 6])
    }
}
