// The code samples of Docs/Stream.md, verbatim, and tests that run them.
// `docSamplesAppearHereVerbatim` fails when the guide and this file drift
// apart: edit both together. (One sample lives in StreamQualifierSamples.swift,
// a file that must not import Foundation.)
import Foundation
import GuideSampleSupport
import Stream
import Testing

// MARK: - Samples from the guide

/// A callback API of the kind `create` wraps.
final class Thermometer {
    private var listeners: [Int: (Double) -> Void] = [:]
    private var nextID = 0

    var listenerCount: Int { listeners.count }

    func addListener(_ listener: @escaping (Double) -> Void) -> Int {
        nextID += 1
        listeners[nextID] = listener
        return nextID
    }

    func removeListener(_ id: Int) {
        listeners[id] = nil
    }

    func measure(_ degrees: Double) {
        for listener in listeners.values { listener(degrees) }
    }
}

extension Thermometer {
    /// Each subscription adds a listener; disposing it removes the listener.
    var readings: Observable<Double> {
        Observable.create { observer in
            let id = self.addListener { observer.onNext($0) }
            return Disposables.create { self.removeListener(id) }
        }
    }
}

/// Work off the caller's thread, results on the main queue, unless a test
/// passes its own schedulers.
func thumbnails(
    for names: [String],
    work: any SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated),
    delivery: any SchedulerType = MainScheduler.instance
) -> Observable<String> {
    Observable.from(names)
        .map { "thumbnail of \($0)" }  // runs on `work`: subscribing to `from` emits there
        .subscribeOn(work)
        .observeOn(delivery)
}

final class ProfileScreen {
    private let bag = DisposeBag()
    private(set) var name = ""

    func bind(_ names: Observable<String>) {
        names
            .subscribe(onNext: { [weak self] name in self?.name = name })
            .disposed(by: bag)
    }
}

/// A stream of your own: implementing `subscribe(_:)` is all it takes.
struct Countdown: ObservableType {
    typealias Element = Int
    let from: Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Int {
        for value in stride(from: from, through: 1, by: -1) { observer.onNext(value) }
        observer.onCompleted()
        return Disposables.create()
    }
}

extension ObservableType where Element == Int {
    /// Written once, for every stream of `Int`: observables, subjects, relays, yours.
    func evens() -> Observable<Int> { filter { $0 % 2 == 0 } }
}

final class Tally: ReactiveCompatible {
    var count = 0
}

extension Reactive where Base: Tally {
    /// Adds each element to the tally, on the thread that sends it.
    var adding: Binder<Int> {
        Binder(base, scheduler: ImmediateScheduler.instance) { tally, value in tally.count += value }
    }
}

// MARK: - Running the samples

@Suite("Docs/Stream.md samples")
struct StreamGuideSamplesTests {
    @Test func subscribingDeliversTheGrammar() {
        var log: [String] = []
        let subscription = Observable.of(1, 2, 3)
            .map { $0 * 10 }
            .filter { $0 > 10 }
            .subscribe(
                onNext: { log.append("next \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") })
        #expect(log == ["next 20", "next 30", "completed", "disposed"])
        subscription.dispose()  // nothing left to do: the stream already ended
    }

    @Test func theTrampolineOrdersSynchronousSources() {
        var merged: [Int] = []
        _ = Observable.merge(.of(1, 2), .of(3, 4)).subscribe(onNext: { merged.append($0) })
        #expect(merged == [1, 3, 2, 4])

        var withJust: [Int] = []
        _ = Observable.merge(.of(1, 2), .just(3)).subscribe(onNext: { withJust.append($0) })
        #expect(withJust == [3, 1, 2])

        let taps = PublishSubject<Int>()
        var expanded: [Int] = []
        let expansion = taps
            .flatMap { _ in Observable.merge(.of(1, 2), .of(3, 4)) }
            .subscribe(onNext: { expanded.append($0) })
        taps.onNext(0)
        #expect(expanded == [1, 3, 2, 4])
        expansion.dispose()
    }

    @Test func createWrapsACallbackAPI() {
        let thermometer = Thermometer()
        var seen: [Double] = []
        let subscription = thermometer.readings.subscribe(onNext: { seen.append($0) })
        thermometer.measure(21.5)
        subscription.dispose()
        thermometer.measure(22.0)
        #expect(seen == [21.5])
        #expect(thermometer.listenerCount == 0)
    }

