// The code samples of Docs/MigratingFromRxSwift.md, verbatim, and tests that
// run them. `docSamplesAppearHereVerbatim` fails when the guide and this file
// drift apart: edit both together.
import Foundation
import GuideSampleSupport
import Handlers
import Requester
import Stream
import Testing

// MARK: - Samples from the guide

/// Remembers the last forecast per city.
final class ForecastCache {
    private var forecasts: [String: String] = [:]
    func store(_ forecast: String, for city: String) { forecasts[city] = forecast }
    func forecast(for city: String) -> String? { forecasts[city] }
}

func forecast(
    for city: String, fetch: @escaping (String) -> Observable<String>, cache: ForecastCache
) -> Observable<String> {
    fetch(city)
        .do(onNext: { cache.store($0, for: city) })
        .retry(3)  // three subscriptions in all, as in RxSwift
        .catchError { _ in .just(cache.forecast(for: city) ?? "no forecast yet") }
}

func loadUser(id: Int) -> Single<String> {
    Single.create { observer in
        observer(.success("user \(id)"))  // a callback API calls it later, on any thread
        return Disposables.create()
    }
}

final class SearchViewModel {
    let results: Driver<[String]>
    let isEmpty: Driver<Bool>

    init(query: Observable<String>, search: @escaping (String) -> Observable<[String]>) {
        results = query
            .asDriver(onErrorJustReturn: "")
            .flatMapLatest { text in search(text).asDriver(onErrorJustReturn: []) }
        isEmpty = results.map { $0.isEmpty }
    }
}

// MARK: - Running the samples

@Suite("Docs/MigratingFromRxSwift.md samples")
struct MigrationGuideSamplesTests {
    @Test func rxSwiftCodeReadsTheSame() {
        let cache = ForecastCache()
        var attempts = 0
        let flaky: (String) -> Observable<String> = { _ in
            Observable.deferred {  // counts subscriptions, not calls
                attempts += 1
                return attempts == 1 ? .just("sunny") : .error(URLError(.notConnectedToInternet))
            }
        }
        var received: [String] = []
        _ = forecast(for: "Oslo", fetch: flaky, cache: cache).subscribe(onNext: { received.append($0) })
        _ = forecast(for: "Oslo", fetch: flaky, cache: cache).subscribe(onNext: { received.append($0) })
        #expect(received == ["sunny", "sunny"])  // the second from the cache
        #expect(attempts == 4)  // one success, then three failed subscriptions
    }

    @Test func rxTestCodeReadsTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .completed(230),
        ])
        let observer = scheduler.start { source.map { $0 * 10 } }
        #expect(observer.events == [.next(210, 20), .next(220, 30), .completed(230)])
        #expect(source.subscriptions == [Subscription(200, 230)])
    }

    @Test func schedulingNowAddsNoTick() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable.just("hi").observeOn(scheduler) }
        #expect(observer.events == [.next(200, "hi"), .completed(200)])  // RxTest's default records later ticks
    }

    @Test func resolutionIsADuration() {
        let scheduler = TestScheduler(resolution: .milliseconds(1))  // RxTest: resolution: 0.001
        let observer = scheduler.start {
            Observable<Int>.timer(.milliseconds(250), scheduler: scheduler)
        }
        #expect(observer.events == [.next(450, 0), .completed(450)])
    }

    @Test func traitsRelaysAndBindingPortAsTheyAre() {
        var name: String?
        _ = loadUser(id: 7)
            .map { $0.uppercased() }
            .subscribe(onSuccess: { name = $0 }, onFailure: { _ in name = nil })
        #expect(name == "USER 7")

        let selection = BehaviorRelay(value: 0)
        _ = Observable.of(1, 2).bind(to: selection)
        #expect(selection.value == 2)

        let saved: Completable = Observable.of(1, 2).ignoreElements().asCompletable()
        var completed = false
        _ = saved.subscribe(onCompleted: { completed = true })
        #expect(completed)
    }

    @Test func driverViewModelTest() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable([.next(210, "rx"), .next(220, "rxs")])
            let model = SearchViewModel(query: query.asObservable()) { .just(["\($0)!"]) }
            let observer = scheduler.start { model.results }
            #expect(observer.events == [.next(210, ["rx!"]), .next(220, ["rxs!"])])
        }
    }

    @Test func rxRequesterCodeReadsTheSame() {
        /// The screen: here it only writes down what the requester told it.
        final class LoginScreen: Presentable {
            private(set) var log: [String] = []

            func showLoading() { log.append("loading") }
            func hideLoading() { log.append("done") }
            func showError(error: String) { log.append("error: \(error)") }
            func onHandleErrorFailed(error: any Error) { log.append("unhandled: \(error)") }
        }

        let scheduler = TestScheduler()
        let screen = LoginScreen()
        let requester = Requester(presentable: screen, handlers: HandlerRegistry())
        let options = RequestOptions.Builder()
            .showLoading(true)
            .inlineErrorHandling { error in false }
            .doOnError { error in print("login failed: \(error)") }
            .observeOnScheduler(scheduler)
            .subscribeOnScheduler(scheduler)
            .build()
        let observer = scheduler.start {
            requester.request(options: options) { Observable.just("session") }
        }
        #expect(observer.events == [.next(200, "session"), .completed(200)])
        #expect(screen.log == ["loading", "done"])
    }

    /// The counts above the name-by-name table are the counts of its rows.
    @Test func theTableCountsItsRows() throws {
        let root = GuideSamples.packageRoot(of: #filePath)
        let guide = try String(contentsOf: root.appending(path: "Docs/MigratingFromRxSwift.md"), encoding: .utf8)
        let section = guide.components(separatedBy: "## RxSwift 6.9, name by name")[1]
            .components(separatedBy: "\n## ")[0]
        var counts: [String: Int] = ["same": 0, "differs": 0, "not provided": 0]
        let rows = section.split(separator: "\n").filter {
            $0.hasPrefix("| ") && !$0.hasPrefix("| RxSwift") && !$0.hasPrefix("| ---")
        }
        for line in rows {
            let status = line.split(separator: "|").last!.trimmingCharacters(in: .whitespaces)
            guard let kind = counts.keys.first(where: { status.hasPrefix($0) }) else {
                Issue.record("a row without a status: \(line)")
                continue
            }
            counts[kind]! += 1
        }
        let total = counts.values.reduce(0, +)
        let stated = "\(total) rows: **\(counts["same"]!) same**, **\(counts["differs"]!) differ**, **\(counts["not provided"]!) not provided**."
        #expect(section.contains(stated), "expected: \(stated)")
        #expect(total > 140)
    }

    @Test func docSamplesAppearHereVerbatim() throws {
        let report = try GuideSamples.check(guide: "Docs/MigratingFromRxSwift.md")
        #expect(report.samples.count >= 6)
        for sample in report.missing {
            Issue.record("not in MigrationGuideSamplesTests.swift:\n\(sample)")
        }
    }
}
