import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An attempt's exchange taken as it happens (`Transport.stream`): the
/// head, then the body chunk by chunk into the attempt's sink, counting
/// progress as it goes; at the end of the body, the whole answer (the
/// head with the body the sink kept) goes to the attempt as `send`'s
/// response would.
///
/// Progress is reported when it changed, and once more at the end, at the
/// totals (at least once per exchange): counts never decrease within an
/// attempt, and a retry is a new exchange counting from 0.
final class StreamedExchange: DirectObserver, Sendable {
    private struct State {
        var counter: TransferProgressCounter
        var head: HTTPResponse?
        /// Whether any progress was reported.
        var reported = false
        /// Set once the exchange failed on its own (a chunk that could not
        /// be kept): the transport's later events are not read.
        var failed = false
    }

    /// The attempt and its request, as `send`'s exchange reports them.
    private let answer: AttemptExchange
    private let sink: any ResponseBodySink
    private let state: Locked<State>

    /// An exchange for `answer`'s attempt at `request`, its body going into `sink`.
    init(_ answer: AttemptExchange, counting request: URLRequest, into sink: any ResponseBodySink) {
        self.answer = answer
        self.sink = sink
        self.state = Locked(State(counter: TransferProgressCounter(request: request)))
    }

    func onNext(_ event: TransportEvent) {
        let step: Result<TransferProgress?, RequestError> = state.withLock { state in
            guard !state.failed else { return .success(nil) }
            switch event {
            case .response(let head):
                // A transport reports one head; anything after it is body.
                guard state.head == nil else { return .success(nil) }
                state.head = head
                sink.begin(head)
            case .received(let chunk):
                guard state.head != nil else {
                    state.failed = true
                    return .failure(.transport(URLError(.badServerResponse)))
                }
                do throws(RequestError) {
                    try sink.append(chunk)
                } catch {
                    state.failed = true
                    return .failure(error)
                }
            case .sent:
                break
            }
            let progress = state.counter.record(event)
            if progress != nil { state.reported = true }
            return .success(progress)
        }
        switch step {
        case .success(let progress?):
            answer.owner.progressed(progress)
        case .success(nil):
            break
        case .failure(let error):
            // The attempt fails, and its end cancels the transport.
            guard answer.owner.isFirstEvent() else { return }
            answer.owner.transportFailed(error, in: answer)
        }
    }

    func onError(_ error: any Error) {
        guard !state.withLock({ $0.failed }) else { return }
        answer.onError(error)
    }

    func onCompleted() {
        let ending: (head: HTTPResponse, last: TransferProgress?, counted: TransferProgress)? = state.withLock { state in
            guard !state.failed, let head = state.head else { return nil }
            let last = state.counter.finish() ?? (state.reported ? nil : state.counter.progress)
            return (head, last, state.counter.progress)
        }
        guard let ending else {
            // Completed without a head: `send`'s exchange says what that is.
            if !state.withLock({ $0.failed }) { answer.onCompleted() }
            return
        }
        if let last = ending.last { answer.owner.progressed(last) }
        var response = ending.head
        response.body = sink.collectedBody()
        answer.answer(response, counted: ending.counted)
    }

    var isChainStopped: Bool { state.withLock { $0.failed } }
}
