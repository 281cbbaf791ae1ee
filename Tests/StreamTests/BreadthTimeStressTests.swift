import Foundation
import Synchronization
import Testing
@testable import Stream
import TestExecutors

/// throttle, buffer, timeout(_:other:), take(for:) and debounce-like timers
/// on a concurrent dispatch scheduler, racing a source on another thread.
@Suite("Breadth time operators: Stress", .serialized, .onAThreadOfItsOwn)
struct BreadthTimeStressTests {
    private let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)

    @Test func throttleTimersRacingTheSource() {
        for _ in 0..<20 {
            let source = PublishSubject<Int>()
            let probe = BreadthProbe<Int>()
            _ = source.throttle(.microseconds(50), scheduler: scheduler).subscribe(probe)
            let sender = Racer {
                for index in 0..<500 {
                    source.onNext(index)
                    spin(nanoseconds: 2_000)
                }
                source.onCompleted()
            }
            sender.go()
            sender.waitUntilDone()
            probe.waitForEnd()
            #expect(probe.followsTheGrammar)
            #expect(probe.elements.isIncreasing)
            #expect(probe.elements.last == 499)  // the last element always gets out, before the completion
            #expect(probe.terminations == [.completed])
        }
    }

    @Test func bufferTimersRacingFullBuffers() {
        for _ in 0..<20 {
            let source = PublishSubject<Int>()
            let probe = BreadthProbe<[Int]>()
            _ = source.buffer(timeSpan: .microseconds(100), count: 7, scheduler: scheduler).subscribe(probe)
            let sender = Racer {
                for index in 0..<500 {
                    source.onNext(index)
                    spin(nanoseconds: 1_000)
                }
                source.onCompleted()
            }
            sender.go()
            sender.waitUntilDone()
            probe.waitForEnd()
            #expect(probe.followsTheGrammar)
            #expect(probe.elements.flatMap { $0 } == Array(0..<500))
            #expect(probe.elements.allSatisfy { $0.count <= 7 })
            #expect(probe.terminations == [.completed])
        }
    }

    @Test func windowTimersRacingFullWindows() {
        for _ in 0..<20 {
            let source = PublishSubject<Int>()
            let probe = BreadthProbe<[Int]>()
            // Each window's elements, in window order: `flatMap` subscribes a
            // window as it is emitted, before any of its elements.
            _ = source.window(timeSpan: .microseconds(100), count: 7, scheduler: scheduler)
                .enumerated()
                .flatMap { index, window in window.map { [index, $0] } }
                .subscribe(probe)
            let sender = Racer {
                for index in 0..<500 {
                    source.onNext(index)
                    spin(nanoseconds: 1_000)
                }
                source.onCompleted()
            }
            sender.go()
            sender.waitUntilDone()
            probe.waitForEnd()
            #expect(probe.followsTheGrammar)
            #expect(probe.elements.map { $0[1] } == Array(0..<500))
            let windowSizes = Dictionary(grouping: probe.elements, by: { $0[0] }).values.map(\.count)
            #expect(windowSizes.allSatisfy { $0 <= 7 })
            #expect(zip(probe.elements, probe.elements.dropFirst()).allSatisfy { $0[0] <= $1[0] })
            #expect(probe.terminations == [.completed])
        }
    }

    @Test func timeoutSwitchingToTheOtherWhileTheSourceEmits() {
        for _ in 0..<50 {
            let source = PublishSubject<Int>()
            let probe = BreadthProbe<Int>()
            _ = source.timeout(.microseconds(20), other: Observable.of(-1, -2), scheduler: scheduler).subscribe(probe)
            let sender = Racer {
                for index in 0..<100 {
                    source.onNext(index)
                    if index % 10 == 0 { spin(nanoseconds: 30_000) }
                }
                source.onCompleted()
            }
            sender.go()
            sender.waitUntilDone()
            probe.waitForEnd()
            let own = Array(probe.elements.prefix { $0 >= 0 })
            let fallback = Array(probe.elements.drop { $0 >= 0 })
            #expect(probe.followsTheGrammar)
            #expect(own == Array(0..<own.count))
            #expect(fallback.isEmpty || fallback == [-1, -2])
            #expect(probe.terminations == [.completed])
        }
    }

    @Test func takeForCompletingWhileTheSourceEmits() {
        for _ in 0..<50 {
            let source = PublishSubject<Int>()
            let probe = BreadthProbe<Int>()
            _ = source.take(for: .microseconds(30), scheduler: scheduler).subscribe(probe)
            let sender = Racer {
                for index in 0..<200 { source.onNext(index) }
                source.onCompleted()
            }
            sender.go()
            sender.waitUntilDone()
            probe.waitForEnd()
            #expect(probe.followsTheGrammar)
            #expect(probe.elements == Array(0..<probe.elements.count))
            #expect(probe.terminations == [.completed])
        }
    }

    @Test func disposingFromAnotherThreadWhileTimersRun() {
        for _ in 0..<50 {
            let source = PublishSubject<Int>()
            let probe = BreadthProbe<Int>()
            let subscription = source.throttle(.microseconds(10), scheduler: scheduler)
                .sample(Observable<Int>.interval(.microseconds(15), scheduler: scheduler))
                .subscribe(probe)
            let disposer = Racer { subscription.dispose() }
            disposer.go()
            for index in 0..<100 { source.onNext(index) }
            disposer.waitUntilDone()
            #expect(!source.hasObservers)
        }
    }
}
