import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport that answers from a script instead of the network, for tests
/// and demos.
///
/// Replies are scripted per method and path (the path of the request URL,
/// base path included). Paths compare as `URL.path` reads them: a leading
/// `/` is optional, a trailing `/` does not count, and percent-escapes
/// compare decoded (`"/files/my%20file"` and `"/files/my file"` are one
/// route). Several replies for one route answer successive calls in order,
/// the last one repeating, starting from the first reply whenever the route
/// is scripted again; a route with no script answers 404. Every call is
/// counted, even one disposed before its reply, and the most recent calls'
/// requests are kept (`requests`, up to `requestLogLimit`).
///
/// With a scheduler, replies arrive on it after their delay (virtual time
/// with `TestScheduler`); without one, a reply without delay arrives
/// synchronously on subscription.
///
/// ```swift
/// let stub = StubTransport()
/// stub.stub("GET", "/users/42", .json(#"{"id": 42, "name": "Ada"}"#))
/// stub.stub("GET", "/flaky", .status(503), .status(503), .json("{}"))
/// stub.stub("GET", "/offline", .failure(URLError(.notConnectedToInternet)))
/// let client = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: stub)
/// ```
public final class StubTransport: Transport {
    private struct Route: Hashable {
        let method: String
        let path: String

        /// The route of a request whose URL path is `path`, as `routePath(of:)` reads it.
        init(_ method: String, requestPath path: String) {
            // Most methods and paths arrive spelled as the routes store them:
            // checked first, so a lookup builds no new string.
            self.method = method.utf8.contains(where: { (0x61...0x7A).contains($0) || $0 >= 0x80 })
                ? method.uppercased() : method
            self.path = path.utf8.first == UInt8(ascii: "/") ? path : "/" + path
        }

        /// The route a caller names: its path read as `URL.path` reads a
        /// request's, so that every path a request can have can be scripted.
        init(_ method: String, scriptedPath path: String) {
            var path = path.removingPercentEncoding ?? path
            while path.count > 1, path.hasSuffix("/") { path.removeLast() }
            self.init(method, requestPath: path)
        }
    }

    /// One route's replies and how many calls it received.
    private struct RouteScript {
        var replies: [Reply] = [] {
            didSet { answered = 0 }
        }
        /// Calls in all, scripted or not.
        var calls = 0
        /// Calls answered from the current `replies`.
        private var answered = 0

        /// The reply for the next call, counted; `nil` with no replies scripted.
        mutating func nextReply() -> Reply? {
            calls += 1
            guard !replies.isEmpty else { return nil }
            defer { answered += 1 }
            return replies[min(answered, replies.count - 1)]
        }
    }

    private struct Script {
        var routes: [Route: RouteScript] = [:]
        var log: RecentRequests
    }

    private let script: Locked<Script>
    private let delay: Duration
    private let scheduler: (any SchedulerType)?

    /// A transport with no routes yet. Replies wait `delay` (unless they
    /// have their own) on `scheduler`. `requests` keeps the last
    /// `requestLogLimit` requests; the counts count every call.
    public init(delay: Duration = .zero, scheduler: (any SchedulerType)? = nil, requestLogLimit: Int = 1_000) {
        self.delay = delay
        self.scheduler = scheduler
        self.script = Locked(Script(log: RecentRequests(limit: requestLogLimit)))
    }

    /// Scripts `replies` for `method` and `path`, replacing any earlier
    /// script for that route: the next call gets the first of `replies`
    /// (the route's call count is kept).
    public func stub(_ method: String, _ path: String, _ replies: Reply...) {
        stub(method, path, replies: replies)
    }

    /// Scripts `replies` for `method` and `path`.
    public func stub(_ method: String, _ path: String, replies: [Reply]) {
        let route = Route(method, scriptedPath: path)
        script.withLock { $0.routes[route, default: RouteScript()].replies = replies }
    }

    /// How many calls `method` `path` received.
    public func callCount(_ method: String, _ path: String) -> Int {
        script.withLock { $0.routes[Route(method, scriptedPath: path)]?.calls ?? 0 }
    }

    /// How many calls all routes received.
    public var totalCallCount: Int {
        script.withLock { $0.log.totalCount }
    }

    /// The requests received, oldest first (headers as the adapters left
    /// them): all of them, or the last `requestLogLimit` once there were more.
    public var requests: [URLRequest] {
        script.withLock { $0.log.requests }
    }

