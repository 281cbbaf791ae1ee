import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests with a `URLSession` data task.
///
/// Cold: nothing is sent until a subscription, and each subscription starts
/// its own task; disposing the subscription cancels the task. Failures arrive
/// as `RequestError`: `URLError.cancelled` as `.cancelled`, any other
/// `URLError` (refused, dropped, timed out, offline) as `.transport`, a
/// response that is not HTTP as `.transport(URLError(.badServerResponse))`.
///
/// On Linux, FoundationNetworking counts `timeoutInterval` in whole seconds;
/// this transport rounds a sub-second timeout up to the next second there.
///
/// A redirect to another origin (scheme, host or port) goes without the
/// request's `Authorization`, `Proxy-Authorization` and `Cookie` headers and
/// without each header of `TransportBounds.originBoundHeaders` whose
/// `covers` says no for the new URL; a redirect to a scheme other than http
/// or https (`file:`, `javascript:`, `ftp:`) fails with
/// `TransportBounds.unsupportedRedirect(to:)`. A session with a delegate of
/// its own decides its redirects there instead.
///
/// Bodies are bounded as they arrive (`send(_:bounds:)`,
/// `stream(_:bounds:)`): the count is of the decoded body, so a gzip bomb
/// stops at the limit, and a `Content-Length` over it fails before any
/// body. `send(_:)` keeps at most `RequestLimits.default.maximumBodySize`
/// (32 MiB); `stream(_:)` keeps nothing and has no limit. Memory is bounded
/// so only where the transport hears the body as it arrives: with
/// `defaultSession`, a session made by `init(configuration:)`, and on
/// Apple's platforms any session without a delegate. With a session of
/// your own on Linux, or one with a delegate of its own anywhere, a
/// completion handler gets the body whole: it is checked then, failing
/// with the same error, but it was in memory first.
///
/// A header name that is not an RFC 9110 token, or a value holding CR, LF or
/// NUL, fails the request with `.transport(URLError(.badURL))` before
/// anything is sent (`HeaderFieldRules`).
///
/// A 401 (or 407) carrying an authentication challenge, whatever its scheme,
/// arrives as the response it is, so that a token refresh can answer it. On
/// Linux FoundationNetworking never ends the task of a 401 with a Basic
/// challenge unless a delegate answers it (swift-corelibs-foundation issue
/// 5456): the transport answers it. With `defaultSession` or
/// `init(configuration:)` the 401 keeps its body; with a session of your own
/// without a delegate it keeps status and headers, and its body is empty
/// there; a delegate of your own must answer such challenges itself.
///
/// See <doc:RequesterByExample#Over-URLSession-against-a-real-server> for an example with its output.
public struct URLSessionTransport: Transport {
    /// The session tasks are made in.
    public let session: URLSession

    /// A transport over `session` (`defaultSession` unless given one).
    public init(session: URLSession = URLSessionTransport.defaultSession) {
        self.session = session
    }

    /// A transport over a session of its own made with `configuration`: on
    /// Linux without a URL cache (see `defaultSession`), and with a delegate
    /// that keeps the body of a challenged 401. The transport never
    /// invalidates that session: make one such transport and share it.
    public init(configuration: URLSessionConfiguration) {
        self.session = Self.makeSession(configuration)
    }

    /// The session a transport uses unless given one: `URLSession.shared` on
    /// Apple's platforms. On Linux, a session configured as the shared one
    /// but without a URL cache: FoundationNetworking can crash the process
    /// when a task is cancelled while its cache lookup is still pending
    /// (swift-corelibs-foundation issue 3296), and a request here is
    /// cancelled whenever its subscription is disposed. If you pass a
    /// session of your own on Linux, give it `urlCache = nil` for the same
    /// reason (or use `init(configuration:)`, which does). The Linux session
    /// also has the transport's delegate, which keeps the body of a 401 with
    /// a Basic challenge (see the type's notes). Tasks of your own on this
    /// session meet that delegate too: such a 401 ends them as cancelled
    /// rather than never.
    public static let defaultSession: URLSession = {
        #if canImport(FoundationNetworking)
        return makeSession(.default)
        #else
        return URLSession.shared
        #endif
    }()

