import Foundation
import Handlers
import Stream
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// One attempt at an endpoint, top to bottom: the attempt itself (build,
// adapt, observe, send, validate through its reading), the readings that
// make its element, and the attempt under the client's authenticator
// (a refusal waits for one refresh, then the attempt is made once more).

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
@usableFromInline
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
    @usableFromInline
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
    @usableFromInline
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
    @usableFromInline
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
@usableFromInline
final class AttemptCount: @unchecked Sendable {  // @unchecked: touched by one attempt at a time (see above)
    private var count = 0

    @usableFromInline
    init() {}

    /// The number of the attempt starting now, from 1.
    @usableFromInline
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
    @usableFromInline
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

// MARK: - What an attempt makes of its answer

/// What an `Attempt` makes of its answer, and what it emits: the one part
/// of an attempt that differs between `request`, `requestResponse`,
/// `transfer` and `download` (building, adapting, logging, sending,
/// validating and retrying are the same for all).
///
/// A reading is a value made once per subscription; what one attempt
/// keeps (a body arriving, a file being written) is in the sink it makes
/// for that attempt.
@usableFromInline
protocol AttemptReading: Sendable {
    /// What the attempt emits.
    associatedtype Output

    /// Whether attempts take the answer as it arrives (`Transport.stream`)
    /// and report progress; otherwise they take it whole from
    /// `Transport.send` (unless the endpoint's body is streamed).
    static var reportsProgress: Bool { get }

    /// The element that reports `progress`; `nil` for readings that do not.
    static func element(reporting progress: TransferProgress) -> Output?

    /// The most body bytes an attempt may take, and the limit's name
    /// (`RequestLimits`): what the transport is held to.
    static func bodyLimit(in limits: RequestLimits) -> (bytes: Int64?, name: String)

    /// Where one attempt's streamed body goes as it arrives.
    func makeSink(for endpoint: UntypedEndpoint) -> any ResponseBodySink

    /// The element the answer gives once it is whole (`sink` holds its body
    /// when it was streamed), validated by `validator`.
    func output(
        of response: HTTPResponse, for endpoint: UntypedEndpoint, validator: ResponseValidator,
        sink: (any ResponseBodySink)?
    ) throws(RequestError) -> Output
}

extension AttemptReading {
    @usableFromInline
    static var reportsProgress: Bool { false }

    @usableFromInline
    static func element(reporting progress: TransferProgress) -> Output? { nil }

    /// An answer kept in memory: `maximumBodySize`.
    @usableFromInline
    static func bodyLimit(in limits: RequestLimits) -> (bytes: Int64?, name: String) {
        (limits.maximumBodySize, "maximumBodySize")
    }

    /// The body kept in memory, whole, for the validator.
    @usableFromInline
    func makeSink(for endpoint: UntypedEndpoint) -> any ResponseBodySink { MemoryBodySink() }
}

/// `APIClient.request`: the decoded value.
@usableFromInline
struct DecodedValue<Value: Decodable>: AttemptReading {
    @inlinable
    init() {}

    @usableFromInline
    func output(
        of response: HTTPResponse, for endpoint: UntypedEndpoint, validator: ResponseValidator,
        sink: (any ResponseBodySink)?
    ) throws(RequestError) -> Value {
        try validator.value(in: response, for: endpoint, as: Value.self)
    }
}

/// `APIClient.requestResponse`: the decoded value with the response it came from.
struct ValueWithResponse<Value: Decodable>: AttemptReading {
    func output(
        of response: HTTPResponse, for endpoint: UntypedEndpoint, validator: ResponseValidator,
        sink: (any ResponseBodySink)?
    ) throws(RequestError) -> Response<Value> {
        Response(value: try validator.value(in: response, for: endpoint, as: Value.self), response: response)
    }
}

/// `APIClient.transfer`: progress as the bytes go, then the decoded value.
struct TransferredValue<Value: Decodable>: AttemptReading {
    static var reportsProgress: Bool { true }

    static func element(reporting progress: TransferProgress) -> Transfer<Value>? {
        .progress(progress)
    }

    func output(
        of response: HTTPResponse, for endpoint: UntypedEndpoint, validator: ResponseValidator,
        sink: (any ResponseBodySink)?
    ) throws(RequestError) -> Transfer<Value> {
        .completed(try validator.value(in: response, for: endpoint, as: Value.self))
    }
}

/// `APIClient.download`: progress as the bytes go, the body written to a
/// temporary file, then moved to `destination` once the answer is valid.
struct DownloadedFile: AttemptReading {
    let destination: URL

    static var reportsProgress: Bool { true }

    static func element(reporting progress: TransferProgress) -> Transfer<URL>? {
        .progress(progress)
    }

    /// A file: `maximumDownloadSize`.
    static func bodyLimit(in limits: RequestLimits) -> (bytes: Int64?, name: String) {
        (limits.maximumDownloadSize, "maximumDownloadSize")
    }

