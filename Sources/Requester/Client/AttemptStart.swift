import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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
        guard !exchange.isReleased, !observer.isChainStopped else {
            AttemptObservation.start(request, attempt: number, observers: observers)?.finish(.cancelled)
            return
        }
        if !observers.isEmpty {
            request = AttemptObservation.instrumented(request, attempt: number, observers: observers)
        }
        logger?.logRequest(request, attempt: number)
        let observation = AttemptObservation.start(request, attempt: number, observers: observers)
        let subscription = send(request, bounds, observation)
        guard let observation else { return exchange.fillSlot(subscription) }
        exchange.fillSlot(ObservedExchangeSubscription(subscription: subscription, observation: observation, attempt: attempt))
    }
}
