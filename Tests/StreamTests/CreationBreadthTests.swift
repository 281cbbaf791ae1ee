import Foundation
import Testing
@testable import Stream

@Suite("range, repeatElement, generate")
struct CreationBreadthTests {
    @Test func rangeEmitsCountIntegersFromStart() {
        let log = RawEventLog<Int>()
        _ = Observable.range(start: 5, count: 3).subscribe(log.observer)
        #expect(log.events == [.next(5), .next(6), .next(7), .completed])
    }

    @Test func rangeOfZeroCompletesAtOnce() {
        let log = RawEventLog<Int>()
        _ = Observable.range(start: 5, count: 0).subscribe(log.observer)
        #expect(log.events == [.completed])
    }

    @Test func rangeReachesTheLargestValueWithoutOverflow() {
        let log = RawEventLog<Int8>()
        _ = Observable<Int8>.range(start: 125, count: 3).subscribe(log.observer)
        #expect(log.events == [.next(125), .next(126), .next(127), .completed])
    }

    @Test func rangeWithANegativeOrOverflowingCountFails() {
        let negative = RawEventLog<Int>()
        _ = Observable.range(start: 0, count: -1).subscribe(negative.observer)
        #expect(negative.events == [.error(StreamError.argumentOutOfRange)])
        let overflowing = RawEventLog<Int8>()
        _ = Observable<Int8>.range(start: 126, count: 3).subscribe(overflowing.observer)
        #expect(overflowing.events == [.error(StreamError.argumentOutOfRange)])
    }

    @Test func rangeOnASchedulerEmitsOneElementPerAction() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable.range(start: 1, count: 3, scheduler: scheduler) }
        // No processing tick in this TestScheduler: every action runs at 200.
        #expect(observer.events == [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    @Test func rangeDisposedMidStreamOnASchedulerStops() {
        let scheduler = TestScheduler()
        var seen: [Int] = []
        var subscription: (any Disposable)?
        subscription = Observable.range(start: 1, count: 1_000, scheduler: scheduler).subscribe(onNext: { value in
            seen.append(value)
            if value == 3 { subscription?.dispose() }
        })
        scheduler.start()
        #expect(seen == [1, 2, 3])
    }

    @Test func rangeOnAnImmediateSchedulerIsStackSafe() {
        var count = 0
        var completed = false
        _ = Observable.range(start: 0, count: 200_000, scheduler: ImmediateScheduler.instance)
            .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
        #expect(count == 200_000 && completed)
    }

    @Test func repeatElementRepeatsUntilATakeBelowStopsIt() {
        let log = RawEventLog<String>()
        _ = Observable.repeatElement("a").take(3).subscribe(log.observer)
        #expect(log.events == [.next("a"), .next("a"), .next("a"), .completed])
    }

    @Test func repeatElementOnASchedulerStopsWhenDisposed() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable.repeatElement(7, scheduler: scheduler).take(2) }
        #expect(observer.events == [.next(200, 7), .next(200, 7), .completed(200)])
        #expect(scheduler.clock == 1000)
    }

    @Test func generateRunsTheLoop() {
        let log = RawEventLog<Int>()
        _ = Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }).subscribe(log.observer)
        #expect(log.events == [.next(1), .next(3), .next(9), .completed])
    }

    @Test func generateWithAFailingInitialConditionCompletesAtOnce() {
        let log = RawEventLog<Int>()
        _ = Observable.generate(initialState: 100, condition: { $0 < 20 }, iterate: { $0 + 1 }).subscribe(log.observer)
        #expect(log.events == [.completed])
    }

    @Test func generateFailsWhenConditionOrIterateThrows() {
        let condition = RawEventLog<Int>()
        _ = Observable.generate(
            initialState: 0, condition: { state in
                if state == 2 { throw TestError(id: 1) }
                return true
            }, iterate: { $0 + 1 }
        ).subscribe(condition.observer)
        #expect(condition.events == [.next(0), .next(1), .error(TestError(id: 1))])

        let iterate = RawEventLog<Int>()
        _ = Observable.generate(
            initialState: 0, condition: { _ in true }, iterate: { _ in throw TestError(id: 2) }
        ).subscribe(iterate.observer)
        #expect(iterate.events == [.next(0), .error(TestError(id: 2))])
    }

    @Test func generateOnASchedulerInVirtualTime() {
        let scheduler = TestScheduler()
        let observer = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 2 }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        #expect(observer.events == [.next(200, 0), .next(200, 1), .next(200, 2), .completed(200)])
    }

    @Test func eachSubscriptionStartsFromTheInitialState() {
        let numbers = Observable.generate(initialState: 1, condition: { $0 <= 2 }, iterate: { $0 + 1 })
        let first = RawEventLog<Int>(), second = RawEventLog<Int>()
        _ = numbers.subscribe(first.observer)
        _ = numbers.subscribe(second.observer)
        #expect(first.events == second.events)
        #expect(second.events == [.next(1), .next(2), .completed])
    }
}

