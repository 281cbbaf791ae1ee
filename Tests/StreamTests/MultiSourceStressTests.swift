import Foundation
import Synchronization
import Testing
@testable import Stream
import TestExecutors

/// Runs `body(index)` on `count` fresh threads released together, and waits for all.
private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    let gate = DispatchSemaphore(value: 0)
    for index in 0..<count {
        group.enter()
        Thread {
            gate.wait()
            body(index)
            group.leave()
        }.start()
    }
    for _ in 0..<count { gate.signal() }
    waitForStressThreads(group)
}

/// Records what a subscription saw, from any thread, and counts grammar
/// violations: calls that overlap (concurrent delivery) and events after a
/// terminal event. It is a raw `ObserverNode`, so nothing between it and the
/// operator under test filters events out.
private final class ConcurrentRecorder<Element>: ObserverNode<Element>, @unchecked Sendable {  // state under `lock` or atomic
    private let inside = Atomic<Int>(0)
    private let overlapCount = Atomic<Int>(0)
    private let lock = NSLock()
    private var recordedElements: [Element] = []
    private var recordedTerminals: [Event<Element>] = []
    private var eventsAfterTerminal = 0

    var observer: ConcurrentRecorder<Element> { self }

    /// Runs after each element is recorded, inside the delivery (slow
    /// downstream work, say). Set before subscribing.
    nonisolated(unsafe) var afterElement: (Element) -> Void = { _ in }

    override func onNext(_ element: Element) {
        record(.next(element))
        afterElement(element)
    }
    override func onError(_ error: any Error) { record(.error(error)) }
    override func onCompleted() { record(.completed) }

    private func record(_ event: Event<Element>) {
        if inside.add(1, ordering: .acquiringAndReleasing).oldValue != 0 {
            overlapCount.add(1, ordering: .relaxed)
        }
        lock.withLock {
            if !recordedTerminals.isEmpty { eventsAfterTerminal += 1 }
            switch event {
            case .next(let element): recordedElements.append(element)
            case .error, .completed: recordedTerminals.append(event)
            }
        }
        inside.subtract(1, ordering: .acquiringAndReleasing)
    }

    var elements: [Element] { lock.withLock { recordedElements } }
    var terminals: [Event<Element>] { lock.withLock { recordedTerminals } }
    var overlaps: Int { overlapCount.load(ordering: .acquiring) }
    var violations: Int { lock.withLock { eventsAfterTerminal } }
}

/// A minimal hot source for stress tests: subscribers may come and go on any
/// thread while `send` runs on others. Its lock is an NSLock, which
/// ThreadSanitizer understands (it does not see `Mutex`'s ordering on Linux,
/// so a subject subscribed during emission would be reported as racy).
private final class LockedSubject<Element>: @unchecked Sendable {  // state under `lock`
    private let lock = NSLock()
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    var observable: Observable<Element> {
        Observable.create { observer in
            let key = self.lock.withLock {
                defer { self.nextKey += 1 }
                self.observers[self.nextKey] = observer
                return self.nextKey
            }
            return Disposables.create { self.lock.withLock { self.observers[key] = nil } }
        }
    }

    var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    func send(_ event: Event<Element>) {
        let current = lock.withLock { Array(observers.values) }
        for observer in current { observer.on(event) }
    }
}

private let threadCount = 4
private let perThread = 10_000
/// For the secondary scenarios, so the suite stays well under two seconds under TSAN.
private let perThreadSecondary = 4_000

/// Element `i` of thread `t`, so order and origin can be checked afterwards.
private func tagged(_ thread: Int, _ index: Int) -> Int { thread * 1_000_000 + index }

/// `true` when every thread's elements arrived once each, in the order sent.
private func eachThreadInOrder(_ elements: [Int]) -> Bool {
    var next = Array(repeating: 0, count: threadCount)
    for element in elements {
        let thread = element / 1_000_000, index = element % 1_000_000
        guard next[thread] == index else { return false }
        next[thread] += 1
    }
    return next.allSatisfy { $0 == perThread }
}

@Suite("Multi-source operators: Stress", .serialized, .onAThreadOfItsOwn)
struct MultiSourceStressTests {
    @Test func mergeFromSeveralThreadsLosesAndDuplicatesNothing() {
        let subjects = (0..<threadCount).map { _ in PublishSubject<Int>() }
        let recorder = ConcurrentRecorder<Int>()
        _ = Observable.merge(subjects).subscribe(recorder.observer)
        onThreads(threadCount) { thread in
            for index in 0..<perThread { subjects[thread].onNext(tagged(thread, index)) }
            subjects[thread].onCompleted()
        }
        #expect(recorder.elements.count == threadCount * perThread)
        #expect(eachThreadInOrder(recorder.elements))
        #expect(recorder.terminals == [.completed])
        #expect(recorder.overlaps == 0)
        #expect(recorder.violations == 0)
    }

