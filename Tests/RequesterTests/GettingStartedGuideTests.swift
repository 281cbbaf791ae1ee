// The code samples of Docs/GettingStarted.md, verbatim, and tests that run
// them. `guideSamplesAppearHereVerbatim` fails when the guide and this file
// drift apart: edit both together.
import Foundation
import Handlers
import Requester
import GuideSampleSupport
import Stream
import Testing

// MARK: - Samples from the guide

struct Book: Codable, Equatable, Sendable {
    var id: Int
    var title: String
}

enum BooksAPI {
    static func book(_ id: Int) -> Endpoint<Book> { .get("books/\(id)") }
    // {"data": [...]}
    static let bestsellers = Endpoint<[Book]>.get("books", query: ["sort": "sales"]).unwrapping("data")
}

final class BookScreen: Presentable {
    private(set) var log: [String] = []

    func showLoading() { log.append("loading") }
    func hideLoading() { log.append("done") }
    func showError(error: String) { log.append("error: \(error)") }
    func onHandleErrorFailed(error: any Error) { log.append("unhandled: \(error)") }
}

struct BookNotFoundHandler: StatusCodeHandler {
    let supportedErrorCodes = [404]

    func handle(error: HTTPError, presentable: (any Presentable)?) {
        presentable?.showError(error: "This book is not in the catalogue.")
    }
}

struct OfflineHandler: NSErrorHandler {
    let supportedErrors = [NSURLErrorNotConnectedToInternet, NSURLErrorNetworkConnectionLost]

    func handle(error: NSError, presentable: (any Presentable)?) {
        presentable?.showError(error: "You are offline.")
    }
}

func registerBookHandlers(in registry: HandlerRegistry = .shared, refreshSession: @escaping () -> Observable<Void>) {
    registry.statusCodeHandlers = [BookNotFoundHandler()]
    registry.nsErrorHandlers = [OfflineHandler()]
    // A 401 runs one refresh, shared by every request that fails meanwhile; each is then made again.
    registry.resumableHandlers = [TokenRefreshHandler(refresh: refreshSession)]
}