    @Test func retryCountsSubscriptions() {
        var subscriptions = 0
        let failing = Observable<String>.deferred {
            subscriptions += 1
            return .error(URLError(.timedOut))
        }

        _ = failing.retry(3).subscribe(onError: { _ in })
        #expect(subscriptions == 3)  // the first try and two retries

        subscriptions = 0
        _ = failing.retry(1).subscribe(onError: { _ in })
        #expect(subscriptions == 1)  // no retry

        subscriptions = 0
        var completed = false
        _ = failing.retry(0).subscribe(onCompleted: { completed = true })
        #expect(subscriptions == 0 && completed)  // never subscribed: completes at once
    }

    @Test func retryWhenWithGrowingDelays() {
        let scheduler = TestScheduler()
        let flaky: TestableObservable<String> = scheduler.createColdObservable([
            .error(10, URLError(.networkConnectionLost)),
        ])
        let observer = scheduler.start {
            flaky.retryWhen { errors in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt < 2 ? .timer(.seconds(5 * (attempt + 1)), scheduler: scheduler) : .error(error)
                }
            }
        }
        // Fails at 210, waits 5 s; fails at 225, waits 10 s; the third failure is final.
        #expect(flaky.subscriptions == [Subscription(200, 210), Subscription(215, 225), Subscription(235, 245)])
        #expect(observer.events == [.error(245, URLError(.networkConnectionLost))])
    }

    @Test func documentationExampleRetriesWithExponentialBackoff() {
        let scheduler = TestScheduler()
        var attempts = 0
        let flaky = Observable<String>.deferred {
            attempts += 1
            return attempts < 4 ? .error(URLError(.timedOut)) : .just("data")
        }
        let observer = scheduler.start {
            flaky.retry(
                5, backoff: .exponential(initial: .seconds(2)), scheduler: scheduler,
                shouldRetry: { $0 is URLError })
        }
        // Attempts at 200, 202 (+2 s), 206 (+4 s), 214 (+8 s); the fourth succeeds.
        #expect(observer.events == [.next(214, "data"), .completed(214)])
    }

    @Test func backoffSchedules() {
        let exponential = Backoff.exponential(initial: .milliseconds(500), maxDelay: .seconds(3))
        #expect((1...5).map { exponential.delay(forRetry: $0) } == [
            .milliseconds(500), .seconds(1), .seconds(2), .seconds(3), .seconds(3),
        ])
        #expect(Backoff.linear(.seconds(1)).delay(forRetry: 3) == .seconds(3))
        let jittered = Backoff.constant(.seconds(10)).jittered(0.2)
        #expect((Duration.seconds(8)...Duration.seconds(10)).contains(jittered.delay(forRetry: 1)))
    }

    @Test func behaviorSubjectHoldsTheCurrentValue() throws {
        let state = BehaviorSubject(value: "idle")
        var seen: [String] = []
        let subscription = state.subscribe(onNext: { seen.append($0) })
        state.onNext("loading")
        state.onNext("loaded")
        #expect(seen == ["idle", "loading", "loaded"])
        #expect(try state.value() == "loaded")
        subscription.dispose()
    }

    @Test func shareConnectsOnceAndReplaysToLateSubscribers() {
        let scheduler = TestScheduler()
        var connections = 0
        let ticks = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
            .do(onSubscribe: { connections += 1 })
            .share(replay: 1)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(0) { _ = ticks.take(3).subscribe(early) }
        scheduler.scheduleAt(15) { _ = ticks.take(2).subscribe(late) }
        scheduler.start()
        #expect(connections == 1)
        #expect(early.events == [.next(10, 0), .next(20, 1), .next(30, 2), .completed(30)])
        #expect(late.events == [.next(15, 0), .next(20, 1), .completed(20)])  // 0 is the replay
    }

    @Test func ownStreamsAndExtensionsThroughTheProtocols() {
        var seen: [Int] = []
        _ = Countdown(from: 5).evens().map { $0 * 10 }.subscribe(onNext: { seen.append($0) })
        let subject = PublishSubject<Int>()
        _ = subject.evens().subscribe(onNext: { seen.append($0) })
        subject.onNext(2)
        #expect(seen == [40, 20, 2])
    }

    @Test func reactiveNamespaceOfOwnTypes() {
        let tally = Tally()
        _ = Observable.of(1, 2, 3).bind(to: tally.rx.adding)
        #expect(tally.count == 6)
    }

    @Test func schedulersAreParameters() {
        let scheduler = TestScheduler()
        let observer = scheduler.start {
            thumbnails(for: ["a", "b"], work: scheduler, delivery: scheduler)
        }
        #expect(observer.events == [
            .next(200, "thumbnail of a"), .next(200, "thumbnail of b"), .completed(200),
        ])
    }

    @Test func asyncBridge() async throws {
        let numbers = Observable.of(1, 2, 3)
        var sum = 0
        for try await number in numbers.values {
            sum += number
        }
        #expect(sum == 6)
        #expect(try await numbers.first() == 1)
        #expect(try await Observable<Int>.empty().first() == nil)

        let answer = Observable<Int>.fromAsync {
            await Task.yield()  // stands for real async work
            return 42
        }
        #expect(try await answer.first() == 42)
    }

    @Test func disposeBagEndsSubscriptionsWithItsOwner() {
        let names = PublishSubject<String>()
        var screen: ProfileScreen? = ProfileScreen()
        screen?.bind(names)
        names.onNext("Ada")
        #expect(screen?.name == "Ada")
        #expect(names.hasObservers)
        screen = nil  // the bag goes with it and disposes the subscription
        #expect(!names.hasObservers)
    }

    @Test func moduleSelectorQualifiesNamesNextToFoundation() {
        let numbers: Stream::Observable<Int> = .of(1, 2, 3)
        let answer = Stream::Observable<Int>.just(42)
        let subject = Stream::PublishSubject<String>()
        var received: [Int] = []
        _ = Observable.concat(numbers, answer, qualifiedWithoutFoundation()).subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2, 3, 42, 1])
        #expect(!subject.hasObservers)
    }

    // MARK: - Memory promises the guide states

    @Test func closuresPassedToSubscribeAreReleasedAtTheEndWhileTheDisposableIsKept() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable.of(1).subscribe(onNext: { _ in _ = box.value })
        }
        #expect(weakBox == nil)
        #expect(subscription != nil)
    }

    @Test func closuresPassedToSubscribeAreReleasedOnDisposeWhileTheDisposableIsKept() {
        weak var weakBox: Box?
        let subject = PublishSubject<Int>()
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = subject.subscribe(onNext: { _ in _ = box.value })
        }
        #expect(weakBox != nil)
        subscription?.dispose()
        #expect(weakBox == nil)
        #expect(subscription != nil)
    }

    @Test func anObserverPassedToSubscribeIsReleasedOnDispose() {
        weak var weakBox: Box?
        let subject = PublishSubject<Int>()
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = subject.subscribe(AnyObserver { _ in _ = box.value })
        }
        #expect(weakBox != nil)
        subscription?.dispose()
        #expect(weakBox == nil)
    }

    // MARK: - The guide against the code

    @Test func docSamplesAppearHereVerbatim() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let otherFiles = ["StreamQualifierSamples.swift", "StreamGuideSharingSamples.swift"]
        let report = try GuideSamples.check(
            guide: "Docs/Stream.md", alsoIn: otherFiles.map { folder.appending(path: $0).path })
        #expect(report.samples.count >= 10)
        for sample in report.missing {
            Issue.record("not in StreamGuideSamplesTests.swift:\n\(sample)")
        }
    }

    /// Every public operator and creation method of Sources/Stream (except the
    /// virtual-time tools, which Docs/Testing.md covers) is named in the guide.
    @Test func guideNamesEveryPublicOperator() throws {
        let root = GuideSamples.packageRoot(of: #filePath)
        let guide = try String(contentsOf: root.appending(path: "Docs/Stream.md"), encoding: .utf8)
        var names: Set<String> = []
        for folder in ["Creation", "Operators", "Concurrency", "Subjects", "Relays", "Traits"] {
            let directory = root.appending(path: "Sources/Stream/\(folder)")
            // Operators sit in a folder per family: read the tree, not one level.
            let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let source = try String(contentsOf: directory.appending(path: file), encoding: .utf8)
                for line in source.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard let index = words.firstIndex(of: "func"), words.contains("public") else { continue }
                    let name = words[words.index(after: index)].prefix { $0.isLetter || $0 == "`" }
                    names.insert(String(name).replacingOccurrences(of: "`", with: ""))
                }
            }
        }
        #expect(names.count > 40)
        for name in names.sorted() where !guide.contains("`\(name)") && !guide.contains(".\(name)") {
            Issue.record("Docs/Stream.md does not name `\(name)`")
        }
    }
}
