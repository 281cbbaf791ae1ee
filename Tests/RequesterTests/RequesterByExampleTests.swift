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

    @Test func samplesAppearHereVerbatim() throws {
        let report = try GuideSamples.check(guide: Self.page)
        #expect(report.samples.count == 7)
        #expect(report.missing.isEmpty, "\(report.missing)")
        #expect(report.samples.allSatisfy { !GuideSamples.printedLines(of: $0).isEmpty })
    }

    @Test func sendingRetryingAndFailing() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
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
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 0, in: Self.page)))
    }

    @Test func aScreenItsLoadingIndicatorAndItsHandlers() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
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
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 1, in: Self.page)))
    }

    @Test func adaptersAHeaderOnEveryRequest() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct Book: Decodable { var title: String }
        struct APIKey: HeaderAdapter {
            var headerName: String { "X-API-Key" }
            func covers(_ url: URL?, baseURL: URL?) -> Bool { url?.host == baseURL?.host }
            func headerValue() -> String? { "k-123" }
        }
        var token: String? = "first"
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/1", .json(#"{"title": "Dune"}"#))
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: stub,
            adapters: [APIKey(), BearerTokenAdapter { token }])
        let bag = DisposeBag()
        client.request(Endpoint<Book>.get("books/1")).subscribe().disposed(by: bag)
        token = nil
        client.request(Endpoint<Book>.get("books/1")).subscribe().disposed(by: bag)
        for request in stub.requests {
            print(request.value(forHTTPHeaderField: "X-API-Key") ?? "-", request.value(forHTTPHeaderField: "Authorization") ?? "-")
        }
        // Prints:
        // k-123 Bearer first
        // k-123 -
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 2, in: Self.page)))
    }

    @Test func aRefusedCredentialRefreshedOnce() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct Book: Decodable { var title: String }
        var token = "old"
        let scheduler = TestScheduler()
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/1", .status(401), .json(#"{"title": "Dune"}"#))
        let authenticator = Authenticator(adapter: BearerTokenAdapter { token }, scheduler: scheduler) {
            print("refreshing")
            token = "new"
            return .just(())
        }
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: stub,
            authenticator: authenticator)
        let bag = DisposeBag()
        client.request(Endpoint<Book>.get("books/1"))
            .subscribe(onNext: { print($0.title) })
            .disposed(by: bag)
        scheduler.start()
        for request in stub.requests {
            print(request.value(forHTTPHeaderField: "Authorization") ?? "-")
        }
        // Prints:
        // refreshing
        // Dune
        // Bearer old
        // Bearer new
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 3, in: Self.page)))
    }

    @Test func limitsOnWhatAServerMaySend() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct Book: Decodable { var title: String }
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/1", .json(#"{"title": "Dune"}"#))
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: stub,
            limits: RequestLimits(maximumBodySize: 8))
        let bag = DisposeBag()
        client.request(Endpoint<Book>.get("books/1"))
            .subscribe(onError: { print($0.localizedDescription) })
            .disposed(by: bag)
        client.request(Endpoint<Book>.get("books/1").limits(.default))
            .subscribe(onNext: { print($0.title) })
            .disposed(by: bag)
        // Prints:
        // The response exceeds maximumBodySize (8 bytes) for https://api.example.com/v1/books/1
        // Dune
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 4, in: Self.page)))
    }

    @Test func theServersOwnErrorBody() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct Book: Decodable { var title: String }
        struct Problem: Decodable { var type: String; var detail: String }
        let problems = APIErrorContract { response in
            guard response.statusCode >= 400,
                  let problem = try? JSONDecoder().decode(Problem.self, from: response.body)
            else { return nil }
            return APIError(code: problem.type, title: problem.detail, response: response)
        }
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/9", .json(#"{"type": "not_found", "detail": "No book 9"}"#, status: 404))
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: stub,
            apiErrorContract: problems)
        let bag = DisposeBag()
        client.request(Endpoint<Book>.get("books/9"))
            .subscribe(onError: { error in
                if case .api(let problem) = error as? RequestError {
                    print(problem.response.statusCode, problem.code, problem.title)
                }
            })
            .disposed(by: bag)
        // Prints:
        // 404 not_found No book 9
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 5, in: Self.page)))
    }

    @Test func aRefreshUnderARequester() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct Book: Decodable { var title: String }
        final class Screen: Presentable {
            func showLoading() {}
            func hideLoading() {}
            func showError(error: String) {}
            func onHandleErrorFailed(error: any Error) {}
        }
        var token = "old"
        let scheduler = TestScheduler()
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/1", .status(401), .json(#"{"title": "Dune"}"#))
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: stub,
            adapters: [BearerTokenAdapter { token }])
        let refresher = TokenRefreshHandler(refresh: {
            print("refreshing")
            token = "new"
            return .just(())
        }, scheduler: scheduler)
        let registry = HandlerRegistry()
        registry.resumableHandlers = [refresher]
        let requester = Requester(presentable: Screen(), handlers: registry)
        let options = RequestOptions.Builder()
            .observeOnScheduler(scheduler)
            .subscribeOnScheduler(scheduler)
            .build()
        let bag = DisposeBag()
        requester.request(options: options) { client.request(Endpoint<Book>.get("books/1")) }
            .subscribe(onNext: { print($0.title) })
            .disposed(by: bag)
        scheduler.start()
        print("sent", stub.callCount("GET", "/v1/books/1"), "times")
        // Prints:
        // refreshing
        // Dune
        // sent 2 times
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 6, in: Self.page)))
    }
}
