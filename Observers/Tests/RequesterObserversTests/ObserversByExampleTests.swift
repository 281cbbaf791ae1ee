// The samples of the observers' "by example" articles (LoggingByExample.md,
// MetricsByExample.md and TracingByExample.md in each product's catalog),
// verbatim: each test runs one sample with `print` captured and compares
// what it printed with the sample's `// Prints:` lines in the article. Edit
// both together. GuideSamples and PrintedOutput are the root package's
// (Tests/GuideSampleSupport, linked into this target).
import Foundation
import InMemoryLogging
import InMemoryTracing
import Logging
import MetricsTestKit
import Requester
import RequesterLogging
import RequesterMetrics
import RequesterTracing
import Stream
import Testing
import Tracing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Catalog samples: the observers by example")
struct ObserversByExampleTests {
    private static let logging = "Sources/RequesterLogging/RequesterLogging.docc/LoggingByExample.md"
    private static let metrics = "Sources/RequesterMetrics/RequesterMetrics.docc/MetricsByExample.md"
    private static let tracing = "Sources/RequesterTracing/RequesterTracing.docc/TracingByExample.md"

    @Test(arguments: [(logging, 2), (metrics, 2), (tracing, 1)])
    func samplesAppearHereVerbatim(page: String, count: Int) throws {
        let report = try GuideSamples.check(guide: page)
        #expect(report.samples.count == count)
        #expect(report.missing.isEmpty, "\(report.missing)")
        #expect(report.samples.allSatisfy { !GuideSamples.printedLines(of: $0).isEmpty })
    }

