import Foundation
import Handlers
import Stream
import Synchronization

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
    func start() {
        guard let step = steps.beginStep() else { return }
        steps.installStep(attempt.subscribeWithoutHandle(self), step: step)
    }

    var isChainStopped: Bool { downstream.isChainStopped }

    func onNext(_ element: Element) {
        downstream.onNext(element)
    }

    func onCompleted() {
        downstream.onCompleted()
    }

    /// A refusal the authenticator answers waits for its refresh, once;
    /// anything else (the refresh's error too) is passed on.
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
