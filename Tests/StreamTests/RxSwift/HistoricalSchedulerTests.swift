import Foundation
import Stream
import Testing

// RxSwift 6.9.1's HistoricalSchedulerTest.swift.
@Suite("HistoricalScheduler (RxSwift's tests)")
struct HistoricalSchedulerTests {
    private func date(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

    /// The actions of RxSwift's tests: at 10 s, one at once and one 20 s later.
    private func scheduleNested(on scheduler: HistoricalScheduler, _ times: @escaping (Date) -> Void) {
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times(scheduler.now)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times(scheduler.now)
                return Disposables.create()
            }
            return scheduler.schedule(()) { _ in
                times(scheduler.now)
                return Disposables.create()
            }
        }
    }

    @Test func testHistoricalScheduler_initialClock() {
        let scheduler = HistoricalScheduler(initialClock: date(10))
        #expect(scheduler.now == date(10))
        #expect(scheduler.clock == date(10))
    }

    @Test func testHistoricalScheduler_start() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        scheduleNested(on: scheduler) { times.append($0) }

        scheduler.start()

        #expect(times == [date(10), date(10), date(30)])
    }

    @Test func testHistoricalScheduler_disposeStart() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.now)
            let d = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            let d2 = scheduler.schedule(()) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            d2.dispose()
            d.dispose()
            return Disposables.create()
        }

        scheduler.start()

        #expect(times == [date(10)])
    }

    @Test func testHistoricalScheduler_advanceToAfter() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        scheduleNested(on: scheduler) { times.append($0) }

        scheduler.advanceTo(date(100))

        #expect(times == [date(10), date(10), date(30)])
        #expect(scheduler.now == date(100))
    }

    @Test func testHistoricalScheduler_advanceToBefore() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        scheduleNested(on: scheduler) { times.append($0) }

        scheduler.advanceTo(date(10))

        #expect(times == [date(10), date(10)])
    }

    @Test func testHistoricalScheduler_disposeAdvanceTo() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.now)
            let d1 = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            let d2 = scheduler.schedule(()) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            d1.dispose()
            d2.dispose()
            return Disposables.create()
        }

        scheduler.advanceTo(date(200))

        #expect(times == [date(10)])
    }

    @Test func testHistoricalScheduler_stop() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.now)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            scheduler.stop()
            return Disposables.create()
        }

        scheduler.start()

        #expect(times == [date(10)])
    }

    @Test func testHistoricalScheduler_sleep() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.now)
            scheduler.sleep(100)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            return Disposables.create()
        }

        scheduler.start()

        #expect(times == [date(10), date(110), date(130)])
    }

    @Test func theConverterIsTheIdentityOnDatesAndSeconds() {
        let converter = HistoricalSchedulerTimeConverter()
        #expect(converter.convertFromVirtualTime(date(5)) == date(5))
        #expect(converter.convertToVirtualTime(date(5)) == date(5))
        #expect(converter.convertFromVirtualTimeInterval(2.5) == 2.5)
        #expect(converter.convertToVirtualTimeInterval(2.5) == 2.5)
        #expect(converter.offsetVirtualTime(date(10), offset: 5) == date(15))
        #expect(converter.compareVirtualTime(date(1), date(2)) == .lessThan)
        #expect(converter.compareVirtualTime(date(2), date(2)) == .equal)
        #expect(converter.compareVirtualTime(date(3), date(2)) == .greaterThan)
    }

    @Test func delayRunsInHistoricalTime() {
        let scheduler = HistoricalScheduler(initialClock: date(1000))
        var seen: [Date] = []
        _ = Observable.just(1).delay(.seconds(90), scheduler: scheduler)
            .subscribe(onNext: { _ in seen.append(scheduler.now) })

        scheduler.start()

        #expect(seen == [date(1090)])
    }
}
