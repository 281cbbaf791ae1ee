import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One attempt as the client's observers see it: `start` tells them it is
/// sent, `finish` how it ended, with its metrics. Every way of sending
/// (`Attempt`, and any other exchange an `APIClient` method makes) calls
/// these two and nothing else, so that each attempt is observed the same.
///
/// Without observers `start` answers `nil` before reading a clock: a client
/// that has none pays one `isEmpty` per attempt, no allocation and no call
/// through an existential.
struct AttemptObservation: Sendable {
    private let observers: [any RequestObserver]
    private let request: URLRequest
    private let attempt: Int
    private let start: Date
    private let started: ContinuousClock.Instant

    private init(observers: [any RequestObserver], request: URLRequest, attempt: Int) {
        self.observers = observers
        self.request = request
        self.attempt = attempt
        start = Date()
        started = ContinuousClock.now
    }

    /// `request` as the `RequestInstrument`s among `observers` mark it for
    /// attempt `attempt`, in their order: the request to log, send and
    /// `start`. Called once per attempt that will be sent, right before
    /// `start`, which guarantees each instrument its `didStart` and `didFinish`.
    static func instrumented(_ request: URLRequest, attempt: Int, observers: [any RequestObserver]) -> URLRequest {
        var request = request
        for observer in observers {
            if let instrument = observer as? any RequestInstrument {
                request = instrument.instrument(request, attempt: attempt)
            }
        }
        return request
    }

    /// Tells `observers` that attempt `attempt` at `request` is being sent;
    /// `nil` (and nothing told) when there are none.
    static func start(_ request: URLRequest, attempt: Int, observers: [any RequestObserver]) -> AttemptObservation? {
        guard !observers.isEmpty else { return nil }
        for observer in observers { observer.didStart(request, attempt: attempt) }
        return AttemptObservation(observers: observers, request: request, attempt: attempt)
    }

    /// Tells the observers how the attempt ended. Byte counts default to
    /// the request body's length and the response body's size when a
    /// response came, 0 otherwise; a caller that counted them passes its own.
    func finish(_ result: Result<HTTPResponse, RequestError>, sentBytes: Int64? = nil, receivedBytes: Int64? = nil) {
        let duration = ContinuousClock.now - started
        let response = try? result.get()
        let metrics = RequestMetrics(
            start: start, duration: duration,
            sentBytes: sentBytes ?? (response == nil ? 0 : Self.bodyLength(of: request)),
            receivedBytes: receivedBytes ?? Int64(response?.body.count ?? 0),
            attempt: attempt)
        for observer in observers {
            observer.didFinish(request, attempt: attempt, result: result, metrics: metrics)
        }
    }

    /// The request body's length as a transfer counts it, 0 when unknown.
    private static func bodyLength(of request: URLRequest) -> Int64 {
        TransferProgressCounter(request: request).progress.expectedSentBytes ?? 0
    }
}

/// What an observed exchange asks its attempt when disposed: how the
/// attempt ended if this dispose is what ends it (`.cancelled` before a
/// response; the response, for a body that was still being read), `nil`
/// when it had ended already. Whichever of the attempt's own ending and
/// the dispose comes first tells the observers, once.
protocol DisposalClaiming: AnyObject, Sendable {
    func endByDisposal() -> ObservedEnd?
}

/// How an observed exchange ended, as `AttemptObservation.finish` takes it.
struct ObservedEnd: Sendable {
    var result: Result<HTTPResponse, RequestError>
    /// The body bytes counted as they arrived; `nil`: the response's body.
    var receivedBytes: Int64?

    static let cancelled = ObservedEnd(result: .failure(.cancelled), receivedBytes: nil)
}

extension AttemptObservation {
    /// Tells the observers how the attempt ended.
    func finish(_ end: ObservedEnd) {
        finish(end.result, receivedBytes: end.receivedBytes)
    }
}

/// A sent attempt's subscription to its transport, for an observed attempt:
/// disposing it tells the observers the attempt ended, if nothing else did.
struct ObservedExchangeSubscription: Disposable {
    let subscription: any Disposable
    let observation: AttemptObservation
    let attempt: any DisposalClaiming

    func dispose() {
        subscription.dispose()
        if let end = attempt.endByDisposal() { observation.finish(end) }
    }
}
