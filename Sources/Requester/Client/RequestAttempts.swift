import Foundation
import Handlers
import Stream
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One subscription's way through `APIClient`: attempt, validate, and on a
/// retryable failure wait and attempt again, until a value, a final error or
/// disposal.
///
/// States: *sending* (the transport subscription is the current step) ->
/// *waiting* (the backoff timer is) -> *sending* ... -> done. This object is
/// the single handle the caller disposes: the current step (request in
/// flight or timer) is cancelled, and any step that starts or is installed
/// later is cancelled at once, so no attempt follows a dispose. Only one step
/// is ever live, and each step starts the next (see `StepSlot`).
// @unchecked: `steps` locks itself, `attempts` and `answeredAttempt` are atomic; the rest is immutable.
final class RequestAttempts<Response: Decodable>: AttemptOwner, Disposable, @unchecked Sendable {
    private let client: APIClient
    private let endpoint: UntypedEndpoint
    private let observer: AnyObserver<Response>
    /// Attempts started so far (the step number counts the waits too).
    /// Atomic because successive steps run on different threads (transport
    /// callback, scheduler).
    private let attempts = Atomic<Int>(0)
    /// The latest attempt whose transport answered: its later events (the
    /// completion after the response) are not a second answer.
    private let answeredAttempt = Atomic<Int>(0)
    private let steps = StepSlot()

    init(client: APIClient, endpoint: UntypedEndpoint, observer: AnyObserver<Response>) {
        self.client = client
        self.endpoint = endpoint
        self.observer = observer
    }

    func start() {
        attempt()
    }

    /// Cancels the step in flight and every later one.
    func dispose() {
        steps.dispose()
    }

    private func attempt() {
        guard let step = steps.begin() else { return }
        let number = attempts.add(1, ordering: .relaxed).newValue
        let request: URLRequest
        do {
            request = try client.urlRequest(for: endpoint)
        } catch {
            // A request that cannot be built or adapted is not retried.
            observer.onError(error)
            return
        }
        // The adapters may have taken a while (a token read, a keychain), and
        // the step has no disposable to cancel until the transport returns
        // one: a dispose meanwhile must stop the request before it is sent.
        guard steps.isCurrent(step) else { return }
        client.logger?.logRequest(request, attempt: number)
        let exchange = AttemptExchange(owner: self, request: request, number: number, started: .now)
        steps.install(client.transport.send(request).subscribeWithoutHandle(exchange), step: step)
    }

    /// Whether this is the first event of attempt `number` (marks it answered).
    ///
    /// An attempt starts only after the one before it answered, so the mark
    /// only grows, and an event of an earlier attempt (one that arrived after
    /// a later attempt began inside its first event's handling) is never first.
    fileprivate func isFirstEvent(of number: Int) -> Bool {
        answeredAttempt.max(number, ordering: .acquiringAndReleasing).oldValue < number
    }

    /// The transport's answer to attempt `number`, validated.
    fileprivate func answered(_ response: HTTPResponse, to exchange: AttemptExchange) {
        client.logger?.logResponse(response, for: exchange.request, elapsed: ContinuousClock.now - exchange.started)
        do throws(RequestError) {
            let value = try client.validator.value(in: response, for: endpoint, as: Response.self)
            observer.onNext(value)
            observer.onCompleted()
        } catch {
            failed(error, request: exchange.request, attempt: exchange.number)
        }
    }

    /// The transport failed attempt `number`, or completed without a response.
    fileprivate func transportFailed(_ error: RequestError, in exchange: AttemptExchange) {
        client.logger?.logFailure(error, for: exchange.request, elapsed: ContinuousClock.now - exchange.started)
        failed(error, request: exchange.request, attempt: exchange.number)
    }

    private func failed(_ error: RequestError, request: URLRequest, attempt: Int) {
        guard let policy = client.retryPolicy,
              let delay = policy.retryDelay(after: error, request: request, attempt: attempt)
        else {
            observer.onError(error)
            return
        }
        // The wait is a step of its own: a scheduler that runs the action
        // inline starts the next attempt (a later step) before `schedule`
        // returns, and its return value is then disposed, not installed.
        guard let step = steps.begin() else { return }
        steps.install(policy.scheduler.schedule(after: delay) { [self] in self.attempt() }, step: step)
    }
}

/// What an attempt's exchange reports to. Not generic over the response, so
/// that the exchange is a type known whole at compile time: its metadata is
/// found once, not looked up at run time on every attempt (two lookups per
/// request).
private protocol AttemptOwner: AnyObject, Sendable {
    func isFirstEvent(of number: Int) -> Bool
    func answered(_ response: HTTPResponse, to exchange: AttemptExchange)
    func transportFailed(_ error: RequestError, in exchange: AttemptExchange)
}

/// One attempt's exchange with the transport: takes its first event only
/// (a response, an error, or a completion without a response).
///
/// A value, kept inside the subscriber that delivers to it: no object of
/// its own per attempt. Which event came first is marked on the attempts.
private struct AttemptExchange: DirectObserver {
    let owner: any AttemptOwner
    let request: URLRequest
    let number: Int
    let started: ContinuousClock.Instant

    func onNext(_ response: HTTPResponse) {
        guard owner.isFirstEvent(of: number) else { return }
        owner.answered(response, to: self)
    }

    func onError(_ error: any Error) {
        guard owner.isFirstEvent(of: number) else { return }
        owner.transportFailed(RequestError(transportFailure: error), in: self)
    }

    func onCompleted() {
        guard owner.isFirstEvent(of: number) else { return }
        // A transport that completes without a response broke its contract.
        owner.transportFailed(.transport(URLError(.badServerResponse)), in: self)
    }

    /// A transport sends one response: there is no long source to stop early.
    var isChainStopped: Bool { false }
}