    /// A session made with `configuration`, as `init(configuration:)` describes.
    static func makeSession(_ configuration: URLSessionConfiguration) -> URLSession {
        #if canImport(FoundationNetworking)
        // A copy: the caller's configuration keeps its cache.
        let configuration = configuration.copy() as! URLSessionConfiguration
        configuration.urlCache = nil
        return URLSession(
            configuration: configuration, delegate: TransportSessionDelegate(), delegateQueue: BoundedDelegateQueue())
        #else
        return URLSession(configuration: configuration)
        #endif
    }

    /// What `send(_:)` holds an answer to: a body of at most
    /// `RequestLimits.default.maximumBodySize` (32 MiB).
    static let sendBounds = TransportBounds(maximumBodySize: RequestLimits.default.maximumBodySize)

    /// `send(_:bounds:)` with a body of at most
    /// `RequestLimits.default.maximumBodySize` (32 MiB) kept: a larger one
    /// fails with `.transport(URLError(.dataLengthExceedsMaximum))`.
    public func send(_ request: URLRequest) -> Observable<HTTPResponse> {
        send(request, bounds: Self.sendBounds)
    }

    /// Starts a data task for `request` on subscription; emits its response.
    /// The body is counted as it arrives and the task fails with
    /// `bounds.bodyTooLarge(for:)` once it passes `bounds.maximumBodySize`
    /// (or at once for a `Content-Length` over it, when the body is not
    /// encoded), keeping nothing of it; redirects drop the headers `bounds`
    /// does not cover at their new URL. See the type's notes for the
    /// sessions where the body can only be checked whole.
    public func send(_ request: URLRequest, bounds: TransportBounds) -> Observable<HTTPResponse> {
        if let refused = Self.refusedHeader(in: request) { return .error(refused) }
        let session = self.session
        let request = Self.portable(request)
        #if !canImport(FoundationNetworking)
        // Only a task delegate hears the body as it arrives: the answer is
        // collected from the streamed task (a delegate of yours decides alone).
        if session.delegate == nil {
            return Observable.create { observer in
                TaskSubscription.start(reportingTo: observer, answersWhole: false) {
                    StreamedTaskDelegate.start(request, bounds: bounds, on: session, reportingTo: $0)
                }
            }
            .wholeResponse()
        }
        #endif
        return Observable.create { observer in
            TaskSubscription.start(reportingTo: observer, answersWhole: true) {
                Self.start(request, bounds: bounds, on: session, reportingTo: $0)
            }
        }
    }

    /// `stream(_:bounds:)` without bounds: the body is passed on, not kept,
    /// whatever its size.
    public func stream(_ request: URLRequest) -> Observable<TransportEvent> {
        stream(request, bounds: .none)
    }

    /// Starts a data task for `request` on subscription and reports the
    /// exchange as it happens: upload progress (`.sent`), the response's
    /// head (`.response`), its body in chunks as they arrive (`.received`),
    /// completing at the end of the body. A connection lost mid-response
    /// fails with `URLError(.networkConnectionLost)` (see `StreamedTask`).
    /// The chunks are counted: the one that takes the body past
    /// `bounds.maximumBodySize` is not passed on, and the stream fails with
    /// `bounds.bodyTooLarge(for:)`.
    ///
    /// On Linux, FoundationNetworking hands a body over as it arrives only
    /// to a session's delegate: with `defaultSession` or a session made by
    /// `init(configuration:)` the body streams; over a session of your own
    /// it arrives whole at the end (with no `.sent` progress), as
    /// `Transport`'s default sends it, and is checked against the limit then.
    public func stream(_ request: URLRequest, bounds: TransportBounds) -> Observable<TransportEvent> {
        if let refused = Self.refusedHeader(in: request) { return .error(refused) }
        let session = self.session
        let request = Self.portable(request)
        #if canImport(FoundationNetworking)
        guard let delegate = session.delegate as? TransportSessionDelegate else {
            return streamBuiltOnSend(request, bounds: bounds)
        }
        return Observable.create { observer in
            TaskSubscription.start(reportingTo: observer, answersWhole: false) {
                delegate.startStreaming(request, bounds: bounds, on: session, reportingTo: $0)
            }
        }
        #else
        return Observable.create { observer in
            TaskSubscription.start(reportingTo: observer, answersWhole: false) {
                StreamedTaskDelegate.start(request, bounds: bounds, on: session, reportingTo: $0)
            }
        }
        #endif
    }

