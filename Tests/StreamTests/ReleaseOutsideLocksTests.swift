import Foundation
import Testing
@testable import Stream

/// An element a subject or an operator lets go of (replaced, evicted,
/// dropped at an error or a dispose) is released after the lock that
/// guarded it: its deinit may run user code, and that code may call the very
/// subject or chain that let go of it. Released under the (non-reentrant)
/// lock, such a deinit deadlocks its thread.
@Suite("Elements are released outside the locks that held them")
struct ReleaseOutsideLocksTests {
    /// Runs `body` on a thread of its own and answers whether it returned
    /// (a deadlocked thread never does; it is left behind, blocked, and the
    /// test ends at its `#require` without touching the locked chain again).
    func finishes(_ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        // A bound for a deadlock, not a wait for time to pass: it returns as soon as `body` does.
        return done.wait(timeout: .now() + 10) == .success
    }

    @Test func aBehaviorSubjectsReplacedValueMayReadTheSubject() throws {
        let subject = BehaviorSubject<DeinitAction?>(value: nil)
        let seen = Locked<[Bool]>([])
        try #require(finishes {
            subject.onNext(DeinitAction { seen.withLock { $0.append(subject.hasObservers) } })
            subject.onNext(nil)  // replaces the action: its deinit asks the subject
        })
        #expect(seen.withLock { $0 } == [false])
    }

    @Test func aReplaySubjectsEvictedElementMayCallTheSubject() throws {
        let subject = ReplaySubject<DeinitAction>.create(bufferSize: 1)
        let values = Locked<[Int]>([])
        let subscription = subject.subscribe(onNext: { action in values.withLock { $0.append(action.id) } })
        try #require(finishes {
            subject.onNext(DeinitAction(id: 1) { subject.onNext(DeinitAction(id: 3) {}) })
            subject.onNext(DeinitAction(id: 2) {})  // evicts 1, whose deinit sends 3
        })
        #expect(values.withLock { $0 } == [1, 2, 3])
        subscription.dispose()
    }

    @Test func debouncesReplacedElementMaySendIntoTheChain() throws {
        let scheduler = TestScheduler()
        let source = PublishSubject<DeinitAction>()
        let values = Locked<[Int]>([])
        let subscription = source.debounce(.seconds(10), scheduler: scheduler)
            .subscribe(onNext: { action in values.withLock { $0.append(action.id) } })
        try #require(finishes {
            source.onNext(DeinitAction(id: 1) { source.onNext(DeinitAction(id: 3) {}) })
            source.onNext(DeinitAction(id: 2) {})  // replaces 1, whose deinit sends 3
        })
        scheduler.start()
        #expect(values.withLock { $0 } == [3])
        subscription.dispose()
    }

    @Test func delaysDroppedElementsMayDisposeTheChain() throws {
        let scheduler = TestScheduler()
        let source = PublishSubject<DeinitAction>()
        let subscription = Locked<(any Disposable)?>(nil)
        let errors = Locked(0)
        subscription.withLock {
            $0 = source.delay(.seconds(10), scheduler: scheduler)
                .subscribe(onError: { _ in errors.withLock { $0 += 1 } })
        }
        try #require(finishes {
            source.onNext(DeinitAction { subscription.withLock { $0 }?.dispose() })
            source.onError(TestError(id: 1))  // drops the waiting action: its deinit disposes
        })
        scheduler.start()
        #expect(errors.withLock { $0 } == 1)
    }
}

/// Runs `action` when it is released.
final class DeinitAction: Sendable {
    let id: Int
    private let action: @Sendable () -> Void

    init(id: Int = 0, _ action: @escaping @Sendable () -> Void) {
        self.id = id
        self.action = action
    }

    deinit { action() }
}
