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
public struct URLSessionTransport: Transport {
    /// The session tasks are made in.
    public let session: URLSession

    /// A transport over `session` (`defaultSession` unless given one).
    public init(session: URLSession = URLSessionTransport.defaultSession) {
        self.session = session
    }

    /// The session a transport uses unless given one: `URLSession.shared` on
    /// Apple's platforms. On Linux, a session configured as the shared one
    /// but without a URL cache: FoundationNetworking can crash the process
    /// when a task is cancelled while its cache lookup is still pending
    /// (swift-corelibs-foundation issue 3296), and a request here is
    /// cancelled whenever its subscription is disposed. If you pass a
    /// session of your own on Linux, give it `urlCache = nil` for the same
    /// reason.
    public static let defaultSession: URLSession = {
        #if canImport(FoundationNetworking)
        let configuration = URLSessionConfiguration.default
        configuration.urlCache = nil
        return URLSession(configuration: configuration)
        #else
        return URLSession.shared
        #endif
    }()

    /// Starts a data task for `request` on subscription; emits its response.
    public func send(_ request: URLRequest) -> Observable<HTTPResponse> {
        let session = self.session
        let request = Self.portable(request)
        return Observable.create { observer in
            let task = session.dataTask(with: request) { data, response, error in
                switch Self.outcome(data: data, response: response, error: error) {
                case .success(let response):
                    observer.onNext(response)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
            // A redirect to another origin must not carry the credentials along
            // (a session with a delegate of its own handles redirects there).
            if session.delegate == nil { task.delegate = CrossOriginRedirectGuard.shared }
            task.resume()
            return Disposables.create { task.cancel() }
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
            return .failure(requestError(from: error))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.transport(URLError(.badServerResponse)))
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return .success(HTTPResponse(statusCode: http.statusCode, url: http.url, headers: headers, body: data ?? Data()))
    }

    /// `error` in the request vocabulary.
    static func requestError(from error: any Error) -> RequestError {
        if let error = error as? RequestError { return error }
        let urlError: URLError
        if let error = error as? URLError {
            urlError = error
        } else {
            let nsError = error as NSError
            guard nsError.domain == NSURLErrorDomain else {
                return .transport(URLError(.unknown, userInfo: [NSUnderlyingErrorKey: nsError]))
            }
            #if canImport(FoundationNetworking)
            let code = URLError.Code(rawValue: nsError.code) ?? .unknown
            #else
            let code = URLError.Code(rawValue: nsError.code)
            #endif
            urlError = URLError(code, userInfo: nsError.userInfo)
        }
        return urlError.code == .cancelled ? .cancelled : .transport(urlError)
    }
}
