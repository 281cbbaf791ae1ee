import Foundation
import Stream
import Testing

@Suite("RxTest names: Recorded, TestScheduler's RxTest forms")
struct RxTestNamesTests {
    @Test func recordedEventsInfersTheElementTypeFromItsArguments() {
        let variadic = Recorded.events(.next(210, 2), .next(220, 3), .completed(250))
        let array = Recorded.events([.next(210, 2), .next(220, 3), .completed(250)])
        let annotated: [Recorded<Event<Int>>] = [.next(210, 2), .next(220, 3), .completed(250)]
        #expect(variadic == annotated)
        #expect(array == annotated)
    }

    @Test func typedTerminalEventsNameTheirElementType() {
        let completed = Recorded.completed(300, Int.self)
        let failed = Recorded.error(300, testError, String.self)
        #expect(completed == Recorded<Event<Int>>(time: 300, value: .completed))
        #expect(failed == Recorded<Event<String>>(time: 300, value: .error(testError)))
        let onlyTerminal = Recorded.events(.completed(250, Int.self))
        #expect(onlyTerminal.count == 1)
    }

    @Test func defaultsAreTheLifecycleTimes() {
        #expect(TestScheduler.Defaults.created == 100)
        #expect(TestScheduler.Defaults.subscribed == 200)
        #expect(TestScheduler.Defaults.disposed == 1000)
    }

    @Test func resolutionInSecondsSetsTheTickLength() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        #expect(scheduler.resolution == .milliseconds(100))
        let observer = scheduler.start { Observable<Int>.timer(.milliseconds(300), scheduler: scheduler) }
        #expect(observer.events == [.next(203, 0), .completed(203)])
    }

    @Test func existingInitialisersStillResolve() {
        #expect(TestScheduler().resolution == .seconds(1))
        #expect(TestScheduler(initialClock: 5).clock == 5)
        #expect(TestScheduler(resolution: .milliseconds(5)).resolution == .milliseconds(5))
        #expect(TestScheduler(initialClock: 0, resolution: .seconds(2)).simulateProcessingDelay == false)
        #expect(TestScheduler(initialClock: 0, simulateProcessingDelay: true).simulateProcessingDelay)
    }

    @Test func withoutProcessingDelayAnActionForNowRunsNow() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let observer = scheduler.start { Observable.just(1).observeOn(scheduler) }
        #expect(observer.events == [.next(200, 1), .completed(200)])
    }

    @Test func processingDelayMovesAnActionForNowToTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(10) {
            scheduler.scheduleAt(10) { ranAt.append(scheduler.clock) }
            scheduler.scheduleAt(5) { ranAt.append(scheduler.clock) }
            scheduler.schedule { ranAt.append(scheduler.clock) }
        }
        scheduler.start()
        #expect(ranAt == [11, 11, 11])
    }

    @Test func scheduleRelativeRunsTheActionWithItsStateLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var seen: [String] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.scheduleRelative("a", dueTime: .seconds(10)) { state in
                seen.append("\(state)@\(scheduler.clock)")
                return Disposables.create()
            }
            let cancelled = scheduler.scheduleRelative("b", dueTime: .milliseconds(20_000)) { state in
                seen.append("\(state)@\(scheduler.clock)")
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative("c", dueTime: .never) { state in
                seen.append("\(state)@\(scheduler.clock)")
                return Disposables.create()
            }
            scheduler.scheduleAt(115) { cancelled.dispose() }
        }
        scheduler.start()
        #expect(seen == ["a@110"])
    }

    @Test func disposingAScheduledRelativeActionDisposesWhatItReturned() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed = false
        let scheduled = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            Disposables.create { disposed = true }
        }
        scheduler.start()
        #expect(!disposed)
        scheduled.dispose()
        #expect(disposed)
    }

    @Test func virtualSchedulingAndSleep() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []
        _ = scheduler.scheduleAbsoluteVirtual(1, time: 50) { (state: Int) in
            ranAt.append(scheduler.clock + state - 1)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 30) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.sleep(40)
        #expect(scheduler.clock == 40)
        scheduler.start()
        #expect(ranAt == [40, 50])
    }

    @Test func startWithRxTestsLabels() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(310, 3), .completed(400)])
        let all = scheduler.start(created: 100, subscribed: 200, disposed: 1000, create: { xs.map { $0 * 10 } })
        #expect(all.events == Recorded.events(.next(210, 20), .next(310, 30), .completed(400)))

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 2), .next(310, 3)])
        let cut = other.start(disposed: 300, create: { ys.asObservable() })
        #expect(cut.events == [.next(210, 2)])
        #expect(ys.subscriptions == [Subscription(200, 300)])
    }

    @Test func createObserverRecordsAgainstTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(20) { observer.onNext(1) }
        scheduler.scheduleAt(30) { observer.onCompleted() }
        scheduler.start()
        #expect(observer.events == Recorded.events(.next(20, 1), .completed(30)))
    }

    @Test func traitEventsCompareAsEventsDo() {
        #expect(MaybeEvent.success(1) == MaybeEvent.success(1))
        #expect(MaybeEvent.success(1) != MaybeEvent<Int>.completed)
        #expect(MaybeEvent<Int>.error(testError) == .error(testError))
        #expect(MaybeEvent<Int>.error(testError) != .error(testError1))
        #expect(CompletableEvent.completed == .completed)
        #expect(CompletableEvent.error(testError) == .error(testError))
        #expect(CompletableEvent.error(testError) != .completed)
    }
}

// From RxSwift 6.9.1's Tests/RxSwiftTests/SingleTest.swift
// (testSingle_create_success and the start over a trait it relies on),
// translated to Swift Testing; `simulateProcessingDelay` is RxTest's default
// there, so the timings are kept by passing `true`.
@Suite("TestScheduler.start over a trait (RxSwift's tests)")
struct StartOverTraitTests {
    @Test func single_create_success() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)

        var observer: ((SingleEvent<Int>) -> Void)! = nil

        var disposedTime: Int?

        scheduler.scheduleAt(201, action: {
            observer(.success(1))
        })
        scheduler.scheduleAt(202, action: {
            observer(.success(1))
        })
        scheduler.scheduleAt(203, action: {
            observer(.failure(testError))
        })

        let res = scheduler.start {
            Single<Int>.create { _observer in
                observer = _observer
                return Disposables.create {
                    disposedTime = scheduler.clock
                }
            }
        }

        #expect(res.events == [
            .next(201, 1),
            .completed(201),
        ])

        #expect(disposedTime == 201)
    }

    @Test func traitsWithRxTestsLabels() {
        let scheduler = TestScheduler(initialClock: 0)
        let maybe = scheduler.start(disposed: 500, create: { Maybe<Int>.empty() })
        #expect(maybe.events == [.completed(200)])
        let completable = scheduler.start(created: 600, subscribed: 700, disposed: 800, create: { Completable.empty() })
        #expect(completable.events == [.completed(700)])
    }
}
