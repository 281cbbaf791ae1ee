// The code samples of Docs/Testing.md, verbatim and in page order, and the
// tests that run them. `docSamplesAppearHereVerbatim` fails when the guide
// and this file drift apart: edit both together. (The first sample's imports
// are the ones just below it, which is why its test is a free function.)
import Foundation
import GuideSampleSupport
import StreamBlocking
import Testing
import Stream

@Test func timerFiresTenSecondsAfterSubscription() {
    let scheduler = TestScheduler()  // one tick = one second
    let observer = scheduler.start {
        Observable<Int>.timer(.seconds(10), scheduler: scheduler)
    }
    #expect(observer.events == [.next(210, 0), .completed(210)])
}

@Suite("Docs/Testing.md samples")
struct TestingGuideSamplesTests {
    @Test func lifecycleWithAnEarlierDispose() {
        let scheduler = TestScheduler()
        let observer = scheduler.start(disposed: 235) {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        }
        #expect(observer.events == [.next(210, 0), .next(220, 1), .next(230, 2)])
    }

    @Test func drivingTheClockByHand() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<String>()
        let observer = scheduler.createObserver(String.self)
        let subscription = subject.delay(.seconds(5), scheduler: scheduler).subscribe(observer)

        scheduler.scheduleAt(10) { subject.onNext("a") }
        scheduler.scheduleAt(12) { subject.onNext("b") }
        scheduler.advanceTo(16)
        #expect(observer.events == [.next(15, "a")])
        scheduler.advanceTo(20)
        #expect(observer.events == [.next(15, "a"), .next(17, "b")])
        subscription.dispose()
    }

    @Test func hotObservable() {
        let scheduler = TestScheduler()
        let hot = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(240, 3), .completed(300),
        ])
        let observer = scheduler.start { hot.map { $0 * 10 } }
        #expect(observer.events == [.next(210, 20), .next(240, 30), .completed(300)])  // 150 came before subscribing
        #expect(hot.subscriptions == [Subscription(200, 300)])
    }

    @Test func coldObservable() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = cold.subscribe(first) }
        scheduler.scheduleAt(500) { _ = cold.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(210, "a"), .next(220, "b"), .completed(230)])
        #expect(second.events == [.next(510, "a"), .next(520, "b"), .completed(530)])
        #expect(cold.subscriptions == [Subscription(200), Subscription(500)])  // subscribed directly: nothing unsubscribes
    }

    @Test func debounceKeystrokes() {
        let scheduler = TestScheduler()
        let keystrokes = scheduler.createHotObservable([
            .next(210, "s"), .next(213, "sw"), .next(216, "swi"),  // a burst: only the last survives
            .next(240, "swift"),
            .completed(300),
        ])
        let observer = scheduler.start { keystrokes.debounce(.seconds(5), scheduler: scheduler) }
        #expect(observer.events == [.next(221, "swi"), .next(245, "swift"), .completed(300)])
    }

    @Test func timeoutPerElement() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(205, 1), .next(215, 2), .next(270, 3)])
        let observer = scheduler.start { source.timeout(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(205, 1), .next(215, 2), .error(235, StreamError.timeout)])
        #expect(source.subscriptions == [Subscription(200, 235)])
    }

    @Test func delaySubscriptionTimes() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(10, "x"), .completed(20)])
        let observer = scheduler.start { source.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(observer.events == [.next(240, "x"), .completed(250)])
        #expect(source.subscriptions == [Subscription(230, 250)])
    }

    @Test func retryWithConstantBackoffShowsEachAttempt() {
        let scheduler = TestScheduler()
        let flaky = scheduler.createColdObservable([
            .next(5, "partial"), .error(10, URLError(.timedOut)),
        ])
        let observer = scheduler.start {
            flaky.retry(3, backoff: .constant(.seconds(20)), scheduler: scheduler)
        }
        #expect(observer.events == [
            .next(205, "partial"), .next(235, "partial"), .next(265, "partial"),
            .error(270, URLError(.timedOut)),
        ])
        #expect(flaky.subscriptions == [
            Subscription(200, 210),  // first try, fails at 210
            Subscription(230, 240),  // retry 1, 20 s later
            Subscription(260, 270),  // retry 2; the error after it is final
        ])
    }

    @Test func retryWithExponentialBackoffRecovers() {
        let scheduler = TestScheduler()
        var attempts = 0
        let recovering = Observable<String>.deferred {
            attempts += 1
            return attempts < 3 ? .error(URLError(.networkConnectionLost)) : .just("ok")
        }
        let observer = scheduler.start {
            recovering.retry(5, backoff: .exponential(initial: .seconds(1)), scheduler: scheduler)
        }
        #expect(observer.events == [.next(203, "ok"), .completed(203)])
        #expect(attempts == 3)
    }

    final class SearchModel {
        let queries: Observable<String>

        init(text: Observable<String>, scheduler: any SchedulerType = MainScheduler.instance) {
            queries = text
                .debounce(.milliseconds(300), scheduler: scheduler)
                .map { $0.lowercased() }
                .filter { !$0.isEmpty }
        }
    }

    @Test func searchWaitsForThreeHundredQuietMilliseconds() {
        let scheduler = TestScheduler(resolution: .milliseconds(100))  // 300 ms = 3 ticks
        let text = scheduler.createHotObservable([
            .next(201, "S"), .next(202, "Sw"), .next(210, "Swift"),
        ])
        let observer = scheduler.start { SearchModel(text: text.asObservable(), scheduler: scheduler).queries }
        #expect(observer.events == [.next(205, "sw"), .next(213, "swift")])
    }

    @Test func aSingleSucceedsInVirtualTime() {
        let scheduler = TestScheduler()
        let response = scheduler.createColdObservable([.next(30, "ada"), .completed(30)])
        let observer = scheduler.start {
            response.asSingle()
                .map { $0.capitalized }
                .timeout(.seconds(50), scheduler: scheduler)
                .asObservable()
        }
        #expect(observer.events == [.next(230, "Ada"), .completed(230)])
        #expect(response.subscriptions == [Subscription(200, 230)])
    }

    @Test func aSingleTimesOutInVirtualTime() {
        let scheduler = TestScheduler()
        let slow = scheduler.createColdObservable([.next(80, "ada"), .completed(80)])
        let observer = scheduler.start {
            slow.asSingle().timeout(.seconds(50), scheduler: scheduler).asObservable()
        }
        #expect(observer.events == [.error(250, StreamError.timeout)])
        #expect(slow.subscriptions == [Subscription(200, 250)])
    }

    @Test func rxTestSpellings() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable(Recorded.events(.next(10, 1), .next(20, 2), .completed(30)))
        let observer = scheduler.start(created: TestScheduler.Defaults.created, subscribed: 200, disposed: 1000, create: {
            source.map { $0 * 2 }
        })
        #expect(observer.events == Recorded.events(.next(210, 2), .next(220, 4), .completed(230)))
        let nothingYet = Recorded.events(.completed(230, Int.self))  // typed: no element to infer it from
        #expect(nothingYet.count == 1)
    }

    @Test func rxTestInitializerWithItsProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1, simulateProcessingDelay: true)
        let observer = scheduler.start { Observable.just("hi").observeOn(scheduler) }
        #expect(observer.events == [.next(201, "hi"), .completed(201)])  // 200 without the processing delay
    }

    @Test func waitingWithToBlocking() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let numbers = Observable.of(1, 2, 3).subscribeOn(scheduler)
        #expect(try numbers.toBlocking(timeout: 5).toArray() == [1, 2, 3])
        #expect(try numbers.toBlocking().first() == 1)
        #expect(throws: StreamError.timeout) { try Observable<Int>.never().toBlocking(timeout: 0.01).single() }
    }

    @Test func docSamplesAppearHereVerbatim() throws {
        let report = try GuideSamples.check(guide: "Docs/Testing.md")
        #expect(report.samples.count >= 14)
        for sample in report.missing {
            Issue.record("not in TestingGuideSamplesTests.swift:\n\(sample)")
        }
    }
}
