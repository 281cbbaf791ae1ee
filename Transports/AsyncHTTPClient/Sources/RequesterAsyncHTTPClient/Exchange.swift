import AsyncHTTPClient
import Foundation
import Handlers
import NIOConcurrencyHelpers
import NIOCore
import Requester
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One subscription's request, from the first hop through its redirects to
/// the end of the final body, a failure, a timeout or a cancel.
///
/// Exactly one of those four ends it (`finish()` decides, under the lock);
/// after that nothing more reaches the sink, and a hop still in flight is
/// cancelled. The timeout is URLSession's: the longest silence allowed
/// (nothing sent, no head, no chunk) for `timeoutInterval`, across redirects.
///
/// `bounds` holds it to a body size (the final body's bytes counted as they
/// arrive, after decompression, and a longer `Content-Length` refused at
/// the head: `BodyLimit`) and decides what a redirect keeps (`RedirectRule`).
final class Exchange: Sendable {
    private struct State {
        var task: HTTPClient.Task<Void>?
        var finished = false
        var redirects = 0
        var lastActivity = NIODeadline.now()
        /// The most body bytes reported sent: a redirect that sends the body
        /// again counts from 0, and progress must not go back.
        var sentReported: Int64 = 0
        /// The URL of the hop in flight (the final response's, once its head arrived).
        var url: URL?
        /// The final body's bytes so far, after decompression.
        var received: Int64 = 0
    }

    private let firstRequest: URLRequest
    private let client: HTTPClient
    private let sink: any ExchangeSink
    private let maximumRedirects: Int
    private let bounds: TransportBounds
    private let timeout: TimeAmount?
    private let state = NIOLockedValueBox(State())

    init(
        _ request: URLRequest, client: HTTPClient, maximumRedirects: Int, bounds: TransportBounds, sink: any ExchangeSink
    ) {
        self.firstRequest = request
        self.client = client
        self.maximumRedirects = maximumRedirects
        self.bounds = bounds
        self.sink = sink
        let interval = request.timeoutInterval
        self.timeout = interval > 0 && interval.isFinite ? .nanoseconds(Int64(interval * 1e9)) : nil
    }

    /// Sends the first hop and starts watching for the timeout.
    func start() {
        if timeout != nil { IdleTimeouts.shared.add(self) }
        send(firstRequest)
    }

    /// Disposal: ends the exchange without an event and cancels the hop in flight.
    func cancel() {
        if let ending = finish() { ending.task?.cancel() }
    }

    // MARK: Hops

    private func send(_ request: URLRequest) {
        state.withLockedValue { $0.url = request.url }
        let hop: RequestConversion.Hop
        do {
            hop = try RequestConversion.hop(for: request, in: client.eventLoopGroup)
        } catch {
            return fail(error)
        }
        let delegate = HopDelegate(exchange: self, request: request, bounds: bounds, expectedUpload: hop.bodyLength)
        // A streamed body's end is signalled on the task's own loop (see StreamSource).
        let task = client.execute(
            request: hop.request, delegate: delegate, eventLoop: hop.streamLoop.map { .delegate(on: $0) } ?? .indifferent)
        let cancelled = state.withLockedValue { state -> Bool in
            guard !state.finished else { return true }
            state.task = task
            return false
        }
        if cancelled { task.cancel() }
    }

    /// Follows a redirect to `next`, unless the exchange ended or ran out of redirects.
    func follow(_ next: URLRequest) {
        let outcome = state.withLockedValue { state -> Bool? in
            guard !state.finished else { return nil }
            state.redirects += 1
            return state.redirects <= maximumRedirects
        }
        switch outcome {
        case true?: send(next)
        case false?: fail(RequestError.transport(URLError(.httpTooManyRedirects)))
        case nil: break
        }
    }

    // MARK: What a hop reports

    func sent(_ bytes: Int64, expected: Int64?) {
        let reports = state.withLockedValue { state -> Bool in
            state.lastActivity = .now()
            guard !state.finished, bytes > state.sentReported else { return false }
            state.sentReported = bytes
            return true
        }
        if reports { sink.sent(bytes, expected: expected) }
    }

    /// The final response's head, for a request with `method`; fails the
    /// exchange instead when it announces a body over the limit.
    func head(_ head: HTTPResponse, method: String?) {
        let tooMuch = BodyLimit.announcesTooMuch(head, method: method, bounds: bounds)
        let live = state.withLockedValue { state -> Bool in
            state.lastActivity = .now()
            guard !state.finished else { return false }
            state.url = head.url ?? state.url
            state.received = 0
            return true
        }
        guard live else { return }
        if tooMuch { return abort(bounds.bodyTooLarge(for: head.url)) }
        sink.head(head)
    }

    /// The next chunk of the final body, counted; past the limit the
    /// exchange fails and the chunk is dropped.
    func body(_ chunk: ByteBuffer, delivered: @escaping @Sendable () -> Void) {
        let bounds = self.bounds
        let step = state.withLockedValue { state -> BodyLimit.Step in
            state.lastActivity = .now()
            guard !state.finished else { return .drop }
            state.received += Int64(chunk.readableBytes)
            return bounds.exceeds(state.received) ? .overLimit(state.url) : .pass
        }
        switch step {
        case .pass:
            sink.body(chunk, delivered: delivered)
        case .overLimit(let url):
            abort(bounds.bodyTooLarge(for: url))
            delivered()
        case .drop:
            delivered()
        }
    }

    func end() {
        if finish() != nil { sink.end() }
    }

    /// A failure the hop reported (AsyncHTTPClient ends the hop itself).
    func fail(_ error: any Error) {
        let url = state.withLockedValue { $0.url }
        if finish() != nil { sink.fail(TransportErrors.requestError(from: error, url: url)) }
    }

    /// A failure the exchange decided (a limit, a refused redirect): the hop
    /// in flight is cancelled, nothing more of it is read.
    func abort(_ error: RequestError) {
        guard let ending = finish() else { return }
        ending.task?.cancel()
        sink.fail(error)
    }

    // MARK: Ending and the timeout

    /// What ending the exchange leaves to cancel.
    private struct Ending {
        /// The hop in flight, if one was.
        let task: HTTPClient.Task<Void>?
    }

    /// Marks the exchange finished and stops watching its timeout; nil if
    /// it had already finished (another path ended it).
    private func finish() -> Ending? {
        let ending = state.withLockedValue { state -> Ending? in
            guard !state.finished else { return nil }
            state.finished = true
            defer { state.task = nil }
            return Ending(task: state.task)
        }
        if ending != nil, timeout != nil { IdleTimeouts.shared.remove(self) }
        return ending
    }

    /// Ends the exchange with `URLError(.timedOut)` when it has been silent
    /// for longer than its timeout at `now` (IdleTimeouts asks on each tick).
    func checkTimeout(now: NIODeadline) {
        guard let timeout else { return }
        let expired = state.withLockedValue { !$0.finished && $0.lastActivity + timeout <= now }
        if expired { abort(.transport(URLError(.timedOut))) }
    }
}