@Test func aMissingBookShowsAMessageAndFallsBackToTheCache() {
    let scheduler = TestScheduler(resolution: .milliseconds(1))  // one tick = 1 ms
    let stub = StubTransport(delay: .milliseconds(30), scheduler: scheduler)
    stub.stub("GET", "/v1/books/42", .json(#"{"status": 404}"#, status: 404))
    let client = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: stub)
    let registry = HandlerRegistry()
    registerBookHandlers(in: registry, refreshSession: { .just(()) })
    let screen = BookScreen()
    let requester = Requester(presentable: screen, handlers: registry)
    let options = RequestOptions.Builder()
        .observeOnScheduler(scheduler)
        .subscribeOnScheduler(scheduler)
        .build()
    let cached = Book(id: 42, title: "Cached copy")

    let observer = scheduler.start {
        requester.request(options: options) { client.request(BooksAPI.book(42)) }
            .catchErrorJustReturn(cached)
    }

    // Subscribed at 200; the 404 arrives 30 ms later.
    #expect(observer.events == [.next(230, cached), .completed(230)])
    #expect(screen.log == ["loading", "error: This book is not in the catalogue.", "done"])
    #expect(stub.callCount("GET", "/v1/books/42") == 1)
}

/// "A first request": compiled, not run (it would reach api.example.com).
private func firstRequestSample(bag: DisposeBag) async throws {
    let client = APIClient(
        baseURL: URL(string: "https://api.example.com/v1")!,
        retryPolicy: RetryPolicy())  // GETs failing with 503, timeouts...: 3 attempts, exponential backoff

    client.request(BooksAPI.book(42))
        .subscribe(
            onNext: { book in print(book.title) },
            onError: { error in print("failed:", error) })
        .disposed(by: bag)

    let book = try await client.send(BooksAPI.book(42))
    print(book.title)
}

/// "Through a Requester" and the cache of "Handling errors": compiled here
/// (they deliver on the main queue); the suite below runs the same
/// pipelines in virtual time.
private func requesterSamples(client: APIClient, bag: DisposeBag, cache: [Int: Book]) {
    let screen = BookScreen()
    let requester = Requester(presentable: screen)  // holds the screen weakly
    let options = RequestOptions.Builder()
        .showLoading(true)
        .inlineErrorHandling { error in
            // This screen expects 410 Gone for withdrawn books: handled here, no handler speaks.
            guard case .status(let status)? = error as? RequestError else { return false }
            return status.statusCode == 410
        }
        .build()

    requester.request(options: options) { client.request(BooksAPI.book(42)) }
        .subscribe(onNext: { book in print(book.title) })
        .disposed(by: bag)

    requester.request(options: options) { client.request(BooksAPI.book(42)) }
        .catchError { error in
            guard let saved = cache[42] else { throw error }  // the handler has already spoken
            return .just(saved)
        }
        .subscribe(onNext: { book in print(book.title) })
        .disposed(by: bag)
}

// MARK: - Running the samples

@Suite("Getting started guide (Docs/GettingStarted.md)")
struct GettingStartedGuideTests {
    let scheduler = TestScheduler(resolution: .milliseconds(1))
    let stub: StubTransport
    let client: APIClient

    init() {
        stub = StubTransport(delay: .milliseconds(30), scheduler: scheduler)
        client = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: stub)
    }

    private var options: RequestOptions.Builder {
        RequestOptions.Builder().observeOnScheduler(scheduler).subscribeOnScheduler(scheduler)
    }

    @Test func endpointsBuildTheDocumentedRequests() throws {
        let base = URL(string: "https://api.example.com/v1")!
        #expect(try BooksAPI.book(42).urlRequest(relativeTo: base).url?.absoluteString
                == "https://api.example.com/v1/books/42")
        #expect(try BooksAPI.bestsellers.urlRequest(relativeTo: base).url?.absoluteString
                == "https://api.example.com/v1/books?sort=sales")
        #expect(BooksAPI.bestsellers.envelopeKeys == ["data"])
    }

    @Test func anExpiredSessionIsRefreshedOnceAndTheRequestMadeAgain() {
        let registry = HandlerRegistry()
        var refreshes = 0
        registerBookHandlers(in: registry, refreshSession: {
            refreshes += 1
            return .just(())
        })
        stub.stub("GET", "/v1/books/42", .json(#"{"status": 401}"#, status: 401), .json(#"{"id": 42, "title": "Dune"}"#))
        let screen = BookScreen()
        let requester = Requester(presentable: screen, handlers: registry)
        let options = options.build()
        let observer = scheduler.start { requester.request(options: options) { client.request(BooksAPI.book(42)) } }
        #expect(observer.events == [.next(260, Book(id: 42, title: "Dune")), .completed(260)])
        #expect(refreshes == 1)
        #expect(screen.log == ["loading", "done"])
    }

    @Test func offlineIsShownByTheOfflineHandler() {
        let registry = HandlerRegistry()
        registerBookHandlers(in: registry, refreshSession: { .just(()) })
        stub.stub("GET", "/v1/books/42", .failure(URLError(.notConnectedToInternet)))
        let screen = BookScreen()
        let requester = Requester(presentable: screen, handlers: registry)
        let options = options.build()
        let observer = scheduler.start { requester.request(options: options) { client.request(BooksAPI.book(42)) } }
        #expect(observer.events.count == 1)
        #expect(screen.log == ["loading", "error: You are offline.", "done"])
    }

    @Test func theInlineHandlerOfTheGuideKeepsA410FromTheHandlers() {
        let registry = HandlerRegistry()
        registerBookHandlers(in: registry, refreshSession: { .just(()) })
        stub.stub("GET", "/v1/books/42", .json(#"{"status": 410}"#, status: 410))
        let screen = BookScreen()
        let requester = Requester(presentable: screen, handlers: registry)
        let options = options
            .inlineErrorHandling { error in
                guard case .status(let status)? = error as? RequestError else { return false }
                return status.statusCode == 410
            }
            .build()
        _ = scheduler.start { requester.request(options: options) { client.request(BooksAPI.book(42)) } }
        #expect(screen.log == ["loading", "done"])  // no "unhandled", no message
    }

    @Test func guideSamplesAppearHereVerbatim() throws {
        let guide = try GuideSamples.check(guide: "Docs/GettingStarted.md", skippingSection: "## Install")
        #expect(guide.samples.count == 7)
        for sample in guide.missing { Issue.record("GettingStarted.md sample not in this file:\n\(sample)") }
    }
}