    @Test func flatMapInnersFromSeveralThreadsLoseAndDuplicateNothing() {
        let inners = (0..<threadCount).map { _ in PublishSubject<Int>() }
        let source = PublishSubject<Int>()
        let recorder = ConcurrentRecorder<Int>()
        _ = source.flatMap { inners[$0] }.subscribe(recorder.observer)
        for index in 0..<threadCount { source.onNext(index) }
        source.onCompleted()
        onThreads(threadCount) { thread in
            for index in 0..<perThread { inners[thread].onNext(tagged(thread, index)) }
            inners[thread].onCompleted()
        }
        #expect(recorder.elements.count == threadCount * perThread)
        #expect(eachThreadInOrder(recorder.elements))
        #expect(recorder.terminals == [.completed])
        #expect(recorder.overlaps == 0)
        #expect(recorder.violations == 0)
    }

    @Test func flatMapSubscribingWhileInnersEmitOnOtherThreads() {
        // One thread keeps adding inners while three threads pump the inner
        // sources those inners subscribe to.
        let sources = (0..<threadCount).map { _ in LockedSubject<Int>() }
        let outer = LockedSubject<Int>()
        let recorder = ConcurrentRecorder<Int>()
        _ = outer.observable.flatMap { sources[$0 % threadCount].observable.take(100) }.subscribe(recorder.observer)
        onThreads(threadCount) { thread in
            if thread == 0 {
                for index in 0..<400 { outer.send(.next(index)) }
                outer.send(.completed)
            } else {
                for index in 0..<perThreadSecondary { sources[thread].send(.next(index)) }
            }
        }
        for source in sources { source.send(.completed) }
        #expect(recorder.terminals == [.completed])
        #expect(recorder.overlaps == 0)
        #expect(recorder.violations == 0)
        #expect(sources.allSatisfy { !$0.hasObservers })
    }

    @Test func flatMapLatestSwitchingWhileInnersEmitOnOtherThreads() {
        let sources = (0..<threadCount).map { _ in LockedSubject<Int>() }
        let outer = LockedSubject<Int>()
        let recorder = ConcurrentRecorder<Int>()
        _ = outer.observable.flatMapLatest { sources[$0 % threadCount].observable }.subscribe(recorder.observer)
        onThreads(threadCount) { thread in
            if thread == 0 {
                for index in 0..<400 { outer.send(.next(index)) }
                outer.send(.completed)
            } else {
                for index in 0..<perThreadSecondary { sources[thread].send(.next(index)) }
            }
        }
        #expect(recorder.terminals.isEmpty)
        sources[399 % threadCount].send(.completed)
        #expect(recorder.terminals == [.completed])
        #expect(recorder.overlaps == 0)
        #expect(recorder.violations == 0)
        #expect(sources.allSatisfy { !$0.hasObservers })
    }

    /// Each new inner starts with a marker, sent synchronously as it is
    /// subscribed: after generation `g`'s marker, only generation `g`'s inner
    /// may deliver until the next marker. An element of a superseded inner
    /// that had passed its own checks just as the switch happened must not
    /// come after the newer inner's elements.
    @Test func flatMapLatestDeliversNothingFromASupersededInnerAfterTheNewOne() {
        let emitters = threadCount - 1
        let sources = (0..<emitters).map { _ in LockedSubject<Int>() }
        let outer = LockedSubject<Int>()
        let recorder = ConcurrentRecorder<Int>()
        let generations = 2_000
        _ = outer.observable
            .flatMapLatest { generation in
                sources[generation % emitters].observable.startWith(-(generation + 1))
            }
            .subscribe(recorder.observer)
        let switching = Atomic<Bool>(true)
        onThreads(threadCount) { thread in
            if thread == 0 {
                for generation in 0..<generations { outer.send(.next(generation)) }
                switching.store(false, ordering: .releasing)
            } else {
                var index = 0
                while switching.load(ordering: .acquiring) {
                    sources[thread - 1].send(.next(index * emitters + thread - 1))  // its emitter: element % emitters
                    index += 1
                }
            }
        }
        var current: Int?
        var stale = 0
        for element in recorder.elements {
            if element < 0 {
                current = (-element - 1) % emitters
            } else if element % emitters != current {
                stale += 1
            }
        }
        #expect(stale == 0)
        #expect(recorder.overlaps == 0)
    }

