// The samples of the Requester catalog's "Requester by example" article
// (Sources/Requester/Requester.docc/RequesterByExample.md), verbatim: each
// test runs one sample with `print` captured and compares what it printed
// with the sample's `// Prints:` lines in the article (the one sent to a
// real server runs in IntegrationTests' RequesterByExampleServerTests).
// Edit both together.
import Foundation
import GuideSampleSupport
import Handlers
import Requester
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Catalog samples: Requester by example")
struct RequesterByExampleTests {
    private static let page = "Sources/Requester/Requester.docc/RequesterByExample.md"
    /// The integration tests' file that runs the sample sent to a real server.
    private static let serverSamples = GuideSamples.packageRoot(of: #filePath)
        .appending(path: "Tests/IntegrationTests/RequesterByExampleServerTests.swift").path

    @Test func samplesAppearHereVerbatim() throws {
        let report = try GuideSamples.check(guide: Self.page, alsoIn: [Self.serverSamples])
        #expect(report.samples.count == 16)
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

    @Test func aLogWithItsSecretsRedacted() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct Book: Decodable { var title: String }
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/1", .json(#"{"title": "Dune"}"#))
        let logger = RequestLogger(options: [.requestURL, .requestHeaders, .responseCode]) { print($0) }
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: stub,
            adapters: [BearerTokenAdapter { "s3cr3t" }],
            logger: logger)
        let bag = DisposeBag()
        client.request(Endpoint<Book>.get("books/1", query: ["api_key": "k-123"]))
            .subscribe(onNext: { print($0.title) })
            .disposed(by: bag)
        // Prints:
        // --> GET https://api.example.com/v1/books/1?api_key=<redacted>
        //     Accept: application/json
        //     Authorization: <redacted>
        // <-- 200 GET https://api.example.com/v1/books/1?api_key=<redacted>
        // Dune
        // The article's `// Prints:` lines lose their indentation when read; so do these.
        let printed = output.lines.map { String($0.drop { $0 == " " }) }
        #expect(printed == (try GuideSamples.printedLines(ofSample: 7, in: Self.page)))
    }

