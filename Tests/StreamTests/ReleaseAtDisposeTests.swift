import Dispatch
import Foundation
import Testing
@testable import Stream

/// Work a disposal leaves queued on a scheduler (an unsubscription that must
/// run there, a timer's cancellation) must not keep the chain below alive:
/// what the subscriber's closures captured goes when `dispose()` returns,
/// however busy that scheduler's queue is.
@Suite("Released at dispose, with the scheduler's queue busy")
struct ReleaseAtDisposeTests {
    final class Captured: Sendable {}

    /// A serial queue the test holds busy until it lets go.
    final class HeldQueue: Sendable {
        let queue = DispatchQueue(label: "held")
        private let entered = DispatchSemaphore(value: 0)
        private let released = DispatchSemaphore(value: 0)

        func hold() {
            queue.async { [entered, released] in
                entered.signal()
                _ = released.wait(timeout: .now() + 10)
            }
            waitFor(entered)
        }

        func letGo() {
            released.signal()
            queue.sync {}
        }
    }

    @Test func subscribeOnLetsGoOfTheSubscriberAtDispose() {
        let held = HeldQueue()
        let subject = PublishSubject<Int>()
        weak var captured: Captured?
        let subscription: any Disposable = {
            let value = Captured()
            captured = value
            return subject.subscribeOn(SerialDispatchQueueScheduler(queue: held.queue))
                .subscribe(onNext: { _ in withExtendedLifetime(value) {} })
        }()
        held.queue.sync {}  // the subscription has run
        #expect(subject.hasObservers)
        held.hold()
        subscription.dispose()
        #expect(captured == nil)
        held.letGo()
        #expect(!subject.hasObservers)  // the unsubscription still ran on the queue
    }

    @Test func anIntervalLetsGoOfTheSubscriberAtDispose() {
        let held = HeldQueue()
        weak var captured: Captured?
        let subscription: any Disposable = {
            let value = Captured()
            captured = value
            return Observable<Int>.interval(.seconds(3600), scheduler: SerialDispatchQueueScheduler(queue: held.queue))
                .subscribe(onNext: { _ in withExtendedLifetime(value) {} })
        }()
        held.hold()
        subscription.dispose()
        #expect(captured == nil)
        held.letGo()
    }
}
