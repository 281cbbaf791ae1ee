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
/// States: *sending* (the transport subscription is in `subscription`) ->
/// *waiting* (the backoff timer is in `subscription`) -> *sending* ... ->
/// done. `subscription` is the single handle the caller disposes: whatever
/// it holds at that moment (request in flight or timer) is cancelled, and
/// anything assigned later is cancelled at once, so no attempt follows a
/// dispose. Only one step is ever live, and each step starts the next.
final class RequestAttempts<Response: Decodable> {
    /// Disposing it ends the whole exchange.
    let subscription = SerialDisposable()

    private let client: APIClient
    private let endpoint: Endpoint<Response>
    private let observer: AnyObserver<Response>
    /// Attempts started so far. Atomic because successive steps run on
    /// different threads (transport callback, scheduler).
    private let attempts = Atomic<Int>(0)

    init(client: APIClient, endpoint: Endpoint<Response>, observer: AnyObserver<Response>) {
        self.client = client
        self.endpoint = endpoint
        self.observer = observer
    }

    func start() {
        attempt()
    }

    private func attempt() {
        guard !subscription.isDisposed else { return }
        let number = attempts.add(1, ordering: .relaxed).newValue
        let request: URLRequest
        do {
            request = try client.urlRequest(for: endpoint)
        } catch {
            // A request that cannot be built or adapted is not retried.
            observer.onError(error)
            return
        }
        client.logger?.logRequest(request, attempt: number)
        let started = ContinuousClock.now
        // The attempt's own slot becomes current before the transport is
        // subscribed: a synchronous failure that schedules the next attempt
        // replaces this slot, so the finished transport subscription, assigned
        // to the slot afterwards, can never displace the timer.
        let slot = SerialDisposable()
        subscription.disposable = slot
        var answered = false
        slot.disposable = client.transport.send(request).subscribe(
            onNext: { [self] response in
                guard !answered else { return }
                answered = true
                client.logger?.logResponse(response, for: request, elapsed: ContinuousClock.now - started)
                do throws(RequestError) {
                    let value = try client.validator.validate(response, for: endpoint)
                    observer.onNext(value)
                    observer.onCompleted()
                } catch {
                    failed(error, request: request, attempt: number)
                }
            },
            onError: { [self] error in
                guard !answered else { return }
                answered = true
                let failure = URLSessionTransport.requestError(from: error)
                client.logger?.logFailure(failure, for: request, elapsed: ContinuousClock.now - started)
                failed(failure, request: request, attempt: number)
            },
            onCompleted: { [self] in
                guard !answered else { return }
                answered = true
                // A transport that completes without a response broke its contract.
                failed(.transport(URLError(.badServerResponse)), request: request, attempt: number)
            })
    }

    private func failed(_ error: RequestError, request: URLRequest, attempt: Int) {
        guard let policy = client.retryPolicy,
              let delay = policy.retryDelay(after: error, request: request, attempt: attempt)
        else {
            observer.onError(error)
            return
        }
        // Same slot discipline as for the transport: a scheduler that runs
        // the action inline starts the next attempt (which takes over
        // `subscription`) before `schedule` returns; its return value then
        // lands in this wait's slot, already replaced, and cannot cancel it.
        let wait = SerialDisposable()
        subscription.disposable = wait
        wait.disposable = policy.scheduler.schedule(after: delay) { [self] in
            self.attempt()
        }
    }
}
