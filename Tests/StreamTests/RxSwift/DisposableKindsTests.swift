import Stream
import Synchronization
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/DisposableTest.swift, the refCount,
// scheduled and single assignment disposable cases, translated to Swift
// Testing: `XCTAssertEqual` became `#expect`. testScheduledDisposable_correctQueue
// checks the disposal runs from the scheduler with a `TestScheduler` instead
// of a dispatch queue and an expectation (no waiting in unit tests);
// testSingleAssignmentDisposable_stress is left out (a stress test, and
// this package's stress tests live in the *StressTests suites).
@Suite("RefCountDisposable, ScheduledDisposable, SingleAssignmentDisposable, BooleanDisposable (RxSwift's tests)")
struct DisposableKindsTests {
    @Test func testRefCountDisposable_RefCounting() {
        let d = BooleanDisposable()
        let r = RefCountDisposable(disposable: d)

        #expect(r.isDisposed == false)

        let d1 = r.retain()
        let d2 = r.retain()

        #expect(d.isDisposed == false)

        d1.dispose()
        #expect(d.isDisposed == false)

        d2.dispose()
        #expect(d.isDisposed == false)

        r.dispose()
        #expect(d.isDisposed == true)

        let d3 = r.retain()
        d3.dispose()
    }

    @Test func testRefCountDisposable_PrimaryDisposesFirst() {
        let d = BooleanDisposable()
        let r = RefCountDisposable(disposable: d)

        #expect(r.isDisposed == false)

        let d1 = r.retain()
        let d2 = r.retain()

        #expect(d.isDisposed == false)

        d1.dispose()
        #expect(d.isDisposed == false)

        r.dispose()
        #expect(d.isDisposed == false)

        d2.dispose()
        #expect(d.isDisposed == true)
    }

    @Test func testScheduledDisposable_correctQueue() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposedAt = Mutex<[Int]>([])

        let testDisposable = Disposables.create {
            disposedAt.withLock { $0.append(scheduler.clock) }
        }

        scheduler.advanceTo(10)
        let scheduledDisposable = ScheduledDisposable(scheduler: scheduler, disposable: testDisposable)
        scheduledDisposable.dispose()
        #expect(disposedAt.withLock { $0 } == [])
        #expect(!scheduledDisposable.isDisposed)

        scheduler.start()
        #expect(disposedAt.withLock { $0 } == [10])
        #expect(scheduledDisposable.isDisposed)
    }

    @Test func testSingleAssignmentDisposable_firstDisposedThenSet() {
        let singleAssignmentDisposable = SingleAssignmentDisposable()

        singleAssignmentDisposable.dispose()

        let testDisposable = TestDisposable()

        singleAssignmentDisposable.setDisposable(testDisposable)

        #expect(testDisposable.count == 1)
        singleAssignmentDisposable.dispose()
        #expect(testDisposable.count == 1)
    }

    @Test func testSingleAssignmentDisposable_firstSetThenDisposed() {
        let singleAssignmentDisposable = SingleAssignmentDisposable()

        let testDisposable = TestDisposable()

        singleAssignmentDisposable.setDisposable(testDisposable)

        #expect(testDisposable.count == 0)
        singleAssignmentDisposable.dispose()
        #expect(testDisposable.count == 1)

        singleAssignmentDisposable.dispose()
        #expect(testDisposable.count == 1)
    }

    // Beyond RxSwift's tests: BooleanDisposable's two initializers.
    @Test func booleanDisposableRemembersDisposal() {
        let fresh = BooleanDisposable()
        #expect(!fresh.isDisposed)
        fresh.dispose()
        #expect(fresh.isDisposed)
        #expect(BooleanDisposable(isDisposed: true).isDisposed)
    }
}

/// Counts its `dispose()` calls.
private final class TestDisposable: Disposable {
    private let calls = Mutex(0)
    var count: Int { calls.withLock { $0 } }
    func dispose() {
        calls.withLock { $0 += 1 }
    }
}
