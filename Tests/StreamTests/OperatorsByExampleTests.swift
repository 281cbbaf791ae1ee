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
        #expect(report.samples.count == 21)
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
}
