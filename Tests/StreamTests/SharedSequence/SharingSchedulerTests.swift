import Stream
import Testing

/// `SharingScheduler`: a main scheduler per shared sequence, and the
/// task-local mock.
@Suite("SharingScheduler")
struct SharingSchedulerTests {
    @Test func makeGivesANewMainSchedulerEachTime() throws {
        let first = try #require(SharingScheduler.make() as? MainScheduler)
        let second = try #require(SharingScheduler.make() as? MainScheduler)
        #expect(first !== second)
    }

    @Test func mockHoldsInsideItsActionOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        var inside: (any SchedulerType)?
        SharingScheduler.mock(scheduler: scheduler) {
            inside = SharingScheduler.make()
        }
        #expect((inside as? TestScheduler) === scheduler)
        #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test func aSequenceBuiltUnderTheMockKeepsItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var driver: Driver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            driver = Driver.just(1)
        }
        let observer = scheduler.start { driver.asObservable() }
        #expect(observer.events == [.next(200, 1), .completed(200)])
    }

    /// The nested hop RxCocoa's per-driver scheduler exists for: an action
    /// of one main scheduler scheduled from inside another's running action
    /// runs at once; the same scheduler queues it behind the running one.
    /// Deterministic because the schedulers are new: nothing of theirs can
    /// be waiting in the main queue.
    @MainActor @Test func aNestedHopOnAnotherMainSchedulerRunsAtOnce() async {
        let outer = MainScheduler()
        let inner = MainScheduler()
        var log: [String] = []
        outer.schedule {
            inner.schedule { log.append("inner") }
            log.append("outer")
        }
        #expect(log == ["inner", "outer"])

        let shared = MainScheduler()
        log = []
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            shared.schedule {
                shared.schedule {
                    log.append("inner")
                    done.resume()
                }
                log.append("outer")
            }
        }
        #expect(log == ["outer", "inner"])
    }
}