    /// What the current inner sent before a switch is delivered even when it
    /// waited behind a slow delivery: the switching thread waits until two
    /// sends to the current inner have returned, then switches; both must be
    /// delivered, and nothing of the other emitter may follow a newer marker.
    @Test func flatMapLatestDeliversWhatTheCurrentInnerSentBeforeASwitch() {
        let sources = [LockedSubject<Int>(), LockedSubject<Int>()]
        let outer = LockedSubject<Int>()
        let recorder = ConcurrentRecorder<Int>()
        recorder.afterElement = { element in
            guard element < 0 else { return }  // a marker: slow work, so that other events queue
            let end = DispatchTime.now().uptimeNanoseconds + 20_000
            while DispatchTime.now().uptimeNanoseconds < end {}
        }
        let generations = 300
        _ = outer.observable
            .flatMapLatest { generation in sources[generation % 2].observable.startWith(-(generation + 1)) }
            .subscribe(recorder.observer)
        let subscribed = Atomic<Int>(-1)
        let finished = Atomic<Bool>(false)
        let sentLock = NSLock()
        // The elements whose send returned while generation g was subscribed, by g.
        nonisolated(unsafe) var sentDuring: [Int: [Int]] = [:]
        onThreads(3) { thread in
            if thread == 0 {
                for generation in 0..<generations {
                    outer.send(.next(generation))
                    subscribed.store(generation, ordering: .releasing)
                    while sentLock.withLock({ (sentDuring[generation]?.count ?? 0) < 2 }) {}
                }
                finished.store(true, ordering: .releasing)
            } else {
                let emitter = thread - 1
                var count = 0
                while !finished.load(ordering: .acquiring) {
                    let generation = subscribed.load(ordering: .acquiring)
                    guard generation >= 0 else { continue }
                    let element = count * 2 + emitter  // its emitter: element % 2
                    count += 1
                    sources[emitter].send(.next(element))
                    if generation % 2 == emitter {
                        sentLock.withLock { sentDuring[generation, default: []].append(element) }
                    }
                }
            }
        }
        let delivered = recorder.elements
        let deliveredSet = Set(delivered)
        let missing = sentLock.withLock {
            (0..<generations - 1).flatMap { (sentDuring[$0] ?? []).prefix(2) }.filter { !deliveredSet.contains($0) }
        }
        var current = -1
        var stale = 0
        for element in delivered {
            if element < 0 { current = (-element - 1) % 2 } else if element % 2 != current { stale += 1 }
        }
        #expect(missing.isEmpty, "\(missing.count) elements missing, the first: \(missing.prefix(4))")
        #expect(stale == 0)
        #expect(recorder.overlaps == 0)
    }

    /// The current inner completing on one thread while the source completes
    /// on another: exactly one completion, after the inner's element.
    @Test func flatMapLatestCompletesOnceWhenInnerAndSourceCompleteOnTwoThreads() {
        for _ in 0..<300 {
            let source = LockedSubject<Int>(), inner = LockedSubject<Int>()
            let recorder = ConcurrentRecorder<Int>()
            _ = source.observable.flatMapLatest { _ in inner.observable }.subscribe(recorder.observer)
            source.send(.next(0))
            onThreads(2) { thread in
                if thread == 0 {
                    inner.send(.next(1))
                    inner.send(.completed)
                } else {
                    source.send(.completed)
                }
            }
            #expect(recorder.elements == [1])
            #expect(recorder.terminals == [.completed])
            #expect(!source.hasObservers && !inner.hasObservers)
        }
    }

    /// The current inner failing on one thread while the source switches to a
    /// silent inner and completes on another: one terminal event either way
    /// (the error, or, when the switch came first, the completion once the new
    /// inner completes), and nothing stays subscribed.
    @Test func flatMapLatestEndsOnceWhenTheCurrentInnerFailsWhileTheSourceSwitches() {
        for _ in 0..<300 {
            let source = LockedSubject<Int>(), first = LockedSubject<Int>(), second = LockedSubject<Int>()
            let recorder = ConcurrentRecorder<Int>()
            _ = source.observable
                .flatMapLatest { $0 == 0 ? first.observable : second.observable }
                .subscribe(recorder.observer)
            source.send(.next(0))
            onThreads(2) { thread in
                if thread == 0 {
                    first.send(.next(1))
                    first.send(.error(TestError(id: 1)))
                } else {
                    source.send(.next(1))
                    source.send(.completed)
                }
            }
            if recorder.terminals.isEmpty {
                // The switch came first; `first`'s element came before or after it.
                #expect(recorder.elements.allSatisfy { $0 == 1 })
                second.send(.completed)
                #expect(recorder.terminals == [.completed])
            } else {
                #expect(recorder.elements == [1])
                #expect(recorder.terminals == [.error(TestError(id: 1))])
            }
            #expect(!first.hasObservers && !second.hasObservers && !source.hasObservers)
        }
    }

