import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What one scripted call reports, step by step, each step after a wait:
/// the reply's delay, its upload steps, the head, the body's chunks, the
/// end of the body or the dropped connection (see `StubTransport.Reply`).
struct StubTimeline {
    enum Step {
        case event(TransportEvent)
        case completed
        case failed(RequestError)
    }

    private(set) var steps: [(wait: Duration, step: Step)] = []
    /// What `send(_:)` answers once every step has passed.
    let outcome: Result<HTTPResponse, RequestError>

    /// The steps of `reply` to a request whose body is `sentBytes` long
    /// and whose URL is `url`, the first after `delay`.
    init(_ reply: StubTransport.Reply, sentBytes: Int64, url: URL?, delay: Duration) {
        var wait = delay
        if sentBytes > 0 {
            let (size, interval) = reply.uploadSteps.map { (Int64($0.size), $0.interval) } ?? (sentBytes, .zero)
            var sent: Int64 = 0
            while sent < sentBytes {
                sent = min(sent + size, sentBytes)
                steps.append((wait, .event(.sent(sent, expected: sentBytes))))
                wait = interval
            }
            wait = .zero
        }
        guard case .response(var response) = reply.outcome else {
            guard case .failure(let error) = reply.outcome else { preconditionFailure() }
            steps.append((wait, .failed(error)))
            outcome = .failure(error)
            return
        }
        if response.url == nil { response.url = url }
        var head = response
        head.body = Data()
        steps.append((wait, .event(.response(head))))
        let body = reply.dropsAfter.map { response.body.prefix($0) } ?? response.body
        let (size, interval) = reply.chunking ?? (max(body.count, 1), .zero)
        wait = .zero
        var start = body.startIndex
        while start < body.endIndex {
            let end = min(start + size, body.endIndex)
            steps.append((wait, .event(.received(Data(body[start..<end])))))
            start = end
            wait = interval
        }
        guard reply.dropsAfter == nil else {
            // Where the next chunk would have come.
            let error = RequestError.transport(URLError(.networkConnectionLost))
            steps.append((reply.chunking == nil ? .zero : wait, .failed(error)))
            outcome = .failure(error)
            return
        }
        steps.append((.zero, .completed))
        outcome = .success(response)
    }

    /// The reply `send(_:)` gives: the whole response or the failure, due
    /// when the last step is.
    var wholeReply: StubTransport.Reply {
        switch outcome {
        case .success(let response): StubTransport.Reply(outcome: .response(response), delay: duration)
        case .failure(let error): StubTransport.Reply(outcome: .failure(error), delay: duration)
        }
    }

    /// The time from the call to the last step.
    var duration: Duration {
        steps.reduce(.zero) { $0 + $1.wait }
    }

    /// Reports the steps to `observer`: a step whose wait is zero at once
    /// after the one before (the first through `scheduler` when there is
    /// one), the others after their wait on `scheduler` (or `fallback`).
    /// Disposing the result stops it.
    func play(
        to observer: AnyObserver<TransportEvent>, on scheduler: (any SchedulerType)?, fallback: any SchedulerType
    ) -> any Disposable {
        let pending = SerialDisposable()
        let steps = steps
        // Delivers the steps from `index` on, scheduling the next that waits.
        @Sendable func deliver(from index: Int) {
            var index = index
            while index < steps.count, !pending.isDisposed, !observer.isChainStopped {
                switch steps[index].step {
                case .event(let event): observer.onNext(event)
                case .completed: observer.onCompleted()
                case .failed(let error): observer.onError(error)
                }
                index += 1
                if index < steps.count, steps[index].wait > .zero {
                    let next = index
                    pending.disposable = (scheduler ?? fallback).schedule(after: steps[next].wait) { deliver(from: next) }
                    return
                }
            }
        }
        guard let first = steps.first else { return pending }
        if scheduler != nil || first.wait > .zero {
            pending.disposable = (scheduler ?? fallback).schedule(after: first.wait) { deliver(from: 0) }
        } else {
            deliver(from: 0)
        }
        return pending
    }
}
