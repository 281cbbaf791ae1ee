import Foundation
import Handlers
import Stream
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One attempt at an endpoint, for one subscription: build and adapt the
/// request, log it, send it through the transport, validate the answer,
/// then emit the value and complete, or fail with a `RequestError`.
///
/// What it emits is its `Reading`'s: the decoded value (`request`), the
/// value with its response (`requestResponse`), or a transfer's progress
/// then its value (`transfer`, `download`). A reading that reports
/// progress, and any endpoint with a streamed body (a multipart form),
/// takes the answer through `Transport.stream`, its body into the
/// reading's `ResponseBodySink` as it arrives (`StreamedExchange`); the
/// others through `Transport.send`.
///
/// Retrying is not its business: `APIClient.request` subscribes attempts
/// again through Stream's retry loop (`retry(scheduler:decide:)`), which
/// asks the retry policy after each failure and waits on its scheduler. So
/// that the policy can judge the request that failed (its method, an
/// `Idempotency-Key` an adapter added), a failure after sending is reported
/// as an `AttemptFailure` when the attempt is retried; the loop unwraps it.
///
/// Disposal cancels the exchange; a dispose that comes while the adapters
/// run (a token read, a keychain) stops the request before it is sent.
// @unchecked: `exchange` is a DisposableSlot, `answered` atomic; the rest is immutable.
final class Attempt<Reading: AttemptReading>: AttemptOwner, DisposalClaiming, Disposable, @unchecked Sendable {
    private let client: APIClient
    private let endpoint: UntypedEndpoint
    private let observer: AnyObserver<Reading.Output>
    private let reading: Reading
    /// Where a streamed answer's body goes; `nil` when it comes whole from `send`.
    private let sink: (any ResponseBodySink)?
    private let number: Int
    private let reportsRequest: Bool
    /// The transport subscription.
    private let exchange = DisposableSlot()
    /// Set by the transport's first event: the later ones (the completion
    /// after the response) are not a second answer.
    private let answered = Atomic<Bool>(false)

    /// Attempt `number` of a subscription (counted from 1, for the log);
    /// `reportsRequest` when a retry loop reads its failures.
    init(
        client: APIClient, endpoint: UntypedEndpoint, reading: Reading, observer: AnyObserver<Reading.Output>,
        number: Int, reportsRequest: Bool
    ) {
        self.client = client
        self.endpoint = endpoint
        self.reading = reading
        self.sink = Reading.reportsProgress || endpoint.streamedBody != nil ? reading.makeSink(for: endpoint) : nil
        self.observer = observer
        self.number = number
        self.reportsRequest = reportsRequest
    }

    /// Builds, adapts, logs and sends the request (see `APIClient.startAttempt`).
    func start() {
        let client = self.client
        let limit = Reading.bodyLimit(in: client.limits(for: endpoint))
        client.startAttempt(
            number, at: endpoint, reportingTo: observer, in: exchange, claimedBy: self,
            maximumBodySize: limit.bytes, limitName: limit.name
        ) { request, bounds, observation in
            let answer = AttemptExchange(owner: self, request: request, started: .now, observation: observation)
            if let sink {
                return client.transport.stream(request, bounds: bounds).subscribeWithoutHandle(
                    StreamedExchange(answer, counting: request, into: sink))
            }
            return client.transport.send(request, bounds: bounds).subscribeWithoutHandle(answer)
        }
    }

    /// Cancels the exchange.
    func dispose() {
        exchange.releaseSlot()
        sink?.discard()
    }

    /// A streamed exchange's progress, emitted when the reading reports it.
    func progressed(_ progress: TransferProgress) {
        if let element = Reading.element(reporting: progress) { observer.onNext(element) }
    }

    func isFirstEvent() -> Bool {
        !answered.exchange(true, ordering: .acquiringAndReleasing)
    }

    /// Disposed before the transport's answer: cancelled.
    func endByDisposal() -> ObservedEnd? {
        isFirstEvent() ? .cancelled : nil
    }

    /// The transport's answer, validated. `counted`: the bytes a streamed
    /// exchange counted as they went (its body may be in a file, not in `response`).
    func answered(_ response: HTTPResponse, to exchange: AttemptExchange, counted: TransferProgress?) {
        client.logger(for: endpoint)?.logResponse(response, for: exchange.request, elapsed: ContinuousClock.now - exchange.started)
        exchange.observation?.finish(
            .success(response), sentBytes: counted?.sentBytes, receivedBytes: counted?.receivedBytes)
        do throws(RequestError) {
            let value = try reading.output(of: response, for: endpoint, validator: client.validator, sink: sink)
            observer.onNext(value)
            observer.onCompleted()
        } catch {
            failed(error, request: exchange.request)
        }
    }

    /// The transport failed, or completed without a response.
    func transportFailed(_ error: RequestError, in exchange: AttemptExchange) {
        client.logger(for: endpoint)?.logFailure(error, for: exchange.request, elapsed: ContinuousClock.now - exchange.started)
        exchange.observation?.finish(.failure(error))
        failed(error, request: exchange.request)
    }

    private func failed(_ error: RequestError, request: URLRequest) {
        sink?.discard()
        observer.onError(reportsRequest ? AttemptFailure(error: error, request: request) : error)
    }
}