    @Test func watchingEveryAttempt() throws {
        let output = PrintedOutput()
        @Sendable func print(_ items: Any...) { output.record(items) }
        struct Book: Decodable { var title: String }
        struct Watcher: RequestObserver {
            let note: @Sendable (String) -> Void
            func didStart(_ request: URLRequest, attempt: Int) {
                note("start \(attempt) \(request.url?.path ?? "")")
            }
            func didFinish(
                _ request: URLRequest, attempt: Int, result: Result<HTTPResponse, RequestError>, metrics: RequestMetrics
            ) {
                let status = (try? result.get().statusCode).map(String.init) ?? "no response"
                note("finish \(metrics.attempt) \(status), \(metrics.receivedBytes) bytes")
            }
        }
        let scheduler = TestScheduler()
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/1", .status(503), .json(#"{"title": "Dune"}"#))
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: stub,
            retryPolicy: RetryPolicy(backoff: .constant(.seconds(1)), scheduler: scheduler),
            observers: [Watcher { print($0) }])
        let bag = DisposeBag()
        client.request(Endpoint<Book>.get("books/1"))
            .subscribe(onNext: { print($0.title) })
            .disposed(by: bag)
        scheduler.start()
        // Prints:
        // start 1 /v1/books/1
        // finish 1 503, 0 bytes
        // start 2 /v1/books/1
        // finish 2 200, 17 bytes
        // Dune
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 8, in: Self.page)))
    }

    @Test func serverSentEvents() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let scheduler = TestScheduler()
        let stub = StubTransport()
        stub.stub(
            "GET", "/v1/feed",
            .status(200, body: ": hello\nid: 1\nevent: tick\ndata: a\ndata: b\n\ndata: c\n\n"),
            .status(204))
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: stub,
            retryPolicy: RetryPolicy(scheduler: scheduler))
        let bag = DisposeBag()
        client.events(Endpoint<ServerSentEvent>.get("feed"))
            .subscribe(
                onNext: { print(scheduler.clock, $0.id ?? "-", $0.event ?? "message", $0.data.split(separator: "\n")) },
                onCompleted: { print(scheduler.clock, "ended") })
            .disposed(by: bag)
        scheduler.start()
        print("Last-Event-ID:", stub.requests.last?.value(forHTTPHeaderField: "Last-Event-ID") ?? "-")
        // Prints:
        // 0 1 tick ["a", "b"]
        // 0 1 message ["c"]
        // 1 ended
        // Last-Event-ID: 1
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 9, in: Self.page)))
    }

    @Test func aDownloadAndItsProgress() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let stub = StubTransport()
        stub.stub("GET", "/v1/report", .status(200, body: "ten bytes!").chunked(4))
        let client = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: stub)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID()).txt")
        let bag = DisposeBag()
        client.download(Endpoint<Data>.get("report"), to: file)
            .subscribe(onNext: { step in
                switch step {
                case .progress(let progress): print("received", progress.receivedBytes, "of", progress.expectedReceivedBytes.map(String.init) ?? "?")
                case .completed(let url): print("saved", (try? String(contentsOf: url, encoding: .utf8)) ?? "")
                }
            })
            .disposed(by: bag)
        try? FileManager.default.removeItem(at: file)
        // Prints:
        // received 4 of ?
        // received 8 of ?
        // received 10 of ?
        // received 10 of 10
        // saved ten bytes!
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 10, in: Self.page)))
    }

    @Test func aConfigurationAndItsDefaults() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        let configuration = APIClient.Configuration(baseURL: URL(string: "https://api.example.com/v1")!)
        print(configuration.defaultHeaders, configuration.timeout as Any, configuration.retryPolicy == nil)
        print(configuration.limits.maximumBodySize ?? 0, configuration.limits.minimumReconnectionDelay)
        var broken = configuration
        broken.defaultHeaders = ["X-Team": "a\r\nb"]
        do {
            try broken.validate()
        } catch {
            print("invalid:", error.localizedDescription)
        }
        let client = APIClient(configuration: configuration, transport: StubTransport())
        print(client.baseURL)
        // Prints:
        // [:] nil true
        // 33554432 1.0 seconds
        // invalid: The value of header X-Team holds a CR, LF or NUL character
        // https://api.example.com/v1
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 11, in: Self.page)))
    }

    @Test func aMultipartForm() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        var form = MultipartForm()
        form.add(name: "title", value: "Holidays")
        form.add(name: "notes", filename: "notes.txt", contentType: "text/plain", data: Data("sunny".utf8))
        let stub = StubTransport()
        stub.stub("POST", "/v1/albums", .status(201))
        let client = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: stub)
        let bag = DisposeBag()
        client.request(Endpoint<Empty>.post("albums", multipart: form))
            .subscribe(onCompleted: { print("sent") })
            .disposed(by: bag)
        let request = stub.requests[0]
        let contentType = request.value(forHTTPHeaderField: "Content-Type") ?? ""
        let boundary = contentType.components(separatedBy: "boundary=").last ?? ""
        let body = String(decoding: request.httpBody ?? Data(), as: UTF8.self)
        print(contentType.replacingOccurrences(of: boundary, with: "XYZ"))
        for line in body.replacingOccurrences(of: boundary, with: "XYZ").components(separatedBy: "\r\n") {
            print(line)
        }
        // Prints:
        // sent
        // multipart/form-data; boundary=XYZ
        // --XYZ
        // Content-Disposition: form-data; name="title"
        //
        // Holidays
        // --XYZ
        // Content-Disposition: form-data; name="notes"; filename="notes.txt"
        // Content-Type: text/plain
        //
        // sunny
        // --XYZ--
        //
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 12, in: Self.page)))
    }

    @Test func markingEachAttemptsRequest() throws {
        let output = PrintedOutput()
        @Sendable func print(_ items: Any...) { output.record(items) }
        struct Book: Decodable { var title: String }
        struct CorrelationID: RequestInstrument {
            let note: @Sendable (String) -> Void
            func instrument(_ request: URLRequest, attempt: Int) -> URLRequest {
                var request = request
                request.setValue("order-7.\(attempt)", forHTTPHeaderField: "X-Correlation-ID")
                return request
            }
            func didStart(_ request: URLRequest, attempt: Int) {
                note("start \(attempt) \(request.value(forHTTPHeaderField: "X-Correlation-ID") ?? "-")")
            }
            func didFinish(
                _ request: URLRequest, attempt: Int, result: Result<HTTPResponse, RequestError>, metrics: RequestMetrics
            ) {}
        }
        let scheduler = TestScheduler()
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/1", .status(503), .json(#"{"title": "Dune"}"#))
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: stub,
            adapters: [BearerTokenAdapter { "t0ken" }],
            retryPolicy: RetryPolicy(backoff: .constant(.seconds(1)), scheduler: scheduler),
            observers: [CorrelationID { print($0) }])
        let bag = DisposeBag()
        client.request(Endpoint<Book>.get("books/1")).subscribe().disposed(by: bag)
        scheduler.start()
        for request in stub.requests {
            let authorization = request.value(forHTTPHeaderField: "Authorization") ?? "-"
            print("sent", authorization, request.value(forHTTPHeaderField: "X-Correlation-ID") ?? "-")
        }
        // Prints:
        // start 1 order-7.1
        // start 2 order-7.2
        // sent Bearer t0ken order-7.1
        // sent Bearer t0ken order-7.2
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 13, in: Self.page)))
    }

    @Test func aValueWithItsResponse() async throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct Book: Decodable { var title: String }
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/1", .json(#"{"title": "Dune"}"#, headers: ["ETag": "\"v7\""]))
        let client = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: stub)
        let answer = try await client.sendResponse(Endpoint<Book>.get("books/1"))
        print(answer.value.title, answer.response.statusCode, answer.response.headers["ETag"] ?? "-")
        print(answer.response.url?.absoluteString ?? "-")
        // Prints:
        // Dune 200 "v7"
        // https://api.example.com/v1/books/1
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 14, in: Self.page)))
    }
}
