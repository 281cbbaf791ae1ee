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
/// followed, its 3xx is the answer), gzip and deflate bodies decoded, and
/// failures as the same `RequestError` cases (`cannotConnectToHost`,
/// `networkConnectionLost`, `timedOut`, `.cancelled`). `httpBodyStream` is
/// streamed, never read whole into memory. `stream(_:)` reports upload
/// progress, the head, and each body chunk as it arrives (the next chunk is
/// read only once the last was delivered).
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
    /// AsyncHTTPClient), within 25 times the compressed size unless `base` sets a limit.
    /// Tracing is turned off when `base`'s tracer is swift-distributed-tracing's
    /// `NoOpTracer`, the tracer a configuration gets when it is made with no
    /// tracer bootstrapped or active (AsyncHTTPClient reads it then, not
    /// when requests are sent); a real tracer is kept.
    public static func configuration(from base: HTTPClient.Configuration) -> HTTPClient.Configuration {
        var configuration = base
        configuration.redirectConfiguration = .disallow
        configuration.connectionPool.retryConnectionEstablishment = false
        if case .disabled = configuration.decompression {
            configuration.decompression = .enabled(limit: .ratio(25))
        }
        // AsyncHTTPClient starts a span for every request even when the tracer
        // drops it: its name formatted, its attributes (the URL taken apart
        // again) set. A nil tracer skips all of it: about 6 % less CPU for a
        // small GET one at a time (Docs/Performance-Requester.md, session 8).
        if configuration.tracing.tracer is NoOpTracer {
            configuration.tracing.tracer = nil
        }
        return configuration
    }

    /// Sends `request` on subscription; emits the response with its whole body.
    public func send(_ request: URLRequest) -> Observable<HTTPResponse> {
        let client = self.client, maximumRedirects = self.maximumRedirects
        return Observable.create { observer in
            let exchange = Exchange(
                request, client: client, maximumRedirects: maximumRedirects, sink: CollectingSink(observer))
            exchange.start()
            return Disposables.create { exchange.cancel() }
        }
    }

    /// Sends `request` on subscription; emits upload progress, the head and
    /// the body's chunks as they come, then completes.
    public func stream(_ request: URLRequest) -> Observable<TransportEvent> {
        let client = self.client, maximumRedirects = self.maximumRedirects
        return Observable.create { observer in
            let exchange = Exchange(
                request, client: client, maximumRedirects: maximumRedirects, sink: StreamingSink(observer))
            exchange.start()
            return Disposables.create { exchange.cancel() }
        }
    }
}
