import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One attempt at an endpoint whose body is read as it arrives: one try of
/// `lines(_:)`, one connection of `events(_:)`. It builds and adapts the
/// request, logs it, streams it through the transport
/// (`Transport.stream(_:)`), lets its reader judge the response's head, then
/// hands the reader each chunk and emits what the reader makes of it at once.
///
/// A head the reader rejects is not read as it comes: its body is collected
/// and the attempt fails as the validator judges the whole response, so a
/// 404 with the server's error body fails with `.api` as `request` would.
/// Retrying is the caller's retry loop's business, as for `Attempt`; the
/// reader says what each ending means to that loop.
///
/// Disposal cancels the exchange; a dispose that comes while the adapters
/// run stops the request before it is sent.
// @unchecked: `exchange` is a DisposableSlot, `state` is Locked; the rest is immutable.
final class StreamedAttempt<Reader: StreamedBodyReader>: Disposable, @unchecked Sendable {
    private enum Phase {
        case awaitingHead, reading, collecting, ended
    }

    private struct State {
        var reader: Reader
        var phase = Phase.awaitingHead
        /// The rejected response, its body growing as it arrives (`.collecting`).
        var collected: HTTPResponse?
        /// Whether an element was handed to the observer.
        var emitted = false
    }

    private let client: APIClient
    private let endpoint: UntypedEndpoint
    private let observer: AnyObserver<Reader.Element>
    private let number: Int
    /// The transport subscription.
    private let exchange = DisposableSlot()
    private let state: Locked<State>

    /// Attempt `number` (from 1, for the log) at `endpoint`, read by `reader`.
    init(
        client: APIClient, endpoint: UntypedEndpoint, observer: AnyObserver<Reader.Element>, number: Int, reader: Reader
    ) {
        self.client = client
        self.endpoint = endpoint
        self.observer = observer
        self.number = number
        self.state = Locked(State(reader: reader))
    }

    /// Builds, adapts, logs and sends the request.
    func start() {
        let request: URLRequest
        do {
            request = try client.urlRequest(for: endpoint)
        } catch {
            // A request that cannot be built or adapted is not retried: a plain `RequestError`.
            observer.onError(error)
            return
        }
        // Disposed while the adapters ran: this attempt, or the loop that subscribed it.
        guard !exchange.isReleased, !observer.isChainStopped else { return }
        client.logger?.logRequest(request, attempt: number)
        exchange.fillSlot(
            client.transport.stream(request).subscribeWithoutHandle(
                StreamedExchange(owner: self, request: request, started: ContinuousClock.now)))
    }

    /// Cancels the exchange.
    func dispose() {
        exchange.releaseSlot()
    }

    /// Whether nothing this attempt emits can reach a subscriber any more.
    fileprivate var isChainStopped: Bool { observer.isChainStopped }

    fileprivate func headArrived(_ head: HTTPResponse, in exchange: StreamedExchange<Reader>) {
        var head = head
        head.body = Data()
        // Asked outside the lock: the validator runs the endpoint's error contract, a closure of the user's.
        let accepted = client.acceptsStatus(of: head, for: endpoint)
        let verdict = state.withLock { state -> StreamedHead? in
            guard state.phase == .awaitingHead else { return nil }
            let verdict = state.reader.begin(head, statusAccepted: accepted)
            switch verdict {
            case .read: state.phase = .reading
            case .reject:
                state.phase = .collecting
                state.collected = head
            case .complete, .fail: state.phase = .ended
            }
            return verdict
        }
        guard let verdict else { return }
        // A rejected response is logged once its body, which says why, is in.
        if case .reject = verdict { return }
        client.logger?.logResponse(head, for: exchange.request, elapsed: ContinuousClock.now - exchange.started)
        switch verdict {
        case .read, .reject: break
        case .complete: observer.onCompleted()
        case .fail(let error): end(.failed(error), request: exchange.request)
        }
    }

    fileprivate func chunkArrived(_ chunk: Data, in exchange: StreamedExchange<Reader>) {
        let read = state.withLock { state -> (elements: [Reader.Element], end: StreamedEnd?)? in
            switch state.phase {
            case .reading:
                do throws(RequestError) {
                    let elements = try state.reader.read(chunk)
                    if !elements.isEmpty { state.emitted = true }
                    return (elements, nil)
                } catch {
                    state.phase = .ended
                    return ([], .failed(error))
                }
            case .collecting:
                state.collected?.body.append(chunk)
                return nil
            case .awaitingHead:
                // A transport that sends a body before its head broke its contract.
                state.phase = .ended
                return ([], .transportFailed(.transport(URLError(.badServerResponse))))
            case .ended:
                return nil
            }
        }
        guard let read else { return }
        for element in read.elements { observer.onNext(element) }
        if let end = read.end { self.end(end, request: exchange.request) }
    }

