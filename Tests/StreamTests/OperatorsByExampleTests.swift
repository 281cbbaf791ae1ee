// The samples of the Stream catalog's "Operators by example" article
// (Sources/Stream/Stream.docc/OperatorsByExample.md), verbatim: each test
// runs one sample with `print` captured and compares what it printed with
// the sample's `// Prints:` lines in the article. Edit both together.
import Foundation
import GuideSampleSupport
import Stream
import StreamBlocking
import Testing

@Suite("Catalog samples: Stream operators by example")
struct OperatorsByExampleTests {
    private static let page = "Sources/Stream/Stream.docc/OperatorsByExample.md"

    @Test func samplesAppearHereVerbatim() throws {
        let report = try GuideSamples.check(guide: Self.page)
        #expect(report.samples.count == 42)
        #expect(report.missing.isEmpty, "\(report.missing)")
        #expect(report.samples.allSatisfy { !GuideSamples.printedLines(of: $0).isEmpty })
    }

    @Test func creating() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        Observable.of(1, 2).subscribe(onNext: { print("of", $0) }).disposed(by: bag)
        Observable.from(["a", "b"]).subscribe(onNext: { print("from", $0) }).disposed(by: bag)
        Observable.range(start: 5, count: 2).subscribe(onNext: { print("range", $0) }).disposed(by: bag)
        Observable<Int>.create { observer in
            observer.onNext(42)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(onNext: { print("create", $0) }, onCompleted: { print("create completed") })
        .disposed(by: bag)
        Observable<Int>.empty().subscribe(onCompleted: { print("empty completed") }).disposed(by: bag)
        // Prints:
        // of 1
        // of 2
        // from a
        // from b
        // range 5
        // range 6
        // create 42
        // create completed
        // empty completed
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 0, in: Self.page)))
    }

    @Test func transforming() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        Observable.of(1, 2, 3)
            .scan(0, accumulator: +)
            .subscribe(onNext: { print("scan", $0) })
            .disposed(by: bag)
        Observable.of("a", "b")
            .flatMap { letter in Observable.of(1, 2).map { "\(letter)\($0)" } }
            .toArray()
            .subscribe(onNext: { print("flatMap", $0) })
            .disposed(by: bag)
        Observable.of(1, 2, 3)
            .compactMap { $0 == 2 ? nil : $0 * 10 }
            .startWith(0)
            .subscribe(onNext: { print("compactMap", $0) })
            .disposed(by: bag)
        // Prints:
        // scan 1
        // scan 3
        // scan 6
        // flatMap ["a1", "a2", "b1", "b2"]
        // compactMap 0
        // compactMap 10
        // compactMap 30
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 1, in: Self.page)))
    }

    @Test func filtering() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        Observable.of(1, 1, 2, 3, 3, 4, 5, 6)
            .distinctUntilChanged()
            .filter { $0 != 4 }
            .skip(1)
            .take(3)
            .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            .disposed(by: bag)
        Observable.of(1, 2, 3, 1)
            .take(while: { $0 < 3 })
            .subscribe(onNext: { print("while", $0) })
            .disposed(by: bag)
        // Prints:
        // 2
        // 3
        // 5
        // completed
        // while 1
        // while 2
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 2, in: Self.page)))
    }

    @Test func combining() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        let letters = PublishSubject<String>()
        let numbers = PublishSubject<Int>()
        Observable.combineLatest(letters, numbers) { "\($0)\($1)" }
            .subscribe(onNext: { print("combineLatest", $0) })
            .disposed(by: bag)
        Observable.zip(letters, numbers) { "\($0)\($1)" }
            .subscribe(onNext: { print("zip", $0) })
            .disposed(by: bag)
        letters.onNext("a")
        numbers.onNext(1)
        numbers.onNext(2)
        letters.onNext("b")
        Observable.merge(Observable.of(1, 2), Observable.of(3))
            .concat(Observable.of(4))
            .subscribe(onNext: { print("merge, then concat", $0) })
            .disposed(by: bag)
        // Prints:
        // combineLatest a1
        // zip a1
        // combineLatest a2
        // combineLatest b2
        // zip b2
        // merge, then concat 1
        // merge, then concat 3
        // merge, then concat 2
        // merge, then concat 4
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 3, in: Self.page)))
    }

    @Test func handlingErrors() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        enum Failure: Error { case offline }
        let bag = DisposeBag()
        var attempts = 0
        Observable<String>.deferred {
            attempts += 1
            return attempts < 3 ? .error(Failure.offline) : .just("data on try \(attempts)")
        }
        .retry(3)
        .subscribe(onNext: { print($0) })
        .disposed(by: bag)
        Observable<String>.error(Failure.offline)
            .catchErrorJustReturn("cached")
            .subscribe(onNext: { print($0) })
            .disposed(by: bag)
        Observable<String>.error(Failure.offline)
            .catchError { error in .just("recovered from \(error)") }
            .subscribe(onNext: { print($0) })
            .disposed(by: bag)
        // Prints:
        // data on try 3
        // cached
        // recovered from offline
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 4, in: Self.page)))
    }

    @Test func time() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let scheduler = TestScheduler()
        let bag = DisposeBag()
        Observable<Int>.interval(.seconds(10), scheduler: scheduler)
            .take(3)
            .subscribe(onNext: { print(scheduler.clock, "interval", $0) })
            .disposed(by: bag)
        Observable.of("a", "b")
            .delay(.seconds(5), scheduler: scheduler)
            .subscribe(onNext: { print(scheduler.clock, "delay", $0) })
            .disposed(by: bag)
        Observable<Int>.never()
            .timeout(.seconds(50), scheduler: scheduler)
            .subscribe(onError: { _ in print(scheduler.clock, "timeout") })
            .disposed(by: bag)
        let typed = scheduler.createHotObservable([.next(100, "s"), .next(102, "sw"), .next(120, "swift")])
        typed.debounce(.seconds(5), scheduler: scheduler)
            .subscribe(onNext: { print(scheduler.clock, "debounce", $0) })
            .disposed(by: bag)
        scheduler.start()
        // Prints:
        // 5 delay a
        // 5 delay b
        // 10 interval 0
        // 20 interval 1
        // 30 interval 2
        // 50 timeout
        // 107 debounce sw
        // 125 debounce swift
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 5, in: Self.page)))
    }

    @Test func sharingAndConnecting() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        let source = PublishSubject<Int>()
        let shared = source
            .do(onSubscribe: { print("subscribed to the source") })
            .share(replay: 1)
        shared.subscribe(onNext: { print("first", $0) }).disposed(by: bag)
        source.onNext(1)
        shared.subscribe(onNext: { print("second", $0) }).disposed(by: bag)
        source.onNext(2)
        let published = Observable.of("a", "b").publish()
        published.subscribe(onNext: { print("published", $0) }).disposed(by: bag)
        print("connecting")
        published.connect().disposed(by: bag)
        // Prints:
        // subscribed to the source
        // first 1
        // second 1
        // first 2
        // second 2
        // connecting
        // published a
        // published b
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 6, in: Self.page)))
    }

    @Test func sideEffectsAndEventsAsValues() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        Observable.of(1, 2)
            .do(onNext: { print("do", $0) }, onCompleted: { print("do completed") }, onDispose: { print("do disposed") })
            .materialize()
            .subscribe(onNext: { print("event", $0) })
            .disposed(by: bag)
        // Prints:
        // do 1
        // event next(1)
        // do 2
        // event next(2)
        // do completed
        // event completed
        // do disposed
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 7, in: Self.page)))
    }

    @Test func schedulers() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let scheduler = TestScheduler()
        let bag = DisposeBag()
        Observable.of("a", "b")
            .subscribe(on: scheduler)
            .observe(on: scheduler)
            .subscribe(onNext: { print(scheduler.clock, $0) })
            .disposed(by: bag)
        print("nothing yet")
        scheduler.advanceTo(10)
        // Prints:
        // nothing yet
        // 0 a
        // 0 b
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 8, in: Self.page)))
    }

    @Test func asyncAwaitBridge() async throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let numbers = Observable.of(1, 2, 3)
        for try await number in numbers.values {
            print("value", number)
        }
        print("first", try await numbers.first() ?? 0)
        // Prints:
        // value 1
        // value 2
        // value 3
        // first 1
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 9, in: Self.page)))
    }

    @Test func traits() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        Single.just("Ada")
            .map { $0.uppercased() }
            .subscribe(onSuccess: { print("single", $0) })
            .disposed(by: bag)
        Maybe<String>.empty()
            .subscribe(onSuccess: { print("maybe", $0) }, onCompleted: { print("maybe: nothing") })
            .disposed(by: bag)
        Completable.empty()
            .subscribe(onCompleted: { print("completable: done") })
            .disposed(by: bag)
        Observable.of(1, 2).asSingle()
            .subscribe(onFailure: { print("asSingle:", $0) })
            .disposed(by: bag)
        // Prints:
        // single ADA
        // maybe: nothing
        // completable: done
        // asSingle: The sequence emitted more than the one element it was expected to have.
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 10, in: Self.page)))
    }

    @Test func driverAndSignal() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        enum Failure: Error { case offline }
        let scheduler = TestScheduler()
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let names = PublishSubject<String>()
            let title = names.asDriver(onErrorJustReturn: "offline")
            let alerts = names.asSignal(onErrorJustReturn: "offline")
            title.drive(onNext: { print("first", $0) }).disposed(by: bag)
            alerts.emit(onNext: { print("signal", $0) }).disposed(by: bag)
            names.onNext("Ada")
            scheduler.start()
            title.drive(onNext: { print("late", $0) }).disposed(by: bag)
            alerts.emit(onNext: { print("late signal", $0) }).disposed(by: bag)
            names.onError(Failure.offline)
            scheduler.start()
        }
        // Prints:
        // first Ada
        // signal Ada
        // late Ada
        // first offline
        // late offline
        // signal offline
        // late signal offline
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 11, in: Self.page)))
    }

    @Test func subjects() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        let publish = PublishSubject<String>()
        let behavior = BehaviorSubject(value: "idle")
        let replay = ReplaySubject<String>.create(bufferSize: 2)
        let last = AsyncSubject<Int>()
        publish.onNext("lost")
        replay.onNext("r1")
        replay.onNext("r2")
        replay.onNext("r3")
        publish.subscribe(onNext: { print("publish", $0) }).disposed(by: bag)
        behavior.subscribe(onNext: { print("behavior", $0) }).disposed(by: bag)
        replay.subscribe(onNext: { print("replay", $0) }).disposed(by: bag)
        last.subscribe(onNext: { print("async", $0) }).disposed(by: bag)
        publish.onNext("p")
        behavior.onNext("loading")
        last.onNext(1)
        last.onNext(2)
        last.onCompleted()
        // Prints:
        // behavior idle
        // replay r2
        // replay r3
        // publish p
        // behavior loading
        // async 2
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 12, in: Self.page)))
    }

    @Test func relays() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        let query = BehaviorRelay(value: "")
        let taps = PublishRelay<Int>()
        let history = ReplayRelay<Int>.create(bufferSize: 2)
        query.subscribe(onNext: { print("query '\($0)'") }).disposed(by: bag)
        taps.subscribe(onNext: { print("tap", $0) }).disposed(by: bag)
        query.accept("swift")
        taps.bind(to: history).disposed(by: bag)
        taps.accept(1)
        taps.accept(2)
        taps.accept(3)
        history.subscribe(onNext: { print("history", $0) }).disposed(by: bag)
        print("value", query.value)
        // Prints:
        // query ''
        // query 'swift'
        // tap 1
        // tap 2
        // tap 3
        // history 2
        // history 3
        // value swift
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 13, in: Self.page)))
    }

    @Test func retryingWithBackoff() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        enum Failure: Error { case offline }
        let scheduler = TestScheduler()
        let bag = DisposeBag()
        Observable<String>.error(Failure.offline)
            .do(onSubscribe: { print(scheduler.clock, "subscribed") })
            .retry(3, backoff: .exponential(initial: .seconds(2)), scheduler: scheduler)
            .subscribe(onError: { print(scheduler.clock, "failed:", $0) })
            .disposed(by: bag)
        scheduler.start()
        // Prints:
        // 0 subscribed
        // 2 subscribed
        // 6 subscribed
        // 6 failed: offline
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 14, in: Self.page)))
    }

    @Test func disposables() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let scheduler = TestScheduler()
        let ticks = Observable<Int>.interval(.seconds(1), scheduler: scheduler)
        let all = CompositeDisposable()
        _ = all.insert(ticks.subscribe(onNext: { print("a", $0) }))
        _ = all.insert(Disposables.create { print("cleanup ran") })
        let current = SerialDisposable()
        current.disposable = ticks.subscribe(onNext: { print("b", $0) })
        scheduler.advanceTo(1)
        current.disposable = Disposables.create { print("second resource released") }
        scheduler.advanceTo(2)
        all.dispose()
        current.dispose()
        scheduler.advanceTo(3)
        // Prints:
        // a 0
        // b 0
        // a 1
        // cleanup ran
        // second resource released
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 15, in: Self.page)))
    }

    @Test func observersAndBinders() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        final class Label { var text = "" }
        let bag = DisposeBag()
        let label = Label()
        let log = AnyObserver<Int> { event in print("event", event) }
        Observable.of(1).subscribe(log).disposed(by: bag)
        Observable.of("Ada")
            .bind(to: Binder(label, scheduler: ImmediateScheduler.instance) { label, text in label.text = text })
            .disposed(by: bag)
        print("label", label.text)
        // Prints:
        // event next(1)
        // event completed
        // label Ada
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 16, in: Self.page)))
    }

    @Test func testScheduler() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observer = scheduler.start { source.map { $0 * 10 } }
        for event in observer.events {
            print(event.time, event.value)
        }
        print(source.subscriptions)
        // Prints:
        // 210 next(10)
        // 220 next(20)
        // 230 completed
        // [(200, 230)]
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 17, in: Self.page)))
    }

    @Test func takeBehaviourAndReplayScope() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        Observable.of(1, 2, 3, 4)
            .take(while: { $0 < 3 }, behavior: .inclusive)
            .subscribe(onNext: { print("inclusive", $0) })
            .disposed(by: bag)
        var runs = 0
        let source = Observable<Int>.deferred {
            runs += 1
            return .just(runs)
        }
        let perConnection = source.share(replay: 1, scope: .whileConnected)
        let once = source.share(replay: 1, scope: .forever)
        perConnection.subscribe(onNext: { print("whileConnected", $0) }).disposed(by: bag)
        perConnection.subscribe(onNext: { print("whileConnected", $0) }).disposed(by: bag)
        once.subscribe(onNext: { print("forever", $0) }).disposed(by: bag)
        once.subscribe(onNext: { print("forever", $0) }).disposed(by: bag)
        // Prints:
        // inclusive 1
        // inclusive 2
        // inclusive 3
        // whileConnected 1
        // whileConnected 2
        // forever 3
        // forever 3
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 18, in: Self.page)))
    }

    @Test func realSchedulersWaitedFor() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        enum Failure: Error { case offline }
        let serial = SerialDispatchQueueScheduler(qos: .default)
        let concurrent = ConcurrentDispatchQueueScheduler(qos: .default)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            print("outer starts")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                print("inner, queued behind outer")
                return Disposables.create()
            }
            print("outer ends")
            return Disposables.create()
        }
        let doubled = try Observable.range(start: 1, count: 3)
            .subscribe(on: concurrent)
            .map { $0 * 2 }
            .observe(on: serial)
            .toBlocking()
            .toArray()
        print("serial, in order:", doubled)
        let onMain = try Observable.of("ready")
            .observe(on: MainScheduler.instance)
            .toBlocking()
            .first()
        print("main:", onMain ?? "nothing")
        let outcome = Observable.just(1).concat(Observable<Int>.error(Failure.offline))
            .toBlocking()
            .materialize()
        if case .failed(let elements, let error) = outcome {
            print("failed after", elements, "with", error)
        }
        // Prints:
        // outer starts
        // outer ends
        // inner, queued behind outer
        // serial, in order: [2, 4, 6]
        // main: ready
        // failed after [1] with offline
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 19, in: Self.page)))
    }

    @Test func theRxNamespace() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        final class Label: ReactiveCompatible { var text = "" }
        let bag = DisposeBag()
        let label = Label()
        Observable.of("Ada")
            .bind(to: label.rx.text)
            .disposed(by: bag)
        _ = try Observable.just(())
            .observe(on: MainScheduler.instance)
            .toBlocking()
            .first()
        print("label", label.text)
        // Prints:
        // label Ada
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 20, in: Self.page)))
    }

    @Test func unhandledErrors() throws {
        let output = PrintedOutput()
        unhandledErrorHookLock.lock()
        defer { unhandledErrorHookLock.unlock() }
        func print(_ items: Any...) { output.record(items) }
        enum Failure: Error { case offline }
        let seen = BehaviorRelay<[String]>(value: [])
        let previousHook = StreamHooks.onUnhandledError
        StreamHooks.onUnhandledError = { error in
            if error is Failure { seen.accept(seen.value + ["\(error)"]) } else { previousHook(error) }
        }
        defer { StreamHooks.onUnhandledError = previousHook }
        _ = Observable<Int>.error(Failure.offline).subscribe(onNext: { print($0) })
        _ = Observable<Int>.error(Failure.offline).subscribe(onNext: { print($0) }, onError: { print("handled", $0) })
        print("unhandled:", seen.value)
        // Prints:
        // handled offline
        // unhandled: ["offline"]
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 21, in: Self.page)))
    }

    @Test func yourOwnTypesOnTheProtocols() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
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
        struct Total: ObserverType {
            let sum: BehaviorRelay<Int>

            func on(_ event: Event<Int>) {
                if case .next(let value) = event { sum.accept(sum.value + value) }
            }
        }
        struct Inline: ImmediateSchedulerType {
            func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable {
                action(state)
            }
        }
        func doubled<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Int> where Source.Element == Int {
            source.asObservable().map { $0 * 2 }
        }
        func later<Scheduler: SchedulerType>(on scheduler: Scheduler) -> Observable<String> {
            Observable.just("later").delay(.seconds(3), scheduler: scheduler)
        }
        let bag = DisposeBag()
        Countdown(from: 3).map { $0 * 10 }
            .subscribe(onNext: { print("countdown", $0) })
            .disposed(by: bag)
        let sum = BehaviorRelay(value: 0)
        Countdown(from: 4).subscribe(on: Inline()).subscribe(Total(sum: sum)).disposed(by: bag)
        print("total", sum.value)
        doubled(Single.just(21)).subscribe(onNext: { print("single doubled", $0) }).disposed(by: bag)
        doubled(Countdown(from: 1)).subscribe(onNext: { print("countdown doubled", $0) }).disposed(by: bag)
        let scheduler = TestScheduler()
        later(on: scheduler).subscribe(onNext: { print(scheduler.clock, $0) }).disposed(by: bag)
        scheduler.start()
        // Prints:
        // countdown 30
        // countdown 20
        // countdown 10
        // total 10
        // single doubled 42
        // countdown doubled 2
        // 3 later
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 22, in: Self.page)))
    }

    @Test func traitEvents() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        enum Failure: Error { case notFound }
        let bag = DisposeBag()
        Single<Int>.create { single in
            single(.success(1))
            single(.success(2))
            return Disposables.create()
        }
        .subscribe(onSuccess: { print("single", $0) })
        .disposed(by: bag)
        Maybe<Int>.create { maybe in
            maybe(.completed)
            return Disposables.create()
        }
        .subscribe(onSuccess: { print("maybe", $0) }, onCompleted: { print("maybe completed") })
        .disposed(by: bag)
        Completable.create { completable in
            completable(.error(Failure.notFound))
            return Disposables.create()
        }
        .subscribe(onCompleted: { print("saved") }, onError: { print("completable", $0) })
        .disposed(by: bag)
        // Prints:
        // single 1
        // maybe completed
        // completable notFound
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 23, in: Self.page)))
    }

    @Test func theTrampolinesOrder() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        Observable.merge(Observable.of(1, 2), Observable.of(3, 4))
            .subscribe(onNext: { print($0) })
            .disposed(by: bag)
        print("trampoline idle:", CurrentThreadScheduler.isScheduleRequired)
        // Prints:
        // 1
        // 3
        // 2
        // 4
        // trampoline idle: true
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 24, in: Self.page)))
    }

    @Test func grouping() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        Observable.of("apple", "avocado", "banana", "apricot", "blueberry")
            .groupBy { $0.first! }
            .flatMap { group in group.map { "\(group.key): \($0)" } }
            .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            .disposed(by: bag)
        // Prints:
        // a: apple
        // a: avocado
        // b: banana
        // a: apricot
        // b: blueberry
        // completed
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 25, in: Self.page)))
    }

    @Test func connectableStreams() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        func connectAll<Connectable: ConnectableObservableType>(_ stream: Connectable) -> any Disposable {
            stream.connect()
        }
        let bag = DisposeBag()
        let source = PublishSubject<Int>()
        let replayed = source.do(onSubscribe: { print("source subscribed") }).replay(1)
        replayed.subscribe(onNext: { print("first", $0) }).disposed(by: bag)
        source.onNext(0)
        connectAll(replayed).disposed(by: bag)
        source.onNext(1)
        source.onNext(2)
        replayed.subscribe(onNext: { print("late", $0) }).disposed(by: bag)
        source.onNext(3)
        // Prints:
        // source subscribed
        // first 1
        // first 2
        // late 2
        // first 3
        // late 3
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 26, in: Self.page)))
    }

    @Test func errorsTheOperatorsRaise() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        let scheduler = TestScheduler()
        Observable<Int>.never()
            .timeout(.seconds(5), scheduler: scheduler)
            .subscribe(onError: { print(scheduler.clock, "timed out:", $0 as? StreamError == .timeout) })
            .disposed(by: bag)
        scheduler.start()
        Observable<Int>.empty().asSingle()
            .subscribe(onFailure: { print("no elements:", $0 as? StreamError == .noElements) })
            .disposed(by: bag)
        Observable.of(1, 2).element(at: 5)
            .subscribe(onError: { print($0) })
            .disposed(by: bag)
        // Prints:
        // 5 timed out: true
        // no elements: true
        // An argument was out of range (a negative count or index, or an index past the end).
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 27, in: Self.page)))
    }

    @Test func neverFailingInfallible() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        enum Failure: Error { case offline }
        let bag = DisposeBag()
        Observable<String>.error(Failure.offline)
            .asInfallible(onErrorJustReturn: "cached")
            .subscribe(onNext: { print("infallible", $0) }, onCompleted: { print("infallible completed") })
            .disposed(by: bag)
        // Prints:
        // infallible cached
        // infallible completed
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 28, in: Self.page)))
    }

    @Test func flatteningLatestFirstInOrder() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(10, "a"), .next(15, "b"), .next(40, "c")])
        func lookUp(_ text: String) -> Observable<String> {
            Observable.just(text.uppercased()).delay(.seconds(10), scheduler: scheduler)
        }
        taps.flatMapLatest(lookUp).subscribe(onNext: { print(scheduler.clock, "latest", $0) }).disposed(by: bag)
        taps.flatMapFirst(lookUp).subscribe(onNext: { print(scheduler.clock, "first", $0) }).disposed(by: bag)
        taps.concatMap(lookUp).subscribe(onNext: { print(scheduler.clock, "concat", $0) }).disposed(by: bag)
        scheduler.start()
        // Prints:
        // 20 first A
        // 20 concat A
        // 25 latest B
        // 30 concat B
        // 50 latest C
        // 50 first C
        // 50 concat C
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 29, in: Self.page)))
    }

    @Test func pickingByAnotherStream() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        let clicks = PublishSubject<Void>()
        let text = PublishSubject<String>()
        clicks.withLatestFrom(text).subscribe(onNext: { print("withLatestFrom", $0) }).disposed(by: bag)
        text.sample(clicks).subscribe(onNext: { print("sample", $0) }).disposed(by: bag)
        text.onNext("a")
        text.onNext("ab")
        clicks.onNext(())
        clicks.onNext(())
        Observable.amb([Observable<Int>.never(), Observable.of(7)])
            .subscribe(onNext: { print("amb", $0) })
            .disposed(by: bag)
        Observable.of("x", "y").enumerated()
            .subscribe(onNext: { print("enumerated", $0.index, $0.element) })
            .disposed(by: bag)
        // Prints:
        // withLatestFrom ab
        // sample ab
        // withLatestFrom ab
        // amb 7
        // enumerated 0 x
        // enumerated 1 y
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 30, in: Self.page)))
    }

    @Test func moreWaysToStart() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        let scheduler = TestScheduler()
        Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
            .subscribe(onNext: { print("generate", $0) })
            .disposed(by: bag)
        Observable.repeatElement("r").take(2)
            .subscribe(onNext: { print("repeatElement", $0) })
            .disposed(by: bag)
        var attempts = 0
        let counted = Observable.deferred {
            attempts += 1
            return Observable.just(attempts)
        }
        counted.subscribe(onNext: { print("deferred", $0) }).disposed(by: bag)
        counted.subscribe(onNext: { print("deferred", $0) }).disposed(by: bag)
        Observable.using({ CompositeDisposable(Disposables.create { print("resource released") }) },
                 observableFactory: { _ in Observable.just("used") })
            .subscribe(onNext: { print("using", $0) })
            .disposed(by: bag)
        Observable<Int>.timer(.seconds(5), scheduler: scheduler)
            .subscribe(onNext: { print(scheduler.clock, "timer", $0) })
            .disposed(by: bag)
        scheduler.start()
        // Prints:
        // generate 1
        // generate 3
        // generate 9
        // repeatElement r
        // repeatElement r
        // deferred 1
        // deferred 2
        // using used
        // resource released
        // 5 timer 0
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 31, in: Self.page)))
    }

    @Test func rateLimitsAndRetriesDrivenByStreams() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        enum Failure: Error { case offline }
        let bag = DisposeBag()
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(1, 1), .next(2, 2), .next(3, 3), .next(12, 4)])
        taps.throttle(.seconds(5), latest: true, scheduler: scheduler)
            .subscribe(onNext: { print(scheduler.clock, "throttle", $0) })
            .disposed(by: bag)
        Observable.just("late").delaySubscription(.seconds(20), scheduler: scheduler)
            .subscribe(onNext: { print(scheduler.clock, $0) })
            .disposed(by: bag)
        scheduler.start()
        var tries = 0
        Observable<Int>.deferred {
            tries += 1
            return .error(Failure.offline)
        }
        .retryWhen { errors in
            errors.enumerated().flatMap { $0.index < 2 ? Observable.just(()) : Observable.error($0.element) }
        }
        .catchAndReturn(-1)
        .subscribe(onNext: { print("after", tries, "tries:", $0) })
        .disposed(by: bag)
        // Prints:
        // 1 throttle 1
        // 6 throttle 3
        // 12 throttle 4
        // 20 late
        // after 3 tries: -1
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 32, in: Self.page)))
    }

    @Test func testingWithObserversAndTimesOfYourOwn() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let scheduler = TestScheduler()
        let observer = scheduler.createObserver(String.self)
        let source = scheduler.createHotObservable([.next(15, "early"), .next(25, "seen"), .completed(40)])
        var subscription: (any Disposable)?
        scheduler.scheduleAt(20) { subscription = source.subscribe(observer) }
        scheduler.scheduleAt(30) { subscription?.dispose() }
        scheduler.start()
        print(observer.events)
        print(source.subscriptions == [Subscription(20, 30)])
        // Prints:
        // [next(seen) @ 25]
        // true
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 33, in: Self.page)))
    }

    @Test func traitChainsUnboundedReplayAndReferenceCounting() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let bag = DisposeBag()
        Single.just(2)
            .flatMapMaybe { $0 > 1 ? Maybe.just($0 * 10) : Maybe.empty() }
            .subscribe(onSuccess: { print("flatMapMaybe", $0) })
            .disposed(by: bag)
        Single.just("draft")
            .flatMapCompletable { _ in Completable.empty() }
            .subscribe(onCompleted: { print("flatMapCompletable completed") })
            .disposed(by: bag)
        let history = ReplaySubject<Int>.createUnbounded()
        history.onNext(1)
        history.onNext(2)
        history.subscribe(onNext: { print("createUnbounded", $0) }).disposed(by: bag)
        let source = PublishSubject<Int>()
        let shared = source
            .do(onSubscribe: { print("connected") }, onDispose: { print("disconnected") })
            .publish()
            .refCount()
        let only = shared.subscribe(onNext: { print("refCount", $0) })
        source.onNext(1)
        only.dispose()
        // Prints:
        // flatMapMaybe 20
        // flatMapCompletable completed
        // createUnbounded 1
        // createUnbounded 2
        // connected
        // refCount 1
        // disconnected
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 34, in: Self.page)))
    }

    @Test func backoffForms() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let retries = 1...5
        let constant = Backoff.constant(.seconds(2))
        let linear = Backoff.linear(.seconds(1))
        let exponential = Backoff.exponential(initial: .milliseconds(500), maxDelay: .seconds(3))
        print("constant", retries.map { constant.delay(forRetry: $0) / .seconds(1) })
        print("linear", retries.map { linear.delay(forRetry: $0) / .seconds(1) })
        print("exponential", retries.map { exponential.delay(forRetry: $0) / .seconds(1) })
        let jittered = Backoff.constant(.seconds(10)).jittered(0.2)
        let waits = (1...100).map { jittered.delay(forRetry: $0) / .seconds(1) }
        print("jittered, all within 8...10:", waits.allSatisfy { (8...10).contains($0) })
        // Prints:
        // constant [2.0, 2.0, 2.0, 2.0, 2.0]
        // linear [1.0, 2.0, 3.0, 4.0, 5.0]
        // exponential [0.5, 1.0, 2.0, 3.0, 3.0]
        // jittered, all within 8...10: true
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 35, in: Self.page)))
    }

    @Test func asyncWorkAsAStream() async throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        enum Failure: Error { case offline }
        let runs = BehaviorRelay(value: 0)
        let answer = Observable<Int>.fromAsync {
            runs.accept(runs.value + 1)
            return 42
        }
        print("first", try await answer.first() ?? 0)
        for try await value in answer.concat(answer).values {
            print("again", value)
        }
        print("runs", runs.value)
        let failing = Observable<Int>.fromAsync { throw Failure.offline }
        do {
            _ = try await failing.first()
        } catch {
            print("failed:", error)
        }
        // Prints:
        // first 42
        // again 42
        // again 42
        // runs 3
        // failed: offline
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 36, in: Self.page)))
    }

    @Test func theSchedulerDriversUse() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let scheduler = TestScheduler()
        print("by default", SharingScheduler.make() is MainScheduler)
        SharingScheduler.mock(scheduler: scheduler) {
            print("mocked", SharingScheduler.make() is TestScheduler)
        }
        print("afterwards", SharingScheduler.make() is MainScheduler)
        // Prints:
        // by default true
        // mocked true
        // afterwards true
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 37, in: Self.page)))
    }

    @Test func genericCodeOverSubjects() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        func send<Subject: SubjectType>(_ values: [Subject.Element], to subject: Subject)
        where Subject.Observer.Element == Subject.Element {
            let observer = subject.asObserver()
            for value in values { observer.onNext(value) }
        }
        let bag = DisposeBag()
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        publish.subscribe(onNext: { print("publish", $0) }).disposed(by: bag)
        send([1, 2], to: publish)
        send([3], to: behavior)
        behavior.subscribe(onNext: { print("behavior", $0) }).disposed(by: bag)
        // Prints:
        // publish 1
        // publish 2
        // behavior 3
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 38, in: Self.page)))
    }

    @Test func disposablesThatKnowTheyWereDisposed() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let disposables: [any Cancelable] = [BooleanDisposable(), CompositeDisposable(), SerialDisposable()]
        print("before", disposables.map(\.isDisposed))
        for disposable in disposables {
            disposable.dispose()
        }
        print("after", disposables.map(\.isDisposed))
        // Prints:
        // before [false, false, false]
        // after [true, true, true]
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 39, in: Self.page)))
    }

    @Test func eventsOfYourOwnType() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct Reading: EventConvertible {
            let sensor: String
            let event: Event<Double>
        }
        let bag = DisposeBag()
        Observable.of(
            Reading(sensor: "a", event: .next(20.5)),
            Reading(sensor: "a", event: .next(21)),
            Reading(sensor: "a", event: .completed))
            .dematerialize()
            .subscribe(onNext: { print("value", $0) }, onCompleted: { print("completed") })
            .disposed(by: bag)
        // Prints:
        // value 20.5
        // value 21.0
        // completed
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 40, in: Self.page)))
    }

    @Test func rxSwiftsTimeIntervals() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let scheduler = TestScheduler()
        let bag = DisposeBag()
        let wait: RxTimeInterval = .seconds(2)
        Observable.just("rx").delay(wait, scheduler: scheduler)
            .subscribe(onNext: { print(scheduler.clock, $0) })
            .disposed(by: bag)
        Observable.just("duration").delay(.seconds(3), scheduler: scheduler)
            .subscribe(onNext: { print(scheduler.clock, $0) })
            .disposed(by: bag)
        scheduler.start()
        // Prints:
        // 2 rx
        // 3 duration
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 41, in: Self.page)))
    }
}
