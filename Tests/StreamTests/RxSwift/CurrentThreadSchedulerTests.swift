import Dispatch
import Foundation
import Stream
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/CurrentThreadSchedulerTest.swift,
// translated to Swift Testing (`XCTAssert...` became `#expect`), and the
// promises of `schedule`'s disposable beside them.
@Suite("CurrentThreadScheduler (RxSwift's tests)")
struct CurrentThreadSchedulerTests {
    @Test func scheduleRequired() {
        #expect(CurrentThreadScheduler.isScheduleRequired)

        var executed = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            executed = true
            #expect(!CurrentThreadScheduler.isScheduleRequired)
            return Disposables.create()
        }

        #expect(executed)
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test func basicScenario() {
        #expect(CurrentThreadScheduler.isScheduleRequired)

        var messages = [Int]()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            messages.append(1)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                messages.append(3)
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
                messages.append(4)
                return Disposables.create()
            }
            messages.append(2)
            return Disposables.create()
        }

        #expect(messages == [1, 2, 3, 4, 5])
    }

    @Test func disposing1() {
        #expect(CurrentThreadScheduler.isScheduleRequired)

        var messages = [Int]()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            messages.append(1)
            let disposable = CurrentThreadScheduler.instance.schedule(()) { _ in
                messages.append(3)
                let disposable = CurrentThreadScheduler.instance.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
                disposable.dispose()
                messages.append(4)
                return disposable
            }
            messages.append(2)
            return disposable
        }

        #expect(messages == [1, 2, 3, 4])
    }

    @Test func disposing2() {
        #expect(CurrentThreadScheduler.isScheduleRequired)

        var messages = [Int]()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            messages.append(1)
            let disposable = CurrentThreadScheduler.instance.schedule(()) { _ in
                messages.append(3)
                let disposable = CurrentThreadScheduler.instance.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
                messages.append(4)
                return disposable
            }
            disposable.dispose()
            messages.append(2)
            return disposable
        }

        #expect(messages == [1, 2])
    }

    @Test func queuedActionsRunInTheOrderTheyWereScheduled() {
        var messages = [String]()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            for name in ["a", "b"] {
                _ = CurrentThreadScheduler.instance.schedule(name) { name in
                    messages.append(name)
                    _ = CurrentThreadScheduler.instance.schedule(name + "'") { name in
                        messages.append(name)
                        return Disposables.create()
                    }
                    return Disposables.create()
                }
            }
            messages.append("outer")
            return Disposables.create()
        }

        #expect(messages == ["outer", "a", "b", "a'", "b'"])
    }

    @Test func disposingAfterTheActionRanDisposesWhatItReturned() {
        var disposed = false
        var queued: (any Disposable)?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            queued = CurrentThreadScheduler.instance.schedule(()) { _ in
                Disposables.create { disposed = true }
            }
            return Disposables.create()
        }

        #expect(!disposed)
        queued?.dispose()
        #expect(disposed)
    }

    @Test func eachThreadHasItsOwnTrampoline() {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var requiredElsewhere: Bool?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            Thread.detachNewThread {
                requiredElsewhere = CurrentThreadScheduler.isScheduleRequired
                done.signal()
            }
            done.wait()
            return Disposables.create()
        }
        #expect(requiredElsewhere == true)
    }

    @Test func theImmediateRunReturnsWhatTheActionReturned() {
        var disposed = false
        let disposable = CurrentThreadScheduler.instance.schedule(()) { _ in
            Disposables.create { disposed = true }
        }

        disposable.dispose()
        #expect(disposed)
    }
}
