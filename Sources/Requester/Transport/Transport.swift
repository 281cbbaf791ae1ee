import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one `URLRequest` and emits the response, whatever its status.
///
/// The returned stream is cold: each subscription sends the request, and
/// disposing it cancels the request in flight. A transport fails only for
/// transport reasons (`RequestError.transport`, `.cancelled`); validating the
/// status and decoding is `APIClient`'s job. `RequestError(transportFailure:)`
/// maps a client library's error to those cases as the built-in transports do.
///
/// A transport of your own implements `send(_:)`; `stream(_:)` has a default
/// built on it, so uploads, downloads and streamed bodies work over it too,
/// with the whole body arriving at once.
public protocol Transport: Sendable {
    /// Sends `request`; emits one `HTTPResponse`, then completes.
    func send(_ request: URLRequest) -> Observable<HTTPResponse>

    /// Sends `request` and reports the exchange as it happens: upload
    /// progress (`.sent`), the response's status and headers (`.response`,
    /// with an empty body), then the body in chunks (`.received`), completing
    /// at the end of the body. Disposing cancels the exchange.
    func stream(_ request: URLRequest) -> Observable<TransportEvent>

    /// `send(_:)` held to `bounds`: the body counted as it arrives and the
    /// exchange failed with `bounds.bodyTooLarge(for:)` once it passes
    /// `bounds.maximumBodySize`, and redirects followed through
    /// `bounds.redirected(_:to:)`. `APIClient` sends every attempt this way.
    ///
    /// The default sends with `send(_:)` and checks the body's size once it
    /// is whole: the error is the same, but the body was held in memory
    /// first, and redirects follow `send(_:)`'s own rules. Both shipped
    /// transports implement it, and so should yours.
    func send(_ request: URLRequest, bounds: TransportBounds) -> Observable<HTTPResponse>

    /// `stream(_:)` held to `bounds`, as `send(_:bounds:)` is.
    ///
    /// The default counts the chunks `stream(_:)` emits and fails once they
    /// pass the limit. Over the default `stream(_:)`, which is built on
    /// `send(_:)`, the whole body has arrived by then: that memory is not
    /// bounded.
    func stream(_ request: URLRequest, bounds: TransportBounds) -> Observable<TransportEvent>
}

/// One step of an exchange reported by `Transport.stream(_:)`.
public enum TransportEvent: Sendable {
    /// The response's status and headers; its `body` is empty (the body follows as `.received`).
    case response(HTTPResponse)
    /// `Int64` bytes of the request body sent so far, of `expected` (`nil` when unknown).
    case sent(Int64, expected: Int64?)
    /// The next chunk of the response body.
    case received(Data)
}

extension Transport {
    /// Sends once with `send(_:)`, then emits the response without its body,
    /// and the whole body as one chunk (none when it is empty).
    public func stream(_ request: URLRequest) -> Observable<TransportEvent> {
        streamBuiltOnSend(request)
    }

    /// `send(_:)`, its whole body then checked against `bounds.maximumBodySize`.
    public func send(_ request: URLRequest, bounds: TransportBounds) -> Observable<HTTPResponse> {
        guard bounds.maximumBodySize != nil else { return send(request) }
        return send(request).map { response throws(RequestError) in
            if bounds.exceeds(Int64(response.body.count)) { throw bounds.bodyTooLarge(for: response.url ?? request.url) }
            return response
        }
    }

    /// `stream(_:)`, its chunks counted against `bounds.maximumBodySize`.
    public func stream(_ request: URLRequest, bounds: TransportBounds) -> Observable<TransportEvent> {
        guard bounds.maximumBodySize != nil else { return stream(request) }
        return Observable.deferred {
            let counter = BodyByteCounter(bounds: bounds, url: request.url)
            return stream(request).map { event throws(RequestError) in
                try counter.count(event)
                return event
            }
        }
    }

    /// The default `stream(_:)`, by a name of its own: for a transport that
    /// implements `stream(_:)` but falls back on it for some requests, sending
    /// with `send(_:bounds:)` when given `bounds`.
    func streamBuiltOnSend(_ request: URLRequest, bounds: TransportBounds? = nil) -> Observable<TransportEvent> {
        (bounds.map { send(request, bounds: $0) } ?? send(request)).flatMap { response -> Observable<TransportEvent> in
            var head = response
            head.body = Data()
            let body = response.body
            return body.isEmpty
                ? .just(.response(head))
                : .of(.response(head), .received(body))
        }
    }
}

/// The body bytes one streamed exchange has passed on, failing once they
/// pass `bounds.maximumBodySize`. Events of one exchange arrive one at a time.
final class BodyByteCounter: @unchecked Sendable {  // @unchecked: one exchange's events are serial
    private let bounds: TransportBounds
    private var url: URL?
    private var received: Int64 = 0

    init(bounds: TransportBounds, url: URL?) {
        self.bounds = bounds
        self.url = url
    }

    /// Counts `event`'s body bytes; throws when the total passes the limit.
    func count(_ event: TransportEvent) throws(RequestError) {
        switch event {
        case .response(let response):
            url = response.url ?? url
            received = 0
        case .received(let chunk):
            received += Int64(chunk.count)
            if bounds.exceeds(received) { throw bounds.bodyTooLarge(for: url) }
        case .sent:
            break
        }
    }
}
