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
/// request's `Authorization`, `Proxy-Authorization` and `Cookie` headers,
/// unless the session has a delegate of its own, which then decides.
///
/// A 401 (or 407) carrying an authentication challenge, whatever its scheme,
/// arrives as the response it is, so that a token refresh can answer it. On
/// Linux FoundationNetworking never ends the task of a 401 with a Basic
/// challenge unless a delegate answers it (swift-corelibs-foundation issue
/// 5456): the transport answers it. With `defaultSession` or
/// `init(configuration:)` the 401 keeps its body; with a session of your own
/// without a delegate it keeps status and headers, and its body is empty
/// there; a delegate of your own must answer such challenges itself.
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

    /// Starts a data task for `request` on subscription; emits its response.
    public func send(_ request: URLRequest) -> Observable<HTTPResponse> {
        let session = self.session
        let request = Self.portable(request)
        return Observable.create { observer in
            TaskSubscription.start(reportingTo: observer, answersWhole: true) {
                Self.start(request, on: session, reportingTo: $0)
            }
        }
    }

    /// Starts a data task for `request` on subscription and reports the
    /// exchange as it happens: upload progress (`.sent`), the response's
    /// head (`.response`), its body in chunks as they arrive (`.received`),
    /// completing at the end of the body. A connection lost mid-response
    /// fails with `URLError(.networkConnectionLost)` (see `StreamedTask`).
    ///
    /// On Linux, FoundationNetworking hands a body over as it arrives only
    /// to a session's delegate: with `defaultSession` or a session made by
    /// `init(configuration:)` the body streams; over a session of your own
    /// it arrives whole at the end (with no `.sent` progress), as
    /// `Transport`'s default sends it.
    public func stream(_ request: URLRequest) -> Observable<TransportEvent> {
        let session = self.session
        let request = Self.portable(request)
        #if canImport(FoundationNetworking)
        guard let delegate = session.delegate as? TransportSessionDelegate else { return streamBuiltOnSend(request) }
        return Observable.create { observer in
            TaskSubscription.start(reportingTo: observer, answersWhole: false) {
                delegate.startStreaming(request, on: session, reportingTo: $0)
            }
        }
        #else
        return Observable.create { observer in
            TaskSubscription.start(reportingTo: observer, answersWhole: false) {
                StreamedTaskDelegate.start(request, on: session, reportingTo: $0)
            }
        }
        #endif
    }

    /// Starts a data task for `request` on `session` that reports its outcome
    /// to `observer`.
    static func start(_ request: URLRequest, on session: URLSession, reportingTo observer: AnyObserver<HTTPResponse>)
        -> URLSessionDataTask {
        #if canImport(FoundationNetworking)
        // A session the transport made: its delegate sees the whole answer.
        if let delegate = session.delegate as? TransportSessionDelegate {
            return delegate.start(request, on: session, reportingTo: observer)
        }
        // A session without a delegate: a delegate for the task guards its
        // redirects and answers a challenged 401 (a delegate of yours decides both).
        let taskGuard = session.delegate == nil ? ChallengedTaskGuard() : nil
        let task = session.dataTask(with: request) { data, response, error in
            let result = taskGuard?.outcome(data: data, response: response, error: error)
                ?? outcome(data: data, response: response, error: error)
            deliver(result, to: observer)
        }
        task.delegate = taskGuard
        #else
        let task = session.dataTask(with: request) { data, response, error in
            deliver(outcome(data: data, response: response, error: error), to: observer)
        }
        // A redirect to another origin must not carry the credentials along
        // (a session with a delegate of its own handles redirects there).
        if session.delegate == nil { task.delegate = CrossOriginRedirectGuard.shared }
        #endif
        task.resume()
        return task
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
