import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing

/// A requester's `defaultOptions`: used when a call passes none, replaced
/// whole by options a call passes.
@Suite("Requester: default options")
struct RequesterDefaultOptionsTests {
    let scheduler = TestScheduler()

    /// Defaults that differ from `.default` in every part a test can see:
    /// no loading, an error recorder, virtual time.
    func defaults(recording errors: Locked<[String]>) -> RequestOptions {
        virtualOptions(scheduler).showLoading(false)
            .doOnError { error in errors.withLock { $0.append("default: \(error)") } }
            .build()
    }

    @Test func aRequestWithoutOptionsUsesTheRequestersDefaults() {
        let errors = Locked<[String]>([])
        let presentable = RecordingPresentable()
        let requester = Requester(
            presentable: presentable, handlers: HandlerRegistry(), defaultOptions: defaults(recording: errors))
        let observer = scheduler.start { requester.request { Observable<Int>.error(NotFound()) } }
        // Delivered in virtual time, so on the defaults' schedulers; no loading; their doOnError.
        #expect(observer.events.map(\.time) == [200])
        #expect(presentable.calls == [.handleErrorFailed("NotFound()")])
        #expect(errors.withLock { $0 } == ["default: NotFound()"])
    }

    @Test func optionsGivenReplaceTheDefaultsWhole() {
        let errors = Locked<[String]>([])
        let presentable = RecordingPresentable()
        let requester = Requester(
            presentable: presentable, handlers: HandlerRegistry(), defaultOptions: defaults(recording: errors))
        // Loading on (the builder's default), no doOnError: nothing of the defaults is kept.
        let observer = scheduler.start {
            requester.request(options: virtualOptions(self.scheduler).build()) { Observable<Int>.error(NotFound()) }
        }
        #expect(observer.events.map(\.time) == [200])
        #expect(presentable.calls == [.showLoading, .handleErrorFailed("NotFound()"), .hideLoading])
        #expect(errors.withLock { $0 }.isEmpty)
    }

    @Test func sendWithoutOptionsUsesTheDefaults() async {
        let errors = Locked<[String]>([])
        let timeline = SendTimeline(scheduler: scheduler)
        let requester = Requester(
            presentable: timeline, handlers: HandlerRegistry(), defaultOptions: defaults(recording: errors))
        let result = await drive(scheduler) {
            try await requester.send { () async throws -> Int in throw NotFound() }
        }
        #expect(result.failure is NotFound)
        #expect(timeline.entries == [.unhandled])
        #expect(errors.withLock { $0 } == ["default: NotFound()"])
    }

    @Test func sendWithOptionsIgnoresTheDefaults() async {
        let errors = Locked<[String]>([])
        let timeline = SendTimeline(scheduler: scheduler)
        let requester = Requester(
            presentable: timeline, handlers: HandlerRegistry(), defaultOptions: defaults(recording: errors))
        let handledInline = virtualOptions(scheduler).inlineErrorHandling { _ in true }.build()
        let result = await drive(scheduler) {
            try await requester.send(options: handledInline) { () async throws -> Int in throw NotFound() }
        }
        #expect(result.failure is NotFound)
        #expect(timeline.entries == [.showLoading, .hideLoading])
        #expect(errors.withLock { $0 }.isEmpty)
    }

    @Test func withoutDefaultsARequesterUsesDotDefault() {
        let requester = Requester(presentable: nil)
        #expect(requester.defaultOptions.showLoading)
        #expect(requester.defaultOptions.doOnError == nil)
        #expect(requester.defaultOptions.observeOnScheduler is MainScheduler)
    }

    /// The forms written before options became optional still compile.
    @Test func explicitOptionsStillReadAsBefore() {
        let requester = Requester(presentable: nil, handlers: HandlerRegistry())
        let options = RequestOptions.Builder().observeOnScheduler(ImmediateScheduler.instance)
            .subscribeOnScheduler(ImmediateScheduler.instance).build()
        var values: [Int] = []
        _ = requester.request(options: options) { Observable.just(1) }.subscribe(onNext: { values.append($0) })
        _ = requester.request(options: .default) { Observable.just(2) }
        _ = requester.request { Observable.just(3) }
        #expect(values == [1])
    }
}
