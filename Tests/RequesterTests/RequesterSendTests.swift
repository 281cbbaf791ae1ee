import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing

/// `Requester.send(options:_:)`: an async operation with `request`'s
/// loading, resuming and routing, driven in virtual time (the operation's
/// own task is real; everything the requester schedules is on the clock).
@Suite("Requester.send, in virtual time")
struct RequesterSendTests {
    let scheduler = TestScheduler()

    @Test func returnsTheValueAfterHidingLoading() async throws {
        let timeline = SendTimeline(scheduler: scheduler)
        let requester = Requester(presentable: timeline, handlers: HandlerRegistry())
        let options = virtualOptions(scheduler).build()
        let result = await drive(scheduler, timeline.recordingOutcome { try await requester.send(options: options) { 42 } })
        #expect(try result.get() == 42)
        #expect(timeline.entries == [.showLoading, .hideLoading, .returned])
    }

    /// The value reaches `send` while `hideLoading()` still waits on the
    /// observe scheduler: `send` returns only once that ran.
    @Test func sendWaitsForTheHideQueuedOnTheObserveScheduler() async throws {
        let observe = SteppedScheduler()
        let timeline = SendTimeline(scheduler: scheduler)
        let requester = Requester(presentable: timeline, handlers: HandlerRegistry())
        let options = RequestOptions.Builder()
            .observeOnScheduler(observe).subscribeOnScheduler(ImmediateScheduler.instance).build()
        let finished = Locked(false)
        let task = Task {
            defer { finished.withLock { $0 = true } }
            return try await timeline.recordingOutcome { try await requester.send(options: options) { 5 } }()
        }
        for _ in 0..<3 {  // showLoading, the value (which queues the hide), the hide
            while observe.pending == 0 { await Task.yield() }
            observe.runNext()
        }
        // Only the wait of `send` itself is left; nothing has returned before it ran.
        for _ in 0..<10_000 where observe.pending == 0 && !finished.withLock({ $0 }) { await Task.yield() }
        for _ in 0..<100 { await Task.yield() }
        #expect(!finished.withLock { $0 })
        #expect(observe.pending == 1)
        #expect(timeline.entries == [.showLoading, .hideLoading])
        observe.runNext()
        #expect(try await task.value == 5)
        #expect(timeline.entries == [.showLoading, .hideLoading, .returned])
    }

    @Test func withLoadingOffThePresentableHearsNothing() async throws {
        let timeline = SendTimeline(scheduler: scheduler)
        let requester = Requester(presentable: timeline, handlers: HandlerRegistry())
        let options = virtualOptions(scheduler).showLoading(false).build()
        let result = await drive(scheduler, timeline.recordingOutcome { try await requester.send(options: options) { "ok" } })
        #expect(try result.get() == "ok")
        #expect(timeline.entries == [.returned])
    }

    @Test func anErrorIsRoutedAndLoadingHiddenBeforeSendThrows() async {
        let timeline = SendTimeline(scheduler: scheduler)
        let registry = HandlerRegistry()
        let handler = MessageStatusHandler(codes: [404], message: "Not there")
        registry.statusCodeHandlers = [handler]
        let requester = Requester(presentable: timeline, handlers: registry)
        let options = virtualOptions(scheduler).build()
        let result = await drive(scheduler, timeline.recordingOutcome {
            try await requester.send(options: options) { () async throws -> Int in
                throw HTTPError(response: HTTPResponse(statusCode: 404))
            }
        })
        #expect((result.failure as? HTTPError)?.response.statusCode == 404)
        #expect(handler.calls == 1)
        #expect(timeline.entries == [.showLoading, .showError("Not there"), .hideLoading, .threw])
    }

    @Test func concurrent401sShareOneRefreshAndEachOperationIsCalledAgain() async throws {
        let fixture = AuthFixture(scheduler: scheduler)
        let registry = HandlerRegistry()
        registry.resumableHandlers = [fixture.tokenRefreshHandler()]
        let timeline = SendTimeline(scheduler: scheduler)
        let requester = Requester(presentable: timeline, handlers: registry)
        let options = virtualOptions(scheduler).build()
        // Each call reads the token at that moment: the resumed call sends the fresh one.
        let results = await drive(scheduler) {
            try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<3 {
                    group.addTask {
                        try await requester.send(options: options) { try await fixture.request(index).first() ?? -1 }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(try results.get().sorted() == [0, 1, 2])
        #expect(fixture.refreshes == 1)
        #expect(fixture.requests == 6)
        #expect(timeline.entries == [.showLoading, .hideLoading])
    }

    @Test func cancellingTheTaskCancelsTheOperationRoutesNothingAndHidesLoading() async {
        let timeline = SendTimeline(scheduler: scheduler)
        let routed = Locked(0)
        let requester = Requester(presentable: timeline, handlers: HandlerRegistry())
        let options = virtualOptions(scheduler).doOnError { _ in routed.withLock { $0 += 1 } }.build()
        let started = Locked(false)
        let operationCancelled = Locked(false)
        let scheduler = scheduler
        let task = Task {
            try await timeline.recordingOutcome {
                try await requester.send(options: options) { () async throws -> Int in
                    started.withLock { $0 = true }
                    do {
                        // A reply at 1000 s, which this test never lets come.
                        return try await Observable<Int>.timer(.seconds(1000), scheduler: scheduler).first() ?? 0
                    } catch {
                        operationCancelled.withLock { $0 = error is CancellationError }
                        throw error
                    }
                }
            }()
        }
        await drive(scheduler, runAll: false) { started.withLock { $0 } }
        task.cancel()
        let finished = Locked(false)
        Task { _ = await task.result; finished.withLock { $0 = true } }
        await drive(scheduler, runAll: false) { finished.withLock { $0 } && operationCancelled.withLock { $0 } }
        #expect(await task.result.failure is CancellationError)
        #expect(operationCancelled.withLock { $0 })
        #expect(routed.withLock { $0 } == 0)
        #expect(timeline.entries == [.showLoading, .hideLoading, .threw])
        #expect(scheduler.clock == 0)
    }

    @Test func aTaskCancelledBeforeSendNeverCallsTheOperation() async {
        let timeline = SendTimeline(scheduler: scheduler)
        let requester = Requester(presentable: timeline, handlers: HandlerRegistry())
        let options = virtualOptions(scheduler).build()
        let called = Locked(false)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await requester.send(options: options) { called.withLock { $0 = true } }
        }
        #expect(await task.result.failure is CancellationError)
        scheduler.start()
        #expect(!called.withLock { $0 })
        #expect(timeline.entries.isEmpty)
    }

    @Test func withImmediateSchedulersNothingWaitsForAClock() async throws {
        let timeline = SendTimeline(scheduler: scheduler)
        let options = RequestOptions.Builder()
            .observeOnScheduler(ImmediateScheduler.instance).subscribeOnScheduler(ImmediateScheduler.instance).build()
        let requester = Requester(presentable: timeline, handlers: HandlerRegistry(), defaultOptions: options)
        #expect(try await requester.send { 7 } == 7)
        #expect(timeline.entries == [.showLoading, .hideLoading])
    }
}
