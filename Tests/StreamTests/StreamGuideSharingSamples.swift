// The code samples of Docs/Stream.md's sections on relays, connectable
// observables, subscribing and traits, verbatim, and tests that run them.
// StreamGuideSamplesTests.docSamplesAppearHereVerbatim reads this file too:
// edit the guide and this file together.
import Stream
import Testing

// MARK: - Samples from the guide

final class ProfileModel {
    private let bag = DisposeBag()
    private(set) var name = ""

    func bind(_ names: Observable<String>) {
        names
            .subscribe(with: self, onNext: { model, name in model.name = name })
            .disposed(by: bag)
    }
}

enum LookupError: Error { case notFound }

func user(id: Int) -> Single<String> {
    Single.create { observer in
        if id == 7 { observer(.success("Ada")) } else { observer(.failure(LookupError.notFound)) }
        return Disposables.create()
    }
}

// MARK: - Running the samples

@Suite("Docs/Stream.md samples: relays, connectables, subscribing, traits")
struct StreamGuideSharingSamples {
    @Test func aBehaviorRelayIgnoresTheEndOfWhatIsBoundToIt() {
        let query = BehaviorRelay(value: "")
        var searches: [String] = []
        _ = query.filter { !$0.isEmpty }.subscribe(onNext: { searches.append($0) })
        _ = Observable.of("s", "sw").bind(to: query)  // its completion does not end the relay
        query.accept("swift")
        #expect(query.value == "swift")
        #expect(searches == ["s", "sw", "swift"])
    }

    @Test func publishWaitsForConnect() {
        let scheduler = TestScheduler()
        let ticks = Observable<Int>.interval(.seconds(10), scheduler: scheduler).publish()
        let observer = scheduler.createObserver(Int.self)
        var connection: (any Disposable)?
        scheduler.scheduleAt(0) { _ = ticks.subscribe(observer) }  // waits for the connection
        scheduler.scheduleAt(5) { connection = ticks.connect() }
        scheduler.scheduleAt(40) { connection?.dispose() }
        scheduler.start()
        #expect(observer.events == [.next(15, 0), .next(25, 1), .next(35, 2)])
    }

    @Test func subscribeWithAWeakOwner() {
        let names = PublishSubject<String>()
        var model: ProfileModel? = ProfileModel()
        model?.bind(names)
        names.onNext("Ada")
        #expect(model?.name == "Ada")
        model = nil  // not kept alive by its subscription; the bag disposes it
        #expect(!names.hasObservers)
    }

    @Test func singleCreateAndSubscribe() {
        var log: [String] = []
        _ = user(id: 7).map { $0.uppercased() }.subscribe(onSuccess: { log.append($0) })
        _ = user(id: 8).catchAndReturn("guest").subscribe(onSuccess: { log.append($0) })
        _ = Observable.of(1, 2).asSingle().subscribe(onFailure: { log.append("\($0 as? StreamError == .moreThanOneElement)") })
        #expect(log == ["ADA", "guest", "true"])
    }
}
