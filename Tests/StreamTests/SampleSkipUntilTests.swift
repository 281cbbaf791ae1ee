import Foundation
import Testing
@testable import Stream

@Suite("sample")
struct SampleTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6), .completed(400),
    ]
    private static let ticks: [Recorded<Event<String>>] = [
        .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"), .completed(500),
    ]

    @Test func emitsTheLatestElementAtEachTick() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.source)
        let ys = scheduler.createHotObservable(Self.ticks)
        let observer = scheduler.start { xs.sample(ys) }
        #expect(observer.events == [.next(250, 3), .next(320, 6), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(ys.subscriptions == [Subscription(200, 500)])
    }

    @Test func theDefaultValueStandsInForNoNewElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.source)
        let ys = scheduler.createHotObservable(Self.ticks)
        let observer = scheduler.start { xs.sample(ys, defaultValue: 0) }
        #expect(observer.events == [
            .next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0), .completed(500),
        ])
    }

    @Test func theSamplersCompletionIsALastTick() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(220, 2), .next(360, 7), .completed(400)])
        let ys = scheduler.createHotObservable([.next(250, "foo"), .completed(500)])
        let observer = scheduler.start { xs.sample(ys) }
        #expect(observer.events == [.next(250, 2), .next(500, 7), .completed(500)])
    }

    @Test func completesAtTheFirstTickAfterTheSourceCompleted() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(220, 2), .next(290, 4), .completed(300)])
        let ys = scheduler.createHotObservable(Self.ticks)
        let observer = scheduler.start { xs.sample(ys) }
        #expect(observer.events == [.next(250, 2), .next(320, 4), .completed(320)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 320)])
    }

    @Test func aSamplerThatCompletesFirstLeavesTheResultWithoutAnEnd() {
        // RxSwift 6.9 does the same: no tick can come any more.
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(250, "foo"), .completed(300)])
        let observer = scheduler.start { xs.sample(ys) }
        #expect(observer.events == [.next(250, 2)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(ys.subscriptions == [Subscription(200, 300)])
    }

    @Test func errorsOfEitherFail() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.source)
        let ys = scheduler.createHotObservable([.next(250, "foo"), .error(320, TestError(id: 1))])
        let observer = scheduler.start { xs.sample(ys) }
        #expect(observer.events == [.next(250, 3), .error(320, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 320)])
        #expect(ys.subscriptions == [Subscription(200, 320)])

        let second = TestScheduler()
        let failing = second.createHotObservable([.next(220, 2), .error(260, TestError(id: 2))])
        let sampler = second.createHotObservable(Self.ticks)
        let failed = second.start { failing.sample(sampler) }
        #expect(failed.events == [.next(250, 2), .error(260, TestError(id: 2))])
        #expect(sampler.subscriptions == [Subscription(200, 260)])
    }

    @Test func disposalMidStreamDisposesBoth() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.source)
        let ys = scheduler.createHotObservable(Self.ticks)
        let observer = scheduler.start(disposed: 300) { xs.sample(ys) }
        #expect(observer.events == [.next(250, 3)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 300)])
    }
}

@Suite("skip(until:)")
struct SkipUntilTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ]

    @Test func mirrorsTheSourceOnceTheOtherEmitted() {
        let scheduler = TestScheduler()
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
        let observer = scheduler.start { l.skip(until: r) }
        #expect(observer.events == [.next(230, 4), .next(240, 5), .completed(250)])
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func theOthersErrorFails() {
        let scheduler = TestScheduler()
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([Recorded<Event<Int>>.error(225, TestError(id: 1))])
        let observer = scheduler.start { l.skip(until: r) }
        #expect(observer.events == [.error(225, TestError(id: 1))])
        #expect(l.subscriptions == [Subscription(200, 225)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func theSourcesErrorFailsEvenWhileClosed() {
        let scheduler = TestScheduler()
        let l = scheduler.createHotObservable([.next(210, 2), .error(220, TestError(id: 2))])
        let r = scheduler.createHotObservable([.next(230, 2), .completed(250)])
        let observer = scheduler.start { l.skip(until: r) }
        #expect(observer.events == [.error(220, TestError(id: 2))])
        #expect(r.subscriptions == [Subscription(200, 220)])
    }

    @Test func aSourceThatCompletesWhileClosedEndsWithoutATerminalEvent() {
        // RxSwift 6.9: nothing is delivered and both subscriptions end.
        let scheduler = TestScheduler()
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let observer = scheduler.start { l.skip(until: r) }
        #expect(observer.events == [])
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 225)])

        let second = TestScheduler()
        let source = second.createHotObservable(Self.source)
        let never = second.createHotObservable([Recorded<Event<Int>>.error(300, TestError(id: 3))])
        let closed = second.start { source.skip(until: never) }
        #expect(closed.events == [])
        #expect(never.subscriptions == [Subscription(200, 250)])
    }

    @Test func theSourceIsSubscribedFirst() {
        var order: [String] = []
        _ = Observable<Int>.never().do(onSubscribe: { order.append("source") })
            .skip(until: Observable<Int>.never().do(onSubscribe: { order.append("other") }))
            .subscribe()
        #expect(order == ["source", "other"])
    }

    @Test func anOtherThatEmitsDuringItsSubscriptionOpensAtOnce() {
        let source = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = source.skip(until: Observable.just(())).subscribe(log.observer)
        source.onNext(1)
        source.onCompleted()
        #expect(log.events == [.next(1), .completed])
    }

    @Test func disposalMidStreamDisposesBoth() {
        let scheduler = TestScheduler()
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(260, 1)])
        let observer = scheduler.start(disposed: 235) { l.skip(until: r) }
        #expect(observer.events == [])
        #expect(l.subscriptions == [Subscription(200, 235)])
        #expect(r.subscriptions == [Subscription(200, 235)])
    }
}