/// A disposable that records when it is disposed, for `using`.
final class RecordingResource: Disposable, @unchecked Sendable {  // test-only; one thread
    private let onDispose: () -> Void
    init(onDispose: @escaping () -> Void) { self.onDispose = onDispose }
    func dispose() { onDispose() }
}

@Suite("using")
struct UsingTests {
    @Test func theResourceIsDisposedAtCompletion() {
        let scheduler = TestScheduler()
        var log: [String] = []
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start {
            Observable.using({ RecordingResource { log.append("resource disposed at \(scheduler.clock)") } },
                observableFactory: { _ in
                    log.append("factory at \(scheduler.clock)")
                    return source.asObservable()
                })
        }
        #expect(observer.events == [.next(210, 1), .completed(220)])
        #expect(source.subscriptions == [Subscription(200, 220)])
        #expect(log == ["factory at 200", "resource disposed at 220"])
    }

    @Test func onDisposalTheStreamsSubscriptionGoesBeforeTheResource() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in Disposables.create { log.append("source disposed") } }
        let subscription = Observable.using({ RecordingResource { log.append("resource disposed") } },
            observableFactory: { _ in source }
        ).subscribe()
        subscription.dispose()
        #expect(log == ["source disposed", "resource disposed"])
    }

    @Test func onATerminalEventTheStreamsCleanupRunsBeforeTheResourceIsDisposed() {
        // RxSwift's order: the chain comes apart from its last sink up.
        let scheduler = TestScheduler()
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            scheduler.scheduleAt(220) { observer.onCompleted() }
            return Disposables.create { log.append("source disposed") }
        }
        _ = scheduler.start {
            Observable.using({ RecordingResource { log.append("resource disposed") } }, observableFactory: { _ in source })
        }
        #expect(log == ["source disposed", "resource disposed"])
    }

    @Test func theResourceIsDisposedOnDisposal() {
        let scheduler = TestScheduler()
        var disposedAt: [Int] = []
        let source = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let observer = scheduler.start(disposed: 250) {
            Observable.using({ RecordingResource { disposedAt.append(scheduler.clock) } },
                observableFactory: { _ in source.asObservable() })
        }
        #expect(observer.events == [.next(210, 1)])
        #expect(source.subscriptions == [Subscription(200, 250)])
        #expect(disposedAt == [250])
    }

    @Test func theResourceIsDisposedOnError() {
        var disposed = 0
        let log = RawEventLog<Int>()
        _ = Observable.using({ RecordingResource { disposed += 1 } },
            observableFactory: { _ in Observable<Int>.error(TestError(id: 1)) }
        ).subscribe(log.observer)
        #expect(log.events == [.error(TestError(id: 1))])
        #expect(disposed == 1)
    }

    @Test func throwingFactoriesFailAndReleaseTheResource() {
        let resourceThrows = RawEventLog<Int>()
        _ = Observable<Int>.using({ () throws -> RecordingResource in throw TestError(id: 1) },
            observableFactory: { _ in .just(1) }
        ).subscribe(resourceThrows.observer)
        #expect(resourceThrows.events == [.error(TestError(id: 1))])

        var disposed = 0
        let streamThrows = RawEventLog<Int>()
        _ = Observable<Int>.using({ RecordingResource { disposed += 1 } },
            observableFactory: { _ in throw TestError(id: 2) }
        ).subscribe(streamThrows.observer)
        #expect(streamThrows.events == [.error(TestError(id: 2))])
        #expect(disposed == 1)
    }

    @Test func eachSubscriptionGetsItsOwnResource() {
        var created = 0, disposed = 0
        let stream = Observable.using({ () -> RecordingResource in
            created += 1
            return RecordingResource { disposed += 1 }
        }, observableFactory: { _ in Observable.of(1, 2) })
        _ = stream.subscribe()
        _ = stream.subscribe()
        #expect(created == 2 && disposed == 2)
    }
}
