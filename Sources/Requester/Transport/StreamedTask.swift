import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One task of `URLSessionTransport.stream(_:)`: the session's delegate
/// messages as `TransportEvent`s, reported to one observer.
///
/// The head goes out once, before any chunk; the end of the task completes
/// the stream or fails it, once. A failure after the head was reported that
/// FoundationNetworking calls `URLError(.unknown)` (libcurl's "transfer
/// closed with bytes remaining", a connection dropped mid-body) is reported
/// as `URLError(.networkConnectionLost)`, the code Apple's platforms give
/// for it, the original under `NSUnderlyingErrorKey`; a request body
/// stream that failed (a file removed mid-upload) is reported with its own
/// error rather than the session's.
final class StreamedTask: Sendable {
    private struct State {
        var responded = false
        var finished = false
    }

    private let request: URLRequest
    private let observer: AnyObserver<TransportEvent>
    private let state = Locked(State())

    /// A task sending `request`, reporting to `observer`.
    init(request: URLRequest, observer: AnyObserver<TransportEvent>) {
        self.request = request
        self.observer = observer
    }

    /// The response's head arrived (or is known at the latest now): reported the first time.
    func respond(_ response: URLResponse?) {
        let first = state.withLock { state in
            guard !state.finished, !state.responded, response is HTTPURLResponse else { return false }
            state.responded = true
            return true
        }
        guard first, let http = response as? HTTPURLResponse else { return }
        switch URLSessionTransport.outcome(data: nil, response: http, error: nil) {
        case .success(let head): observer.onNext(.response(head))
        case .failure(let error): finish(with: error)
        }
    }

    /// The next chunk of the body (`task.response` is its head).
    func receive(_ data: Data, of task: URLSessionTask) {
        respond(task.response)
        guard state.withLock({ !$0.finished && $0.responded }) else { return }
        observer.onNext(.received(data))
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
        respond(task.response)
        guard state.withLock({ !$0.responded }) else {
            if end() { observer.onCompleted() }
            return
        }
        finish(with: .transport(URLError(.badServerResponse)))
    }

    /// A challenged 401 or 407 that FoundationNetworking would leave
    /// unanswered: it is the answer, whole (the task is cancelled next).
    func answerChallenge(with response: HTTPURLResponse) {
        respond(response)
        if end() { observer.onCompleted() }
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