extension APIClient {
    /// How every attempt starts (`Attempt`, `StreamedAttempt`): builds and
    /// adapts attempt `number`'s request, lets the `RequestInstrument`s
    /// among the observers mark it, logs it, tells the observers and
    /// puts what `send` starts for it in `exchange`, wrapped so that a
    /// dispose is observed (which `attempt` answers).
    ///
    /// A request that cannot be built or adapted fails `observer` with a
    /// plain `RequestError` (not retried). One whose attempt was disposed
    /// while the adapters ran (`exchange` released, or `observer`'s chain
    /// stopped: the retry loop that subscribed it can dispose it only once
    /// its subscription returns) is not sent, not instrumented, and is
    /// observed as cancelled (an adapter may have opened something for it,
    /// which an observer closes).
    ///
    /// `send` gets the request with the bounds the transport holds it to:
    /// the adapters' headers bound to their origins, and a body of at most
    /// `maximumBodySize` bytes (`limitName` names it in the error).
    func startAttempt<Element>(
        _ number: Int, at endpoint: UntypedEndpoint, reportingTo observer: AnyObserver<Element>,
        in exchange: DisposableSlot, claimedBy attempt: any DisposalClaiming,
        maximumBodySize: Int64?, limitName: String,
        send: (URLRequest, TransportBounds, AttemptObservation?) -> any Disposable
    ) {
        var request: URLRequest
        let bounds: TransportBounds
        do {
            let adapted = try adaptedRequest(for: endpoint)
            request = adapted.request
            bounds = TransportBounds(
                maximumBodySize: maximumBodySize, limitName: limitName, originBoundHeaders: adapted.bound)
        } catch {
            observer.onError(error)
            return
        }
        let observers = self.observers(for: endpoint)
        guard !exchange.isReleased, !observer.isChainStopped else {
            AttemptObservation.start(request, attempt: number, observers: observers)?.finish(.cancelled)
            return
        }
        if !observers.isEmpty {
            request = AttemptObservation.instrumented(request, attempt: number, observers: observers)
        }
        self.logger(for: endpoint)?.logRequest(request, attempt: number)
        let observation = AttemptObservation.start(request, attempt: number, observers: observers)
        let subscription = send(request, bounds, observation)
        guard let observation else { return exchange.fillSlot(subscription) }
        exchange.fillSlot(ObservedExchangeSubscription(subscription: subscription, observation: observation, attempt: attempt))
    }
}

/// How many attempts one subscription made. Attempts never overlap (the
/// retry loop subscribes the next once the last one failed), and its
/// resubscription orders one attempt's count before the next.
final class AttemptCount: @unchecked Sendable {  // @unchecked: touched by one attempt at a time (see above)
    private var count = 0

    /// The number of the attempt starting now, from 1.
    func next() -> Int {
        count += 1
        return count
    }
}

/// A failed attempt as its retry loop sees it: the error and the request
/// that was sent. Never reaches a subscriber: the loop fails with `error`.
struct AttemptFailure: Error {
    let error: RequestError
    let request: URLRequest
}

extension RetryPolicy {
    /// The retry loop's decision after `failedAttempts` attempts failed, the
    /// last with `failure`: wait and retry, or fail with the `RequestError`.
    func decision(after failure: any Error, failedAttempts: Int) -> RetryDecision {
        // A request that could not be built fails as it is.
        guard let failure = failure as? AttemptFailure else { return .fail(failure) }
        guard let delay = retryDelay(after: failure.error, request: failure.request, attempt: failedAttempts) else {
            return .fail(failure.error)
        }
        return .retry(after: delay)
    }
}

/// What an attempt's exchange reports to. Not generic over the response, so
/// that the exchange is a type known whole at compile time: its metadata is
/// found once, not looked up at run time on every attempt.
protocol AttemptOwner: AnyObject, Sendable {
    func isFirstEvent() -> Bool
    func progressed(_ progress: TransferProgress)
    func answered(_ response: HTTPResponse, to exchange: AttemptExchange, counted: TransferProgress?)
    func transportFailed(_ error: RequestError, in exchange: AttemptExchange)
}

/// An attempt's exchange with the transport: takes its first event only
/// (a response, an error, or a completion without a response).
///
/// A value, kept inside the subscriber that delivers to it: no object of
/// its own per attempt.
struct AttemptExchange: DirectObserver {
    let owner: any AttemptOwner
    let request: URLRequest
    let started: ContinuousClock.Instant
    /// The client's observers' view of this attempt; `nil` without observers.
    let observation: AttemptObservation?

    func onNext(_ response: HTTPResponse) {
        answer(response, counted: nil)
    }

    /// The whole answer, with the bytes a streamed exchange counted.
    func answer(_ response: HTTPResponse, counted: TransferProgress?) {
        guard owner.isFirstEvent() else { return }
        owner.answered(response, to: self, counted: counted)
    }

    func onError(_ error: any Error) {
        guard owner.isFirstEvent() else { return }
        owner.transportFailed(RequestError(transportFailure: error), in: self)
    }

    func onCompleted() {
        guard owner.isFirstEvent() else { return }
        // A transport that completes without a response broke its contract.
        owner.transportFailed(.transport(URLError(.badServerResponse)), in: self)
    }

    /// A transport sends one response: there is no long source to stop early.
    var isChainStopped: Bool { false }
}