    func makeSink(for endpoint: UntypedEndpoint) -> any ResponseBodySink {
        DownloadFile(destination: destination, accepts: endpoint.acceptableStatusCodes)
    }

    /// Validated (API error body while the body is small enough to be
    /// kept, then status), then the file moved into place.
    func output(
        of response: HTTPResponse, for endpoint: UntypedEndpoint, validator: ResponseValidator,
        sink: (any ResponseBodySink)?
    ) throws(RequestError) -> Transfer<URL> {
        try validator.check(response, for: endpoint)
        guard let file = sink as? DownloadFile else { throw .transport(URLError(.cannotCreateFile)) }
        try file.commit()
        return .completed(destination)
    }
}

// MARK: - The attempt under the authenticator

/// One attempt under the client's `Authenticator`, for one subscription:
/// the attempt (`Attempt`, or a `StreamedAttempt`'s try or connection), and,
/// when it is refused for its credential, the wait for the authenticator's
/// refresh (`RefreshGate`, shared with every request failing into it), then
/// the attempt made once more, re-adapted, its outcome delivered as it is.
///
/// The instant the attempt is made is taken at subscription, before its
/// adapters read the credential: it tells a request that carried a
/// credential a refresh has since replaced (`HandlerRuns`).
///
/// Disposal cancels the attempt or the wait; a refresh in flight goes on for
/// the other requests waiting for it.
// @unchecked: `steps` is a DisposableSlot, `mayRefresh` atomic; the rest is immutable.
@usableFromInline
final class AuthenticatedAttempt<Element>: DirectObserver, Disposable, @unchecked Sendable {
    private let client: APIClient
    private let authenticator: Authenticator
    private let endpoint: UntypedEndpoint
    private let attempt: Observable<Element>
    private let downstream: AnyObserver<Element>
    private let made = RequestInstant.now
    /// `true` until a failure went to the authenticator once.
    private let mayRefresh = Atomic<Bool>(true)
    /// The attempt (step 1), then the wait and the attempt made again (step 2).
    private let steps = DisposableSlot()

    @usableFromInline
    init(
        client: APIClient, authenticator: Authenticator, endpoint: UntypedEndpoint, attempt: Observable<Element>,
        downstream: AnyObserver<Element>
    ) {
        self.client = client
        self.authenticator = authenticator
        self.endpoint = endpoint
        self.attempt = attempt
        self.downstream = downstream
    }

    /// Subscribes the attempt.
    @usableFromInline
    func start() {
        guard let step = steps.beginStep() else { return }
        steps.installStep(attempt.subscribeWithoutHandle(self), step: step)
    }

    @usableFromInline
    var isChainStopped: Bool { downstream.isChainStopped }

    @usableFromInline
    func onNext(_ element: Element) {
        downstream.onNext(element)
    }

    @usableFromInline
    func onCompleted() {
        downstream.onCompleted()
    }

    /// A refusal the authenticator answers waits for its refresh, once;
    /// anything else (the refresh's error too) is passed on.
    @usableFromInline
    func onError(_ error: any Error) {
        let failure = (error as? AttemptFailure)?.error ?? error
        guard mayRefresh.exchange(false, ordering: .acquiringAndReleasing),
              authenticator.refreshes(
                after: failure, requestURL: (error as? AttemptFailure)?.request.url ?? endpoint.url(relativeTo: client.baseURL),
                baseURL: client.baseURL)
        else {
            downstream.onError(error)
            return
        }
        let resumed = authenticator.gate.resume(madeAt: made).flatMap { [attempt] _ in attempt }
        if let step = steps.beginStep() { steps.installStep(resumed.subscribeWithoutHandle(self), step: step) }
    }

    /// Cancels the attempt, or the wait for the refresh.
    @usableFromInline
    func dispose() {
        steps.releaseSlot()
    }
}

extension APIClient {
    /// `attempt` at `endpoint` under the client's authenticator
    /// (`AuthenticatedAttempt`); `attempt` itself without one, or when the
    /// endpoint opts out of it (`Endpoint.authenticated(false)`). Every
    /// attempt of every method passes here: `attempts(at:reading:)`
    /// (`request`, `requestResponse`, `transfer`, `download`), `lines`' tries
    /// and `events`' connections.
    @inline(__always)  // Once per attempt, most often with no authenticator.
    @inlinable
    func authenticated<Element>(_ attempt: Observable<Element>, at endpoint: UntypedEndpoint) -> Observable<Element> {
        guard let authenticator, endpoint.isAuthenticated else { return attempt }
        return Observable.create { [self] observer in
            let run = AuthenticatedAttempt(
                client: self, authenticator: authenticator, endpoint: endpoint, attempt: attempt, downstream: observer)
            run.start()
            return run
        }
    }
}