    @Test func loggingTwoEntriesForEachAttemptSecretsRedacted() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct Book: Decodable { var title: String }
        let logs = InMemoryLogHandler()
        var logger = Logger(label: "api") { _ in logs }
        logger.logLevel = .debug
        let scheduler = TestScheduler()
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/1", .status(503), .json(#"{"title": "Dune"}"#))
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: stub,
            retryPolicy: RetryPolicy(backoff: .constant(.seconds(1)), scheduler: scheduler),
            observers: [LoggingRequestObserver(
                logger: logger,
                messages: RequestLogger(options: [.requestURL, .responseCode], sink: { _ in }))])
        let bag = DisposeBag()
        client.request(Endpoint<Book>.get("books/1", query: ["api_key": "k-123"]))
            .subscribe()
            .disposed(by: bag)
        scheduler.start()
        for entry in logs.entries {
            print(entry.level, entry.metadata["attempt"] ?? "-", entry.message)
        }
        // Prints:
        // debug 1 --> GET https://api.example.com/v1/books/1?api_key=<redacted>
        // info 1 <-- 503 GET https://api.example.com/v1/books/1?api_key=<redacted>
        // debug 2 --> GET https://api.example.com/v1/books/1?api_key=<redacted> (attempt 2)
        // info 2 <-- 200 GET https://api.example.com/v1/books/1?api_key=<redacted>
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 0, in: Self.logging)))
    }

    @Test func loggingAFailureWithoutAResponseAtTheLevelYouChoose() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct Book: Decodable { var title: String }
        let logs = InMemoryLogHandler()
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/2", .failure(URLError(.timedOut)))
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: stub,
            observers: [LoggingRequestObserver(logger: Logger(label: "api") { _ in logs }, failureLevel: .error)])
        let bag = DisposeBag()
        client.request(Endpoint<Book>.get("books/2")).subscribe().disposed(by: bag)
        for entry in logs.entries {
            print(entry.level, entry.metadata["http.method"] ?? "-", entry.metadata["error"] ?? "-")
        }
        // Prints:
        // error GET timeout
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 1, in: Self.logging)))
    }

    @Test func metricsCountedAndTimedByMethodHostAndStatusClass() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct Book: Decodable { var title: String }
        let metrics = TestMetrics()
        let scheduler = TestScheduler()
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/1", .status(503), .json(#"{"title": "Dune"}"#))
        stub.stub("DELETE", "/v1/books/2", .failure(URLError(.cannotConnectToHost)))
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: stub,
            retryPolicy: RetryPolicy(backoff: .constant(.seconds(1)), scheduler: scheduler),
            observers: [MetricsRequestObserver(factory: metrics)])
        let bag = DisposeBag()
        client.request(Endpoint<Book>.get("books/1")).subscribe().disposed(by: bag)
        client.request(Endpoint<Empty>.delete("books/2")).subscribe().disposed(by: bag)
        scheduler.start()
        for (method, statusClass) in [("GET", "5xx"), ("GET", "2xx"), ("DELETE", "failed")] {
            let dimensions = [("method", method), ("host", "api.example.com"), ("status_class", statusClass)]
            let requests = metrics.counterTotal(label: "http_client_requests", dimensions: dimensions)
            let durations = metrics.timers(label: "http_client_request_duration", dimensions: dimensions)
                .flatMap(\.values)
            print(method, statusClass, requests, durations.count)
        }
        // Prints:
        // GET 5xx 1 1
        // GET 2xx 1 1
        // DELETE failed 3 3
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 0, in: Self.metrics)))
    }

    @Test func metricsAnAttemptDisposedInFlight() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct Book: Decodable { var title: String }
        let metrics = TestMetrics()
        let scheduler = TestScheduler()
        let slow = StubTransport(delay: .seconds(10), scheduler: scheduler)
        slow.stub("GET", "/v1/books/1", .json(#"{"title": "Dune"}"#))
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: slow,
            observers: [MetricsRequestObserver(factory: metrics)])
        let subscription = client.request(Endpoint<Book>.get("books/1"))
            .subscribe(onNext: { print("received", $0.title) })
        _ = scheduler.scheduleAt(5) { subscription.dispose() }
        scheduler.start()
        for counter in metrics.counters(label: "http_client_requests") {
            print(counter.dimensions.map { "\($0)=\($1)" }.joined(separator: " "), counter.totalValue)
        }
        // Prints:
        // method=GET host=api.example.com status_class=cancelled 1
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 1, in: Self.metrics)))
    }

    @Test func tracingAClientSpanForEachAttemptItsContextInTheRequest() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct Book: Decodable { var title: String }
        let tracer = InMemoryTracer()
        let scheduler = TestScheduler()
        let stub = StubTransport()
        stub.stub("GET", "/v1/books/1", .status(503), .json(#"{"title": "Dune"}"#))
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            transport: stub,
            retryPolicy: RetryPolicy(backoff: .constant(.seconds(1)), scheduler: scheduler),
            observers: [TracingRequestObserver(tracer: tracer)])
        let handler = tracer.startSpan("GET /shelf", context: .topLevel, ofKind: .server)
        let bag = DisposeBag()
        ServiceContext.withValue(handler.context) {
            client.request(Endpoint<Book>.get("books/1")).subscribe().disposed(by: bag)
        }
        handler.end()
        scheduler.start()
        for span in tracer.finishedSpans where span.kind == .client {
            let status = span.attributes.get("http.response.status_code").map { "\($0)" } ?? "-"
            let error = span.attributes.get("error.type").map { "\($0)" } ?? "-"
            print(span.operationName, span.traceID, span.spanID, "parent", span.parentSpanID ?? "-", status, error)
        }
        for request in stub.requests {
            print(
                request.value(forHTTPHeaderField: InMemoryTracer.traceIDKey) ?? "-",
                request.value(forHTTPHeaderField: InMemoryTracer.spanIDKey) ?? "-")
        }
        // Prints:
        // GET trace-1 span-2 parent span-1 int64(503) string("503")
        // GET trace-2 span-3 parent - int64(200) -
        // trace-1 span-2
        // trace-2 span-3
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 0, in: Self.tracing)))
    }
}
