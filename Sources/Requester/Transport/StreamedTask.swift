import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One task of `URLSessionTransport.stream(_:bounds:)`: the session's
/// delegate messages as `TransportEvent`s, reported to one observer.
///
/// The head goes out once, before any chunk; the end of the task completes
/// the stream or fails it, once. A failure after the head was reported that
/// FoundationNetworking calls `URLError(.unknown)` (libcurl's "transfer
/// closed with bytes remaining", a connection dropped mid-body) is reported
/// as `URLError(.networkConnectionLost)`, the code Apple's platforms give
/// for it, the original under `NSUnderlyingErrorKey`; a request body
/// stream that failed (a file removed mid-upload) is reported with its own
/// error rather than the session's.
///
/// The body is counted as it arrives (after decompression: URLSession
/// hands it over decoded): the chunk that takes it past
/// `bounds.maximumBodySize` is not passed on, the stream fails with
/// `bounds.bodyTooLarge(for:)` and the task is cancelled. A head whose
/// `Content-Length` is over the limit fails it at once, when the body
/// arrives as sent (no `Content-Encoding`).
final class StreamedTask: Sendable {
    private struct State {
        var responded = false
        var finished = false
        /// Body bytes passed on.
        var received: Int64 = 0
    }

    private let request: URLRequest
    /// What the exchange is held to, redirects included.
    let bounds: TransportBounds
    private let observer: AnyObserver<TransportEvent>
    private let state = Locked(State())

    /// A task sending `request` under `bounds`, reporting to `observer`.
    init(request: URLRequest, bounds: TransportBounds, observer: AnyObserver<TransportEvent>) {
        self.request = request
        self.bounds = bounds
        self.observer = observer
    }

    /// The response's head of `task` arrived (or is known at the latest
    /// now): reported the first time, or the task failed and cancelled when
    /// it announces a body over the limit.
    func respond(_ response: URLResponse?, of task: URLSessionTask?) {
        let first = state.withLock { state in
            guard !state.finished, !state.responded, response is HTTPURLResponse else { return false }
            state.responded = true
            return true
        }
        guard first, let http = response as? HTTPURLResponse else { return }
        if let task, bounds.refusesAnnouncedBody(of: http, to: request) {
            finish(with: bounds.bodyTooLarge(for: http.url ?? request.url))
            task.cancelAside()
            return
        }
        switch URLSessionTransport.outcome(data: nil, response: http, error: nil) {
        case .success(let head): observer.onNext(.response(head))
        case .failure(let error): finish(with: error)
        }
    }

    /// The next chunk of the body (`task.response` is its head).
    func receive(_ data: Data, of task: URLSessionTask) {
        respond(task.response, of: task)
        let kept = state.withLock { state -> Bool? in
            guard !state.finished, state.responded else { return nil }
            state.received += Int64(data.count)
            return !bounds.exceeds(state.received)
        }
        switch kept {
        case true?:
            observer.onNext(.received(data))
        case false?:
            finish(with: bounds.bodyTooLarge(for: task.response?.url ?? request.url))
            task.cancelAside()
        case nil:
            break
        }
    }

    /// The request body went out so far: `total` of `expected` bytes
    /// (the session says 0 or less when it does not know).
    func sent(_ total: Int64, of expected: Int64) {
        guard state.withLock({ !$0.finished }) else { return }
        observer.onNext(.sent(total, expected: expected > 0 ? expected : nil))
    }

    /// The task ended: the body is whole, or `error` says why not.
    func complete(_ task: URLSessionTask, error: (any Error)?) {
        if let error {
            finish(with: failure(error))
            return
        }
        respond(task.response, of: nil)
        guard state.withLock({ !$0.responded }) else {
            if end() { observer.onCompleted() }
            return
        }
        finish(with: .transport(URLError(.badServerResponse)))
    }

    /// A challenged 401 or 407 that FoundationNetworking would leave
    /// unanswered: it is the answer, whole (the task is cancelled next).
    func answerChallenge(with response: HTTPURLResponse) {
        respond(response, of: nil)
        if end() { observer.onCompleted() }
    }

    /// The exchange failed for a reason of the transport's own (a redirect
    /// it refused): reported once, nothing after it.
    func fail(with error: RequestError) {
        finish(with: error)
    }

    private func finish(with error: RequestError) {
        if end() { observer.onError(error) }
    }

    /// Marks the task finished; `true` the first time.
    private func end() -> Bool {
        state.withLock { state in
            defer { state.finished = true }
            return !state.finished
        }
    }

    private func failure(_ error: any Error) -> RequestError {
        if let bodyFailure = (request.httpBodyStream as? BodyInputStream)?.failure {
            return .transport(bodyFailure)
        }
        let failure = RequestError(transportFailure: error)
        if case .transport(let urlError) = failure, urlError.code == .unknown, state.withLock({ $0.responded }) {
            return .transport(URLError(.networkConnectionLost, userInfo: [
                NSLocalizedDescriptionKey: "The connection was lost before the end of the response body",
                NSUnderlyingErrorKey: urlError,
            ]))
        }
        return failure
    }
}