    /// Starts a data task for `request` on `session` held to `bounds` that
    /// reports its outcome to `observer`.
    static func start(
        _ request: URLRequest, bounds: TransportBounds, on session: URLSession,
        reportingTo observer: AnyObserver<HTTPResponse>
    ) -> URLSessionDataTask {
        #if canImport(FoundationNetworking)
        // A session the transport made: its delegate sees the whole answer.
        if let delegate = session.delegate as? TransportSessionDelegate {
            return delegate.start(request, bounds: bounds, on: session, reportingTo: observer)
        }
        // A session without a delegate: a delegate for the task guards its
        // redirects and answers a challenged 401 (a delegate of yours decides both).
        let taskGuard = session.delegate == nil ? ChallengedTaskGuard(bounds: bounds) : nil
        let task = session.dataTask(with: request) { data, response, error in
            let result = taskGuard?.outcome(data: data, response: response, error: error)
                ?? checked(outcome(data: data, response: response, error: error), against: bounds)
            deliver(result, to: observer)
        }
        task.delegate = taskGuard
        #else
        // A session with a delegate of its own (one without takes the
        // streamed path in `send(_:bounds:)`): it decides redirects.
        let task = session.dataTask(with: request) { data, response, error in
            deliver(checked(outcome(data: data, response: response, error: error), against: bounds), to: observer)
        }
        #endif
        task.resume()
        return task
    }

    /// `outcome`, failed when its body, arrived whole, is over `bounds`.
    static func checked(_ outcome: Result<HTTPResponse, RequestError>, against bounds: TransportBounds)
        -> Result<HTTPResponse, RequestError> {
        guard case .success(let response) = outcome, bounds.exceeds(Int64(response.body.count)) else { return outcome }
        return .failure(bounds.bodyTooLarge(for: response.url))
    }

    /// Emits the response and completes, or fails.
    static func deliver(_ outcome: Result<HTTPResponse, RequestError>, to observer: AnyObserver<HTTPResponse>) {
        switch outcome {
        case .success(let response):
            observer.onNext(response)
            observer.onCompleted()
        case .failure(let error):
            observer.onError(error)
        }
    }

    /// Why `request` may not be sent: a header name that is not a token or a
    /// value with CR, LF or NUL (`HeaderFieldRules`), which URLSession would
    /// write onto the wire as a second header line or drop in silence.
    static func refusedHeader(in request: URLRequest) -> RequestError? {
        do throws(RequestError) {
            try HeaderFieldRules.check(request)
            return nil
        } catch {
            return error
        }
    }

    /// `request` as this platform's URLSession needs it. FoundationNetworking
    /// (Linux) keeps only the whole seconds of `timeoutInterval`, so 0.3 s
    /// would time out at once: sub-second parts are rounded up there.
    static func portable(_ request: URLRequest) -> URLRequest {
        #if canImport(FoundationNetworking)
        let interval = request.timeoutInterval
        guard interval > 0, interval.rounded(.up) != interval else { return request }
        var rounded = request
        rounded.timeoutInterval = interval.rounded(.up)
        return rounded
        #else
        return request
        #endif
    }

    /// What a data task's completion means.
    static func outcome(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<HTTPResponse, RequestError> {
        if let error {
            return .failure(RequestError(transportFailure: error))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.transport(URLError(.badServerResponse)))
        }
        return .success(HTTPResponse(statusCode: http.statusCode, url: http.url, headers: headers(of: http), body: data ?? Data()))
    }

    /// `response`'s header fields as strings. Foundation's names and values
    /// are strings already: a cast each, and `String(describing:)` only for
    /// anything else (the casts and a sized dictionary took a small response's
    /// conversion from 5.5 to 3.2 µs, of which `allHeaderFields` is 1.7).
    static func headers(of response: HTTPURLResponse) -> [String: String] {
        let fields = response.allHeaderFields
        var headers = [String: String](minimumCapacity: fields.count)
        for (name, value) in fields {
            headers[name.base as? String ?? String(describing: name)] = value as? String ?? String(describing: value)
        }
        return headers
    }
}