    /// Answers `request` from the script: the whole response once the
    /// reply's body has ended (or the failure).
    public func send(_ request: URLRequest) -> Observable<HTTPResponse> {
        Observable.create { [self] observer in
            var reply = nextReply(for: request)
            if reply.isStepped {
                // Scripted steps: answered whole, when the last of them is due.
                reply = StubTimeline(
                    reply, sentBytes: Int64(request.httpBody?.count ?? 0), url: request.url,
                    delay: reply.delay ?? self.delay
                ).wholeReply
            }
            let delay = reply.delay ?? self.delay
            guard scheduler != nil || delay > .zero else {
                Self.deliver(reply, for: request, to: observer)
                return Disposables.create()
            }
            let scheduler = self.scheduler ?? RetryPolicy.defaultScheduler
            return scheduler.schedule(after: delay) {
                Self.deliver(reply, for: request, to: observer)
            }
        }
    }

    /// Answers `request` from the script step by step: the request body
    /// reported sent, the head, the body's chunks, then the end of the body
    /// or a dropped connection, as the reply scripts them (see `Reply`). A
    /// request body given as a stream is read to its end when the call is
    /// taken (a stream that fails fails the call with its error) and kept
    /// in `requests` as the request's `httpBody`.
    public func stream(_ request: URLRequest) -> Observable<TransportEvent> {
        Observable.create { [self] observer in
            let (recorded, readFailure) = Self.readingBodyStream(of: request)
            var reply = nextReply(for: recorded)
            if let readFailure { reply = Reply(outcome: .failure(readFailure), delay: reply.delay) }
            let timeline = StubTimeline(
                reply, sentBytes: Int64(recorded.httpBody?.count ?? 0), url: request.url, delay: reply.delay ?? delay)
            return timeline.play(to: observer, on: scheduler, fallback: RetryPolicy.defaultScheduler)
        }
    }

    /// `request` with a body stream read whole into `httpBody`, and the
    /// stream's error if reading failed.
    private static func readingBodyStream(of request: URLRequest) -> (URLRequest, RequestError?) {
        guard let stream = request.httpBodyStream else { return (request, nil) }
        var body = Data()
        var failure: RequestError?
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 65_536)
        defer { buffer.deallocate() }
        stream.open()
        while true {
            let count = stream.read(buffer, maxLength: 65_536)
            if count > 0 {
                body.append(buffer, count: count)
                continue
            }
            if count < 0 {
                let error = (stream as? BodyInputStream)?.failure ?? stream.streamError ?? URLError(.cannotOpenFile)
                failure = RequestError(transportFailure: error)
            }
            break
        }
        stream.close()
        var recorded = request
        recorded.httpBodyStream = nil
        recorded.httpBody = body
        return (recorded, failure)
    }

    private func nextReply(for request: URLRequest) -> Reply {
        let route = Route(request.httpMethod ?? "GET", requestPath: request.url.map(Self.routePath(of:)) ?? "/")
        let reply = script.withLock { script in
            script.log.append(request)
            // One hash of the route: counted and answered in place.
            return script.routes[route, default: RouteScript()].nextReply()
        }
        return reply ?? .status(404, body: "No stub for \(route.method) \(route.path)")
    }

    /// `url.path`, read straight from the URL's string when that is plainly
    /// the same (no percent-escape, `;` or trailing `/` to interpret): a
    /// third of the cost of `path`, which parses and decodes.
    static func routePath(of url: URL) -> String {
        var string = url.absoluteString
        let plainPath: String? = string.withUTF8 { bytes in
            // The scheme runs to the first ":" and must be followed by "//"
            // (else there is no authority, and `path` decides); the authority
            // then runs to the first "/", "?" or "#".
            var index = 0
            while index < bytes.count, bytes[index] != UInt8(ascii: ":") {
                if Self.endsAuthority(bytes[index]) { return nil }
                index += 1
            }
            guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/")
            else { return nil }
            index += 3
            while index < bytes.count, !Self.endsAuthority(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "/") else { return nil }
            let pathStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: "#") {
                // Escapes to decode and parameters to interpret: `path` knows how.
                if bytes[index] == UInt8(ascii: "%") || bytes[index] == UInt8(ascii: ";") { return nil }
                index += 1
            }
            // `path` drops a trailing "/" (but keeps the root).
            if index - pathStart > 1, bytes[index - 1] == UInt8(ascii: "/") { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[pathStart..<index]), as: UTF8.self)
        }
        return plainPath ?? url.path
    }

    private static func endsAuthority(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    private static func deliver(_ reply: Reply, for request: URLRequest, to observer: AnyObserver<HTTPResponse>) {
        switch reply.outcome {
        case .response(var response):
            if response.url == nil { response.url = request.url }
            observer.onNext(response)
            observer.onCompleted()
        case .failure(let error):
            observer.onError(error)
        }
    }
}