    fileprivate func bodyEnded(in exchange: StreamedExchange<Reader>) {
        let ending = state.withLock { state -> (elements: [Reader.Element], end: StreamedEnd?)? in
            let phase = state.phase
            state.phase = .ended
            switch phase {
            case .reading:
                do throws(RequestError) {
                    let elements = try state.reader.finish()
                    if !elements.isEmpty { state.emitted = true }
                    return (elements, .bodyEnded)
                } catch {
                    return ([], .failed(error))
                }
            case .collecting:
                return ([], nil)
            case .awaitingHead:
                // A transport that completes without a response broke its contract.
                return ([], .transportFailed(.transport(URLError(.badServerResponse))))
            case .ended:
                return nil
            }
        }
        guard let ending else { return }
        for element in ending.elements { observer.onNext(element) }
        end(ending.end ?? rejection(in: exchange), request: exchange.request)
    }

    fileprivate func transportFailed(_ error: RequestError, in exchange: StreamedExchange<Reader>) {
        let phase = state.withLock { state in
            defer { state.phase = .ended }
            return state.phase
        }
        switch phase {
        case .awaitingHead, .reading:
            client.logger?.logFailure(error, for: exchange.request, elapsed: ContinuousClock.now - exchange.started)
            end(.transportFailed(error), request: exchange.request)
        case .collecting:
            // The status already failed the attempt; what arrived of the body says why.
            end(rejection(in: exchange), request: exchange.request)
        case .ended:
            return
        }
    }

    /// Why the rejected response failed the attempt, judged on the body
    /// collected; the response is logged now that its body is in.
    private func rejection(in exchange: StreamedExchange<Reader>) -> StreamedEnd {
        let response = state.withLock { $0.collected } ?? HTTPResponse(statusCode: 0)
        client.logger?.logResponse(response, for: exchange.request, elapsed: ContinuousClock.now - exchange.started)
        return .failed(client.rejection(of: response, for: endpoint))
    }

    /// Ends the attempt as its reader says `end` means.
    private func end(_ end: StreamedEnd, request: URLRequest) {
        let outcome = state.withLock { state in
            state.reader.outcome(of: end, request: request, emitted: state.emitted)
        }
        if let outcome { observer.onError(outcome) } else { observer.onCompleted() }
    }
}

/// An attempt's exchange with the transport, kept inside the subscriber
/// that delivers to it.
private struct StreamedExchange<Reader: StreamedBodyReader>: DirectObserver {
    let owner: StreamedAttempt<Reader>
    let request: URLRequest
    let started: ContinuousClock.Instant

    func onNext(_ event: TransportEvent) {
        switch event {
        case .response(let head): owner.headArrived(head, in: self)
        case .received(let chunk): owner.chunkArrived(chunk, in: self)
        case .sent: break
        }
    }

    func onError(_ error: any Error) {
        owner.transportFailed(RequestError(transportFailure: error), in: self)
    }

    func onCompleted() {
        owner.bodyEnded(in: self)
    }

    /// Lets a synchronous transport stop delivering once nobody listens
    /// (`lines(_:).take(1)`).
    var isChainStopped: Bool { owner.isChainStopped }
}

extension APIClient {
    /// Why `response`, its body read whole, fails an endpoint whose body was
    /// to be read as it arrives: the server's error body (`.api`), else
    /// `.status`, as the validator judges it.
    func rejection(of response: HTTPResponse, for endpoint: UntypedEndpoint) -> RequestError {
        do throws(RequestError) {
            _ = try validator.value(in: response, for: endpoint, as: Empty.self)
        } catch {
            if case .api = error { return error }
        }
        return .status(HTTPError(response: response))
    }

    /// Whether the validator lets a response with `head`'s status and
    /// headers through to its body: asked of the head with an empty body,
    /// which always decodes as `Empty` once the status passes, so this is
    /// the validator's own status rule for `endpoint`, whatever it is.
    func acceptsStatus(of head: HTTPResponse, for endpoint: UntypedEndpoint) -> Bool {
        var head = head
        head.body = Data()
        return (try? validator.value(in: head, for: endpoint, as: Empty.self)) != nil
    }
}
