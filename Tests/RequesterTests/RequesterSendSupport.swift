import Foundation
import Handlers
import Requester
import Stream
import Testing

/// What a `Requester.send` test sees, in one order: the presentable's calls
/// and the moments `send` returned or threw, each at its virtual time.
final class SendTimeline: Presentable, Sendable {
    enum Entry: Equatable, Sendable {
        case showLoading, hideLoading
        case showError(String)
        case unhandled
        case returned, threw
    }

    private let scheduler: TestScheduler
    private let recorded = Locked<[Entry]>([])

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    var entries: [Entry] { recorded.withLock { $0 } }

    func showError(error: String) { record(.showError(error)) }
    func showLoading() { record(.showLoading) }
    func hideLoading() { record(.hideLoading) }
    func onHandleErrorFailed(error: any Error) { record(.unhandled) }

    func record(_ entry: Entry) {
        recorded.withLock { $0.append(entry) }
    }

    /// `send`'s outcome, recorded after everything the presentable received by then.
    func recordingOutcome<T: Sendable>(of send: @escaping @Sendable () async throws -> T) -> @Sendable () async throws -> T {
        { [self] in
            do {
                let value = try await send()
                record(.returned)
                return value
            } catch {
                record(.threw)
                throw error
            }
        }
    }
}

/// Runs `body` in a task and drives `scheduler` until it ends: each turn runs
/// the actions due now (`runAll` runs every action queued, moving the clock
/// to each), then lets the other tasks go on. The clock moves only to times
/// something was scheduled at, so virtual times stay exact.
func drive<T: Sendable>(
    _ scheduler: TestScheduler, runAll: Bool = true, until extra: @escaping @Sendable () -> Bool = { true },
    _ body: @escaping @Sendable () async throws -> T
) async -> Result<T, any Error> {
    let finished = Locked(false)
    let task = Task {
        defer { finished.withLock { $0 = true } }
        return try await body()
    }
    await drive(scheduler, runAll: runAll) { finished.withLock { $0 } && extra() }
    return await task.result
}

/// Drives `scheduler` (see above) until `condition` holds.
func drive(_ scheduler: TestScheduler, runAll: Bool = true, until condition: @Sendable () -> Bool) async {
    while !condition() {
        if runAll { scheduler.start() } else { scheduler.advanceTo(scheduler.clock) }
        await Task.yield()
    }
}


/// A serial scheduler that keeps its actions until the test runs them, one
/// at a time, in order; `schedule` may come from any thread.
final class SteppedScheduler: SchedulerType, Sendable {
    private let queue = Locked<[@Sendable () -> Void]>([])

    var now: Date { Date(timeIntervalSince1970: 0) }
    /// How many actions wait.
    var pending: Int { queue.withLock { $0.count } }

    func schedule(_ action: @escaping () -> Void) -> any Disposable {
        // Run on the test's thread, one at a time, as a serial queue would.
        nonisolated(unsafe) let action = action
        queue.withLock { $0.append { action() } }
        return Disposables.create()
    }

    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable { schedule(action) }

    /// Runs the oldest action.
    func runNext() {
        let action = queue.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        action?()
    }
}
