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

    /// The default `stream(_:)`, by a name of its own: for a transport that
    /// implements `stream(_:)` but falls back on it for some requests.
    func streamBuiltOnSend(_ request: URLRequest) -> Observable<TransportEvent> {
        send(request).flatMap { response -> Observable<TransportEvent> in
            var head = response
            head.body = Data()
            let body = response.body
            return body.isEmpty
                ? .just(.response(head))
                : .of(.response(head), .received(body))
        }
    }
}