    @Test func disposingWhileSeveralThreadsEmitIsSafe() {
        let sources = (0..<threadCount).map { _ in LockedSubject<Int>() }
        let recorder = ConcurrentRecorder<Int>()
        let subscription = Observable.merge(sources.map(\.observable)).subscribe(recorder.observer)
        onThreads(threadCount + 1) { thread in
            if thread == threadCount {
                subscription.dispose()
            } else {
                for index in 0..<perThread / 4 { sources[thread].send(.next(index)) }
            }
        }
        #expect(sources.allSatisfy { !$0.hasObservers })
        #expect(recorder.terminals.isEmpty)
        #expect(recorder.overlaps == 0)
    }

    @Test func zipFromTwoThreadsPairsEveryElement() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let recorder = ConcurrentRecorder<Int>()
        _ = Observable.zip(a, b) { x, y in x == y ? x : -1 }.subscribe(recorder.observer)
        onThreads(2) { thread in
            let subject = thread == 0 ? a : b
            for index in 0..<perThreadSecondary { subject.onNext(index) }
            subject.onCompleted()
        }
        #expect(recorder.elements == Array(0..<perThreadSecondary))
        #expect(recorder.terminals == [.completed])
        #expect(recorder.overlaps == 0)
        #expect(recorder.violations == 0)
    }

    @Test func combineLatestFromTwoThreadsKeepsEachSideInOrder() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let recorder = ConcurrentRecorder<[Int]>()
        _ = Observable.combineLatest([a, b]).subscribe(recorder.observer)
        onThreads(2) { thread in
            let subject = thread == 0 ? a : b
            for index in 0..<perThreadSecondary { subject.onNext(index) }
            subject.onCompleted()
        }
        let combos = recorder.elements
        #expect(combos.last == [perThreadSecondary - 1, perThreadSecondary - 1])
        #expect(zip(combos, combos.dropFirst()).allSatisfy { $0[0] <= $1[0] && $0[1] <= $1[1] })
        #expect(recorder.terminals == [.completed])
        #expect(recorder.overlaps == 0)
        #expect(recorder.violations == 0)
    }

    @Test func takeUntilFiredFromAnotherThreadEndsCleanly() {
        let source = LockedSubject<Int>(), notifier = LockedSubject<Void>()
        let recorder = ConcurrentRecorder<Int>()
        _ = source.observable.take(until: notifier.observable).subscribe(recorder.observer)
        onThreads(2) { thread in
            if thread == 0 {
                for index in 0..<perThreadSecondary { source.send(.next(index)) }
            } else {
                for _ in 0..<1_000 { _ = source.hasObservers }
                notifier.send(.next(()))
            }
        }
        let elements = recorder.elements
        #expect(elements == Array(0..<elements.count))
        #expect(recorder.terminals == [.completed])
        #expect(recorder.overlaps == 0)
        #expect(recorder.violations == 0)
        #expect(!source.hasObservers && !notifier.hasObservers)
    }

    @Test func serialDrainNeverDeliversConcurrently() {
        let drain = SerialDrain<Int>()
        let inside = Atomic<Int>(0), overlaps = Atomic<Int>(0), delivered = Atomic<Int>(0)
        onThreads(threadCount) { _ in
            for value in 0..<perThread {
                drain.submit(value) { _ in
                    if inside.add(1, ordering: .acquiringAndReleasing).oldValue != 0 {
                        overlaps.add(1, ordering: .relaxed)
                    }
                    delivered.add(1, ordering: .relaxed)
                    inside.subtract(1, ordering: .acquiringAndReleasing)
                }
            }
        }
        #expect(delivered.load(ordering: .acquiring) == threadCount * perThread)
        #expect(overlaps.load(ordering: .acquiring) == 0)
    }

    @Test func mergeFailingOnOneThreadWhileAnInnerCompletesOnAnother() {
        // The failure tears the sink down while the other inner ends: that
        // inner's end must be ignored (freeing a slot of the emptied slot
        // table would trap).
        for _ in 0..<1_000 {
            let failing = LockedSubject<Int>()
            let completing = LockedSubject<Int>()
            let recorder = ConcurrentRecorder<Int>()
            let subscription = Observable.of(failing.observable, completing.observable).merge().subscribe(recorder)
            onThreads(2) { thread in
                if thread == 0 { failing.send(.error(TestError(id: 1))) } else { completing.send(.completed) }
            }
            #expect(recorder.terminals.count == 1)
            #expect(recorder.violations == 0)
            subscription.dispose()
        }
    }
}
