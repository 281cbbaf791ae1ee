import Testing
@testable import Stream

/// A `do` that logs every callback into `trace`.
private func traced(_ source: Observable<Int>, _ trace: Trace) -> Observable<Int> {
    source.do(
        onNext: { trace.add("onNext \($0)") },
        afterNext: { trace.add("afterNext \($0)") },
        onError: { trace.add("onError \(($0 as? TestError)?.id ?? -1)") },
        afterError: { trace.add("afterError \(($0 as? TestError)?.id ?? -1)") },
        onCompleted: { trace.add("onCompleted") },
        afterCompleted: { trace.add("afterCompleted") },
        onSubscribe: { trace.add("onSubscribe") },
        onSubscribed: { trace.add("onSubscribed") },
        onDispose: { trace.add("onDispose") })
}

final class Trace: @unchecked Sendable {  // test-only; used from one thread
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

@Suite("do")
struct DoTests {
    @Test func runsEachCallbackAroundTheForwardedEvent() {
        let trace = Trace()
        let subject = PublishSubject<Int>()
        _ = traced(subject, trace).subscribe(
            onNext: { trace.add("downstream \($0)") }, onCompleted: { trace.add("downstream completed") })
        subject.onNext(1)
        subject.onCompleted()
        #expect(trace.entries == [
            "onSubscribe", "onSubscribed",
            "onNext 1", "downstream 1", "afterNext 1",
            "onCompleted", "downstream completed", "afterCompleted", "onDispose",
        ])
    }

    @Test func errorCallbacksSurroundTheForwardedError() {
        let trace = Trace()
        _ = traced(.error(TestError(id: 7)), trace).subscribe(onError: { _ in trace.add("downstream error") })
        #expect(trace.entries == [
            "onSubscribe", "onError 7", "downstream error", "afterError 7", "onSubscribed", "onDispose",
        ])
    }

    @Test func onDisposeRunsOnceOnDisposal() {
        let trace = Trace()
        let subscription = traced(PublishSubject<Int>(), trace).subscribe()
        subscription.dispose()
        subscription.dispose()
        #expect(trace.entries == ["onSubscribe", "onSubscribed", "onDispose"])
    }

    @Test func onDisposeRunsOnceWhenDisposedAfterTermination() {
        let trace = Trace()
        let subject = PublishSubject<Int>()
        let subscription = traced(subject, trace).subscribe()
        subject.onCompleted()
        subscription.dispose()
        #expect(trace.entries.filter { $0 == "onDispose" }.count == 1)
    }

    @Test func onDisposeComesAfterOnSubscribedWhenTheSourceEndsDuringSubscription() {
        let trace = Trace()
        _ = traced(.just(1), trace).subscribe()
        #expect(trace.entries == [
            "onSubscribe", "onNext 1", "afterNext 1", "onCompleted", "afterCompleted", "onSubscribed", "onDispose",
        ])
    }

    @Test func throwingOnNextFailsWithoutForwardingTheElement() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2).do(onNext: { if $0 == 2 { throw TestError(id: 2) } }).subscribe(log.observer)
        #expect(log.events == [.next(1), .error(TestError(id: 2))])
    }

    @Test func throwingAfterNextFailsAfterForwardingTheElement() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2).do(afterNext: { if $0 == 1 { throw TestError(id: 1) } }).subscribe(log.observer)
        #expect(log.events == [.next(1), .error(TestError(id: 1))])
    }

    @Test func throwingOnErrorReplacesTheError() {
        let log = RawEventLog<Int>()
        _ = Observable<Int>.error(TestError(id: 1)).do(onError: { _ in throw TestError(id: 2) }).subscribe(log.observer)
        #expect(log.events == [.error(TestError(id: 2))])
    }

    /// As RxSwift, and as `afterNext` and `afterCompleted` do: a throwing
    /// `onError` skips `afterError`; `onDispose` still runs once.
    @Test func throwingOnErrorSkipsAfterError() {
        let trace = Trace()
        let log = RawEventLog<Int>()
        _ = Observable<Int>.error(TestError(id: 1))
            .do(onError: { _ in throw TestError(id: 2) },
                afterError: { trace.add("afterError \(($0 as? TestError)?.id ?? -1)") },
                onDispose: { trace.add("onDispose") })
            .subscribe(log.observer)
        #expect(log.events == [.error(TestError(id: 2))])
        #expect(trace.entries == ["onDispose"])
    }

    @Test func throwingOnCompletedFailsInstead() {
        let log = RawEventLog<Int>()
        _ = Observable.just(1).do(onCompleted: { throw TestError(id: 3) }).subscribe(log.observer)
        #expect(log.events == [.next(1), .error(TestError(id: 3))])
    }

    @Test func throwingOnNextDisposesTheSource() {
        let subject = PublishSubject<Int>()
        var disposed = 0
        _ = subject.do(onNext: { _ in throw TestError() }, onDispose: { disposed += 1 }).subscribe()
        subject.onNext(1)
        #expect(!subject.hasObservers)
        #expect(disposed == 1)
    }

    @Test func nextCallbacksFollowVirtualTime() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        var seenAt: [TestTime] = []
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        let observer = scheduler.start { subject.do(onNext: { _ in seenAt.append(scheduler.clock) }) }
        #expect(seenAt == [210, 220])
        #expect(observer.events == [.next(210, 1), .next(220, 2)])
    }

    @Test func finishedChainReleasesCaptures() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable.of(1).do(onNext: { _ in box.value += 1 }, onDispose: { box.value += 1 }).subscribe()
        }
        #expect(weakBox == nil)
        _ = subscription
    }

    @Test func disposedChainReleasesCaptures() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable<Int>.never().do(onNext: { _ in box.value += 1 }).subscribe()
        }
        #expect(weakBox != nil)
        subscription?.dispose()
        #expect(weakBox == nil)
    }
}
