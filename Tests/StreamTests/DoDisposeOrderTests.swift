import Testing
@testable import Stream

/// `do(onDispose:)` runs after the subscription to the source was disposed,
/// as RxSwift documents, whether the subscription ends by completion, by
/// error or by disposal, and whatever stands between the source and the `do`.
@Suite("do(onDispose:) after the source's disposal")
struct DoDisposeOrderTests {
    /// A source that logs its unsubscription into `trace`.
    private func source(_ trace: Trace, _ subject: PublishSubject<Int>) -> Observable<Int> {
        Observable.create { observer in
            let subscription = subject.subscribe(observer)
            return Disposables.create {
                trace.add("source disposed")
                subscription.dispose()
            }
        }
    }

    /// The chains under test, each over its own subject.
    private func chains() -> [(name: String, trace: Trace, subject: PublishSubject<Int>, chain: Observable<Int>)] {
        let shapes: [(String, (Observable<Int>, @escaping () -> Void) -> Observable<Int>)] = [
            ("source.do", { $0.do(onDispose: $1) }),
            ("source.map.do", { $0.map { $0 }.do(onDispose: $1) }),
            ("source.scan.filter.do.map", { $0.scan(0, accumulator: +).filter { _ in true }.do(onDispose: $1).map { $0 } }),
            ("source.take.do", { $0.take(5).do(onDispose: $1) }),
        ]
        return shapes.map { name, shape in
            let trace = Trace()
            let subject = PublishSubject<Int>()
            return (name, trace, subject, shape(source(trace, subject)) { trace.add("onDispose") })
        }
    }

    @Test func onCompletion() {
        for (name, trace, subject, chain) in chains() {
            _ = chain.subscribe(onCompleted: { trace.add("completed") })
            subject.onCompleted()
            #expect(trace.entries == ["completed", "source disposed", "onDispose"], "\(name)")
        }
    }

    @Test func onError() {
        for (name, trace, subject, chain) in chains() {
            _ = chain.subscribe(onError: { _ in trace.add("error") })
            subject.onError(TestError(id: 1))
            #expect(trace.entries == ["error", "source disposed", "onDispose"], "\(name)")
        }
    }

    @Test func onDisposal() {
        for (name, trace, _, chain) in chains() {
            let subscription = chain.subscribe()
            subscription.dispose()
            #expect(trace.entries == ["source disposed", "onDispose"], "\(name)")
        }
    }

    /// Two `do`s: the one nearer the source runs its `onDispose` first, as
    /// each `do`'s disposal disposes its source before running its own.
    @Test func nestedDosRunFromTheSourceDown() {
        for end in ["completed", "error", "dispose"] {
            let trace = Trace()
            let subject = PublishSubject<Int>()
            let chain = source(trace, subject)
                .do(onDispose: { trace.add("inner onDispose") })
                .map { $0 }
                .do(onDispose: { trace.add("outer onDispose") })
            let subscription = chain.subscribe(onError: { _ in })
            switch end {
            case "completed": subject.onCompleted()
            case "error": subject.onError(TestError(id: 1))
            default: subscription.dispose()
            }
            #expect(trace.entries == ["source disposed", "inner onDispose", "outer onDispose"], "\(end)")
        }
    }

    /// A hot test source records the unsubscription before `onDispose` runs.
    @Test func aHotSourceReadsUnsubscribedWhenOnDisposeRuns() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var subscriptionsSeenByOnDispose: [Subscription] = []
        let observer = scheduler.start {
            xs.map { $0 * 2 }.do(onDispose: { subscriptionsSeenByOnDispose = xs.subscriptions })
        }
        #expect(observer.events == [.next(210, 2), .completed(250)])
        #expect(subscriptionsSeenByOnDispose == [Subscription(200, 250)])
    }

    /// A `do` right above the subscriber runs `afterCompleted` before the
    /// chain comes apart, as in RxSwift (its observer does not dispose the
    /// source on a terminal event; the `do` disposes itself after `after`).
    @Test func afterCallbacksComeBeforeOnDispose() {
        let trace = Trace()
        let subject = PublishSubject<Int>()
        _ = source(trace, subject)
            .do(afterCompleted: { trace.add("afterCompleted") }, onDispose: { trace.add("onDispose") })
            .subscribe(onCompleted: { trace.add("completed") })
        subject.onCompleted()
        #expect(trace.entries == ["completed", "afterCompleted", "source disposed", "onDispose"])
    }

    /// The order RxSwift 6.9 gives for two `do`s with an operator between:
    /// the chain comes apart from the last operator up once it delivered the
    /// event, so the upper `do`'s `afterCompleted` runs last.
    @Test func nestedDosWithAfterCallbacksFollowRxSwift() {
        let trace = Trace()
        let subject = PublishSubject<Int>()
        _ = source(trace, subject)
            .do(afterCompleted: { trace.add("inner afterCompleted") }, onDispose: { trace.add("inner onDispose") })
            .map { $0 }
            .do(afterCompleted: { trace.add("outer afterCompleted") }, onDispose: { trace.add("outer onDispose") })
            .subscribe(onCompleted: { trace.add("completed") })
        subject.onCompleted()
        #expect(trace.entries == [
            "completed", "outer afterCompleted", "source disposed", "inner onDispose", "outer onDispose",
            "inner afterCompleted",
        ])
    }
}
