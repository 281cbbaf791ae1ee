import Foundation
import Testing
@testable import Stream

@Suite("take(for:), skip(for:), timeout(_:other:scheduler:)")
struct TimeBreadthTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(270),
    ]

    @Test func takeForCompletesWhenTheDurationIsOver() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.source)
        let observer = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(225)])
        #expect(xs.subscriptions == [Subscription(200, 225)])
    }

    @Test func takeForMirrorsAnEarlierEnd() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 1))])
        let observer = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .error(220, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func takeForZeroCompletesAtTheSubscriptionTime() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.source)
        let observer = scheduler.start { xs.take(for: .zero, scheduler: scheduler) }
        #expect(observer.events == [.completed(200)])
        #expect(xs.subscriptions == [Subscription(200, 200)])
    }

    @Test func takeForDisposedMidStream() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.source)
        let observer = scheduler.start(disposed: 215) { xs.take(for: .seconds(50), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func skipForDropsElementsUntilTheDurationIsOver() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.source)
        let observer = scheduler.start { xs.skip(for: .seconds(25), scheduler: scheduler) }
        #expect(observer.events == [.next(230, 3), .next(240, 4), .completed(270)])
        #expect(xs.subscriptions == [Subscription(200, 270)])
    }

    @Test func skipWithRxSwiftsSpellingIsTheSame() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.source)
        let observer = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        #expect(observer.events == [.next(220, 2), .next(230, 3), .next(240, 4), .completed(270)])
    }

    @Test func skipForPassesTerminalEventsAtAnyTime() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(215, TestError(id: 2))])
        let observer = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
        #expect(observer.events == [.error(215, TestError(id: 2))])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func skipForDisposedMidStream() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.source)
        let observer = scheduler.start(disposed: 235) { xs.skip(for: .seconds(25), scheduler: scheduler) }
        #expect(observer.events == [.next(230, 3)])
        #expect(xs.subscriptions == [Subscription(200, 235)])
    }

    @Test func timeoutSwitchesToTheOtherStream() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4)])
        let ys = scheduler.createColdObservable([.next(100, -1), .next(200, -2), .completed(300)])
        let observer = scheduler.start { xs.timeout(.seconds(20), other: ys.asObservable(), scheduler: scheduler) }
        #expect(observer.events == [.next(205, 1), .next(210, 2), .next(330, -1), .next(430, -2), .completed(530)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys.subscriptions == [Subscription(230, 530)])
    }

    @Test func timeoutWithoutATimeoutNeverSubscribesTheOther() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, -1)])
        let observer = scheduler.start { xs.timeout(.seconds(20), other: ys.asObservable(), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(ys.subscriptions == [])
    }

    @Test func theOthersErrorFailsAndItHasNoTimeoutOfItsOwn() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(300, 1)])
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>.error(500, TestError(id: 1))])
        let observer = scheduler.start { xs.timeout(.seconds(10), other: ys.asObservable(), scheduler: scheduler) }
        #expect(observer.events == [.error(710, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(ys.subscriptions == [Subscription(210, 710)])
    }

    @Test func timeoutDisposedAfterTheSwitchDisposesTheOther() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(300, 1)])
        let ys = scheduler.createColdObservable([.next(10, -1), .next(500, -2)])
        let observer = scheduler.start(disposed: 400) {
            xs.timeout(.seconds(10), other: ys.asObservable(), scheduler: scheduler)
        }
        #expect(observer.events == [.next(220, -1)])
        #expect(ys.subscriptions == [Subscription(210, 400)])
    }

    @Test func timeoutWithAnOtherThatEndsAtOnce() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(300, 1)])
        let observer = scheduler.start {
            xs.timeout(.seconds(10), other: Observable.of(7, 8), scheduler: scheduler)
        }
        #expect(observer.events == [.next(210, 7), .next(210, 8), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }
}

@Suite("debug")
struct DebugTests {
    /// The part of each line after the timestamp.
    private func contents(_ lines: [String]) -> [String] {
        lines.map { line in
            guard let range = line.range(of: ": ") else { return line }
            return String(line[range.upperBound...])
        }
    }

    @Test func logsSubscriptionEventsAndDisposal() {
        var lines: [String] = []
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2).debug("numbers", output: { lines.append($0) }).subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .completed])
        #expect(contents(lines) == [
            "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
            "numbers -> Event completed", "numbers -> isDisposed",
        ])
    }

    @Test func eachLineStartsWithATimestamp() throws {
        var lines: [String] = []
        _ = Observable.just(1).debug("x", output: { lines.append($0) }).subscribe()
        let first = try #require(lines.first)
        // yyyy-MM-dd HH:mm:ss.SSS
        #expect(first.range(of: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: x -> subscribed$"#, options: .regularExpression) != nil)
    }

    @Test func logsErrorsAndDisposal() {
        var lines: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.debug("s", output: { lines.append($0) }).subscribe()
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        #expect(contents(lines) == ["s -> subscribed", "s -> Event next(1)", "s -> isDisposed"])

        var failed: [String] = []
        _ = Observable<Int>.error(TestError(id: 1)).debug("e", output: { failed.append($0) }).subscribe(onError: { _ in })
        #expect(contents(failed).count == 3)
        #expect(contents(failed)[1].hasPrefix("e -> Event error("))
    }

    @Test func trimOutputKeepsBothEndsOfALongEvent() {
        var lines: [String] = []
        let long = String(repeating: "a", count: 30) + String(repeating: "b", count: 30)
        _ = Observable.just(long).debug("t", trimOutput: true, output: { lines.append($0) }).subscribe()
        let event = "next(\(long))"
        #expect(contents(lines)[1] == "t -> Event \(event.prefix(20))...\(event.suffix(20))")
    }

    @Test func theDefaultIdentifierNamesTheCallSite() {
        var lines: [String] = []
        _ = Observable.just(1).debug(output: { lines.append($0) }).subscribe()
        #expect(contents(lines).first?.hasPrefix("TimeBreadthTests.swift:") == true)
        #expect(contents(lines).first?.contains("theDefaultIdentifierNamesTheCallSite()") == true)
    }
}
