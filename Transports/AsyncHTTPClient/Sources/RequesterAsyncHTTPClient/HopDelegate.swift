import AsyncHTTPClient
import Foundation
import Handlers
import NIOCore
import NIOHTTP1
import Requester
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// AsyncHTTPClient's delegate for one hop of an `Exchange`: reports upload
/// progress, turns a redirect into the next hop, and hands the final
/// response's head and chunks to the exchange.
final class HopDelegate: HTTPClientResponseDelegate, @unchecked Sendable {
    // @unchecked: `sentBytes` and `redirect` are touched only by AsyncHTTPClient's
    // callbacks, which it makes one after another on the task's event loop.
    typealias Response = Void

    private let exchange: Exchange
    private let request: URLRequest
    private let bounds: TransportBounds
    private let expectedUpload: Int64?
    private var sentBytes: Int64 = 0
    /// The next hop, once this one's head turned out to be a redirect to follow.
    private var redirect: URLRequest?

    init(exchange: Exchange, request: URLRequest, bounds: TransportBounds, expectedUpload: Int64?) {
        self.exchange = exchange
        self.request = request
        self.bounds = bounds
        self.expectedUpload = expectedUpload
    }

    func didSendRequestPart(task: HTTPClient.Task<Void>, _ part: IOData) {
        sentBytes += Int64(part.readableBytes)
        exchange.sent(sentBytes, expected: expectedUpload)
    }

    func didReceiveHead(task: HTTPClient.Task<Void>, _ head: HTTPResponseHead) -> EventLoopFuture<Void> {
        let response = HTTPResponse(
            statusCode: Int(head.status.code), url: request.url, headers: Self.headers(head.headers), body: Data())
        do {
            redirect = try RedirectRule.next(after: response, of: request, bounds: bounds)
        } catch {
            // A redirect no transport follows (`file:`, `javascript:`): the exchange fails.
            exchange.abort(error)
            return task.eventLoop.makeSucceededVoidFuture()
        }
        if redirect == nil {
            exchange.head(response, method: request.httpMethod)
        }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didReceiveBodyPart(task: HTTPClient.Task<Void>, _ buffer: ByteBuffer) -> EventLoopFuture<Void> {
        // A redirect's body is read and dropped, as URLSession does.
        guard redirect == nil else { return task.eventLoop.makeSucceededVoidFuture() }
        let promise = task.eventLoop.makePromise(of: Void.self)
        exchange.body(buffer) { promise.succeed() }
        return promise.futureResult
    }

    func didFinishRequest(task: HTTPClient.Task<Void>) throws {
        if let redirect {
            exchange.follow(redirect)
        } else {
            exchange.end()
        }
    }

    func didReceiveError(task: HTTPClient.Task<Void>, _ error: any Error) {
        exchange.fail(error)
    }

    /// `headers` as `HTTPResponse` keeps them: a field that repeats is one
    /// entry, its values joined with ", " (as URLSession joins them).
    static func headers(_ headers: HTTPHeaders) -> [String: String] {
        var fields: [String: String] = [:]
        fields.reserveCapacity(headers.count)
        for (name, value) in headers {
            if let earlier = fields[name] {
                fields[name] = earlier + ", " + value
            } else {
                fields[name] = value
            }
        }
        return fields
    }
}
