// The samples of the Requester catalog's "Requester by example" article
// (Sources/Requester/Requester.docc/RequesterByExample.md), verbatim: each
// test runs one sample with `print` captured and compares what it printed
// with the sample's `// Prints:` lines in the article. Edit both together.
import Foundation
import GuideSampleSupport
import Handlers
import Requester
import Stream
import Testing

@Suite("Catalog samples: Requester by example")
struct RequesterByExampleTests {
    private static let page = "Sources/Requester/Requester.docc/RequesterByExample.md"

    /// What the article's sample number `index` says it prints.
    private static func printed(bySample index: Int) throws -> [String] {
        let samples = try GuideSamples.check(guide: page).samples
        return GuideSamples.printedLines(of: samples[index])
    }

    /// The lines a sample's `print` made, kept instead of written out.
    private final class Output {
        var lines: [String] = []
    }

    @Test func samplesAppearHereVerbatim() throws {
        let report = try GuideSamples.check(guide: Self.page)
        #expect(report.samples.count == 2)
        #expect(report.missing.isEmpty, "\(report.missing)")
        #expect(report.samples.allSatisfy { !GuideSamples.printedLines(of: $0).isEmpty })
    }

    @Test func sendingRetryingAndFailing() throws {
        let output = Output()
        func print(_ items: Any...) { output.lines.append(items.map { "\($0)" }.joined(separator: " ")) }
        struct Book: Decodable { var title: String }
        let scheduler = TestScheduler()
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/1", .status(503), .json(#"{"title": "Dune"}"#))
        stub.stub("GET", "/v1/books/2", .json(#"{"status": 404}"#, status: 404))
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: stub,
            retryPolicy: RetryPolicy(backoff: .constant(.seconds(1)), scheduler: scheduler))
        let bag = DisposeBag()
        client.request(Endpoint<Book>.get("books/1"))
            .subscribe(onNext: { print(scheduler.clock, $0.title) })
            .disposed(by: bag)
        client.request(Endpoint<Book>.get("books/2"))
            .subscribe(onError: { print(scheduler.clock, "failed with", ($0 as? RequestError)?.response?.statusCode ?? 0) })
            .disposed(by: bag)
        scheduler.start()
        print("sent", stub.callCount("GET", "/v1/books/1"), "times")
        // Prints:
        // 0 failed with 404
        // 1 Dune
        // sent 2 times
        #expect(output.lines == (try Self.printed(bySample: 0)))
    }

    @Test func aScreenItsLoadingIndicatorAndItsHandlers() throws {
        let output = Output()
        func print(_ items: Any...) { output.lines.append(items.map { "\($0)" }.joined(separator: " ")) }
        struct Book: Decodable { var title: String }
        final class Screen: Presentable {
            var log: [String] = []
            func showLoading() { log.append("loading") }
            func hideLoading() { log.append("loaded") }
            func showError(error: String) { log.append("error: \(error)") }
            func onHandleErrorFailed(error: any Error) { log.append("unhandled") }
        }
        struct NotFound: StatusCodeHandler {
            let supportedErrorCodes = [404]
            func handle(error: HTTPError, presentable: (any Presentable)?) {
                presentable?.showError(error: "not in the catalogue")
            }
        }
        let scheduler = TestScheduler()
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/2", .json(#"{"status": 404}"#, status: 404))
        let client = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: stub)
        let registry = HandlerRegistry()
        registry.statusCodeHandlers = [NotFound()]
        let screen = Screen()
        let requester = Requester(presentable: screen, handlers: registry)
        let options = RequestOptions.Builder()
            .observeOnScheduler(scheduler)
            .subscribeOnScheduler(scheduler)
            .build()
        let bag = DisposeBag()
        requester.request(options: options) { client.request(Endpoint<Book>.get("books/2")) }
            .subscribe(onError: { _ in print("the subscriber's onError runs too") })
            .disposed(by: bag)
        scheduler.start()
        for line in screen.log {
            print(line)
        }
        // Prints:
        // the subscriber's onError runs too
        // loading
        // error: not in the catalogue
        // loaded
        #expect(output.lines == (try Self.printed(bySample: 1)))
    }
}
