import AsyncHTTPClient
import Foundation
import Handlers
import Requester
import Stream
import Tracing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `Transport` on SwiftNIO's AsyncHTTPClient, for service code on Linux
/// and anywhere else SwiftNIO runs.
///
/// It keeps `URLSessionTransport`'s promises, so `APIClient` behaves the
/// same over either: cold (each subscription sends; disposing cancels the
/// request in flight), `timeoutInterval` as URLSession reads it (the longest
/// silence allowed, failing with `.transport(URLError(.timedOut))`),
/// redirects followed with the same rules (a redirect to another scheme, host
/// or port goes without `Authorization`, `Proxy-Authorization` and `Cookie`;
/// one that turns a request into a GET drops the body and the headers that
/// described it; one that would have to send a streamed body again is not
/// followed, its 3xx is the answer; one to a scheme other than http or https
/// fails with `.transport(URLError(.unsupportedURL))`), gzip and deflate
/// bodies decoded, headers checked before anything is sent (a name that is
/// not an RFC 9110 token, or a value holding CR, LF or NUL, fails with
/// `.transport(URLError(.badURL))`), and failures as the same `RequestError`
/// cases (`cannotConnectToHost`, `networkConnectionLost`, `timedOut`,
/// `.cancelled`). `httpBodyStream` is
/// streamed, never read whole into memory. `stream(_:)` reports upload
/// progress, the head, and each body chunk as it arrives (the next chunk is
/// read only once the last was delivered).
///
/// `send(_:bounds:)` and `stream(_:bounds:)` hold an exchange to
/// `TransportBounds` as bytes arrive (see there); `send(_:)` keeps at most
/// `RequestLimits.default.maximumBodySize` (32 MiB), `stream(_:)` has no limit.
///
/// Events are delivered off the event loop (on Dispatch's global queue), so
/// `APIClient` decodes and your observers run there, never blocking NIO.
///
/// Which `HTTPClient` sends: `HTTPClient.shared` (the default) stands for
/// `AsyncHTTPClientTransport.sharedClient`, a client on the same event loop
/// group configured by `configuration(from: .singletonConfiguration)`:
/// `.shared` itself follows redirects by its own rules before the transport
/// could apply its own, and retries a refused connection until its 90 s
/// connect timeout. A client of your own is used as it is: make it with
/// `configuration(from:)` for the behaviour above, and shut it down yourself.
///
/// See <doc:AsyncHTTPClientByExample> for examples with their output.
public struct AsyncHTTPClientTransport: Transport {
    /// The client requests are sent through (`sharedClient` for `.shared`).
    public let client: HTTPClient

    /// How many redirects one request follows before failing with
    /// `URLError(.httpTooManyRedirects)` (URLSession's 16 on Apple platforms).
    public let maximumRedirects: Int

    /// A transport over `client`; `HTTPClient.shared` means `sharedClient`.
    public init(client: HTTPClient = .shared, maximumRedirects: Int = 16) {
        self.client = client === HTTPClient.shared ? Self.sharedClient : client
        self.maximumRedirects = max(0, maximumRedirects)
    }

    /// The client behind the default transport: `HTTPClient.shared`'s event
    /// loop group and configuration, adjusted by `configuration(from:)`.
    /// Never shut down, as `.shared` is not.
    public static let sharedClient = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup,
        configuration: configuration(from: .singletonConfiguration))

    /// `base` with what the transport needs of its client: redirects left
    /// to the transport (which follows them by URLSessionTransport's rules),
    /// a refused connection reported at once rather than retried, and
    /// decompression of gzip and deflate bodies (brotli is not supported by
    /// AsyncHTTPClient), within 25 times the compressed size unless `base` sets a limit
    /// (over it, a gzip bomb fails with `.transport(URLError(.dataLengthExceedsMaximum))`).
    /// That ratio is what bounds the memory a bomb takes: AsyncHTTPClient decodes
    /// each network read whole before the transport counts it, so with
    /// `.enabled(limit: .none)` the body limit still ends the exchange, but one
    /// read of a bomb can first expand a thousandfold (a 1 GiB bomb: about 160 MB).
    /// AsyncHTTPClient's own tracing is turned off, whatever tracer `base`
    /// holds (a configuration takes the bootstrapped one when it is made):
    /// the client's `TracingRequestObserver` (package RequesterObservers)
    /// makes the span of each attempt, under the caller's `ServiceContext`,
    /// and sends its context. AsyncHTTPClient's span, started on the event
    /// loop for the API this transport uses, would be a second, top-level
    /// one per request, with no context sent. Set `tracing.tracer` on the
    /// result to have it anyway.
    public static func configuration(from base: HTTPClient.Configuration) -> HTTPClient.Configuration {
        var configuration = base
        configuration.redirectConfiguration = .disallow
        configuration.connectionPool.retryConnectionEstablishment = false
        if case .disabled = configuration.decompression {
            configuration.decompression = .enabled(limit: .ratio(25))
        }
        // Besides the duplicate span: AsyncHTTPClient starts a span for every
        // request even when the tracer drops it (its name formatted, its
        // attributes set); a nil tracer skips all of it, about 6 % less CPU
        // for a small GET one at a time.
        configuration.tracing.tracer = nil
        return configuration
    }

    /// Sends `request` on subscription; emits the response with its whole
    /// body. The body is kept in memory, so it is bounded by default:
    /// `send(request, bounds: TransportBounds(maximumBodySize: RequestLimits.default.maximumBodySize))`
    /// (32 MiB).
    public func send(_ request: URLRequest) -> Observable<HTTPResponse> {
        send(request, bounds: TransportBounds(maximumBodySize: RequestLimits.default.maximumBodySize))
    }

    /// Sends `request` on subscription; emits upload progress, the head and
    /// the body's chunks as they come, then completes. No body limit:
    /// `stream(request, bounds: .none)`.
    public func stream(_ request: URLRequest) -> Observable<TransportEvent> {
        stream(request, bounds: .none)
    }

    /// `send(_:)` held to `bounds`: the body is counted as it arrives (after
    /// decompression) and the exchange is cancelled and fails with
    /// `bounds.bodyTooLarge(for:)` once the count passes
    /// `bounds.maximumBodySize`, or at the head when its `Content-Length`
    /// (without a content coding) is already longer; nothing past the limit
    /// is kept. Redirects go through `bounds.redirected(_:to:)`: a header an
    /// adapter added is kept only where its `covers` says so, and a redirect
    /// to a scheme other than http or https fails with
    /// `TransportBounds.unsupportedRedirect(to:)`.
    public func send(_ request: URLRequest, bounds: TransportBounds) -> Observable<HTTPResponse> {
        let client = self.client, maximumRedirects = self.maximumRedirects
        return Observable.create { observer in
            let exchange = Exchange(
                request, client: client, maximumRedirects: maximumRedirects, bounds: bounds,
                sink: CollectingSink(observer))
            exchange.start()
            return Disposables.create { exchange.cancel() }
        }
    }

    /// `stream(_:)` held to `bounds`, as `send(_:bounds:)` is: the chunks
    /// passed on never add up to more than `bounds.maximumBodySize`.
    public func stream(_ request: URLRequest, bounds: TransportBounds) -> Observable<TransportEvent> {
        let client = self.client, maximumRedirects = self.maximumRedirects
        return Observable.create { observer in
            let exchange = Exchange(
                request, client: client, maximumRedirects: maximumRedirects, bounds: bounds,
                sink: StreamingSink(observer))
            exchange.start()
            return Disposables.create { exchange.cancel() }
        }
    }
}
