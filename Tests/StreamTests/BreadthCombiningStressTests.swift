import Foundation
import Synchronization
import Testing
@testable import Stream
import TestExecutors

/// withLatestFrom, sample, amb, switchLatest, flatMapFirst and skip(until:)
/// with their upstreams on different threads.
@Suite("Breadth combining operators: Stress", .serialized, .onAThreadOfItsOwn)
struct BreadthCombiningStressTests {
    private let count = 5_000

    @Test func withLatestFromReadsTheOtherStreamWhileItChanges() {
        let source = PublishSubject<Int>(), other = PublishSubject<Int>()
        let probe = BreadthProbe<Int>()
        _ = source.withLatestFrom(other).subscribe(probe)
        _ = runOnThreads(2) { [count] thread in
            for index in 0..<count {
                if thread == 0 { source.onNext(index) } else { other.onNext(index) }
            }
        }
        source.onCompleted()
        #expect(probe.followsTheGrammar)
        #expect(probe.elements.isNonDecreasing)  // the latest value only ever grows
        #expect(probe.terminations == [.completed])
    }

    @Test func withLatestFromErrorOfTheOtherRacingElements() {
        for _ in 0..<100 {
            let source = PublishSubject<Int>(), other = BehaviorSubject(value: 0)
            let probe = BreadthProbe<Int>()
            _ = source.withLatestFrom(other) { value, _ in value }.subscribe(probe)
            let racer = Racer { other.onError(TestError(id: 1)) }
            racer.go()
            for index in 0..<50 { source.onNext(index) }
            racer.waitUntilDone()
            #expect(probe.followsTheGrammar)
            #expect(probe.elements.isContiguous)
            #expect(probe.terminations == [.error(TestError(id: 1))])
        }
    }

    @Test func sampleTakesEachElementAtMostOnce() {
        let source = PublishSubject<Int>(), sampler = PublishSubject<Void>()
        let probe = BreadthProbe<Int>()
        _ = source.sample(sampler).subscribe(probe)
        _ = runOnThreads(2) { [count] thread in
            for index in 0..<count {
                if thread == 0 { source.onNext(index) } else { sampler.onNext(()) }
            }
        }
        source.onCompleted()
        sampler.onCompleted()
        #expect(probe.followsTheGrammar)
        #expect(probe.elements.isIncreasing)
        #expect(probe.elements.last == count - 1)  // the sampler's completion is a last tick
        #expect(probe.terminations == [.completed])
    }

    @Test func ambLetsExactlyOneSourceThrough() {
        let threads = 4, perSource = 100
        for _ in 0..<100 {
            let sources = (0..<threads).map { _ in PublishSubject<Int>() }
            let probe = BreadthProbe<Int>()
            _ = Observable.amb(sources.map { $0.asObservable() }).subscribe(probe)
            _ = runOnThreads(threads) { thread in
                for index in 0..<perSource { sources[thread].onNext(thread * 1_000 + index) }
                sources[thread].onCompleted()
            }
            let winner = (probe.elements.first ?? 0) / 1_000
            #expect(probe.followsTheGrammar)
            #expect(probe.elements == (0..<perSource).map { winner * 1_000 + $0 })
            #expect(probe.terminations == [.completed])
            #expect(sources.allSatisfy { !$0.hasObservers })
        }
    }

    @Test func switchLatestNeverDeliversASupersededInnerAfterANewerOne() {
        let emitters = 3, generations = 5_000
        let sources = (0..<emitters).map { _ in PublishSubject<Int>() }
        let outer = PublishSubject<Observable<Int>>()
        let probe = BreadthProbe<Int>()
        _ = outer.switchLatest().subscribe(probe)
        let switching = Atomic<Bool>(true)
        _ = runOnThreads(emitters + 1) { thread in
            if thread == 0 {
                for generation in 0..<generations {
                    outer.onNext(sources[generation % emitters].map { generation * 1_000_000 + $0 })
                }
                switching.store(false, ordering: .releasing)
            } else {
                var index = 0
                while switching.load(ordering: .acquiring) {
                    sources[thread - 1].onNext(index)
                    index += 1
                }
            }
        }
        outer.onCompleted()
        sources[(generations - 1) % emitters].onCompleted()
        #expect(probe.followsTheGrammar)
        #expect(probe.elements.map { $0 / 1_000_000 }.isNonDecreasing)
        #expect(probe.terminations == [.completed])
        #expect(sources.allSatisfy { !$0.hasObservers })
    }

    @Test func flatMapFirstWithInnersEndingOnOtherThreads() {
        let emitters = 3
        let sources = (0..<emitters).map { _ in PublishSubject<Int>() }
        let outer = PublishSubject<Int>()
        let probe = BreadthProbe<Int>()
        _ = outer.flatMapFirst { sources[$0 % emitters].take(20) }.subscribe(probe)
        let emitting = Atomic<Bool>(true)
        _ = runOnThreads(emitters + 1) { [count] thread in
            if thread == 0 {
                for index in 0..<count { outer.onNext(index) }
                emitting.store(false, ordering: .releasing)
            } else {
                var index = 0
                while emitting.load(ordering: .acquiring) {
                    sources[thread - 1].onNext(index)
                    index += 1
                }
            }
        }
        outer.onCompleted()
        for source in sources { source.onCompleted() }
        #expect(probe.followsTheGrammar)
        #expect(probe.terminations == [.completed])
        #expect(sources.allSatisfy { !$0.hasObservers })
    }

    @Test func skipUntilOpeningWhileTheSourceEmits() {
        for _ in 0..<100 {
            let source = PublishSubject<Int>(), notifier = PublishSubject<Void>()
            let probe = BreadthProbe<Int>()
            _ = source.skip(until: notifier).subscribe(probe)
            let racer = Racer { notifier.onNext(()) }
            racer.go()
            for index in 0..<50 { source.onNext(index) }
            racer.waitUntilDone()
            source.onCompleted()
            #expect(probe.followsTheGrammar)
            #expect(probe.elements.isContiguous)
            #expect(probe.elements.isEmpty || probe.elements.last == 49)
            #expect(probe.terminations == [.completed])
            #expect(!notifier.hasObservers)
        }
    }
}
