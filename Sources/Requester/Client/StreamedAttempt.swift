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
final class StreamedAttempt<Reader: StreamedBodyReader>: DisposalClaiming, Disposable, @unchecked Sendable {
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
        /// The response's head, and the body bytes since, for the client's observers.
        var head: HTTPResponse?
        var receivedBytes: Int64 = 0

        /// How the exchange ended, for the observers: with the response if
        /// one came (its collected body, if any), else failing with `error`.
        func observedEnd(failing error: RequestError) -> ObservedEnd {
            guard let response = collected ?? head else { return ObservedEnd(result: .failure(error), receivedBytes: 0) }
            return ObservedEnd(result: .success(response), receivedBytes: receivedBytes)
        }
    }

    private let client: APIClient
    private let endpoint: UntypedEndpoint
    private let observer: AnyObserver<Reader.Element>
    private let number: Int
    /// The largest rejected body collected (`RequestLimits.maximumBodySize`).
    private let maximumErrorBodySize: Int64?
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
        self.maximumErrorBodySize = client.limits(for: endpoint).maximumBodySize
        self.state = Locked(State(reader: reader))
    }

    /// Builds, adapts, logs and sends the request (see `APIClient.startAttempt`).
    func start() {
        let client = self.client
        // The stream itself is unbounded (a feed may never end); its lines,
        // events and a rejected body are bounded as they are read.
        client.startAttempt(
            number, at: endpoint, reportingTo: observer, in: exchange, claimedBy: self,
            maximumBodySize: nil, limitName: ""
        ) { request, bounds, observation in
            client.transport.stream(request, bounds: bounds).subscribeWithoutHandle(
                StreamedAttemptExchange(owner: self, request: request, started: .now, observation: observation))
        }
    }

    /// Cancels the exchange.
    func dispose() {
        exchange.releaseSlot()
    }

    /// Disposed before the exchange ended: cancelled before a response, the
    /// response (and the bytes read) after one.
    func endByDisposal() -> ObservedEnd? {
        state.withLock { state in
            guard state.phase != .ended else { return nil }
            state.phase = .ended
            return state.observedEnd(failing: .cancelled)
        }
    }

    /// Whether nothing this attempt emits can reach a subscriber any more.
    fileprivate var isChainStopped: Bool { observer.isChainStopped }

    fileprivate func headArrived(_ head: HTTPResponse, in exchange: StreamedAttemptExchange<Reader>) {
        var head = head
        head.body = Data()
        // Asked outside the lock: the validator runs the endpoint's error contract, a closure of the user's.
        let accepted = client.acceptsStatus(of: head, for: endpoint)
        let verdict = state.withLock { state -> StreamedHead? in
            guard state.phase == .awaitingHead else { return nil }
            state.head = head
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
        client.logger(for: endpoint)?.logResponse(head, for: exchange.request, elapsed: ContinuousClock.now - exchange.started)
        switch verdict {
        case .read, .reject: break
        case .complete:
            exchange.observation?.finish(.success(head), receivedBytes: 0)
            observer.onCompleted()
        case .fail(let error):
            exchange.observation?.finish(.success(head), receivedBytes: 0)
            end(.failed(error), request: exchange.request)
        }
    }

    fileprivate func chunkArrived(_ chunk: Data, in exchange: StreamedAttemptExchange<Reader>) {
        typealias Read = (elements: [Reader.Element], end: StreamedEnd?, observed: ObservedEnd?)
        let read = state.withLock { state -> Read? in
            switch state.phase {
            case .reading:
                state.receivedBytes += Int64(chunk.count)
                do throws(RequestError) {
                    let elements = try state.reader.read(chunk)
                    if !elements.isEmpty { state.emitted = true }
                    return (elements, nil, nil)
                } catch {
                    state.phase = .ended
                    return ([], .failed(error), state.observedEnd(failing: error))
                }
            case .collecting:
                state.receivedBytes += Int64(chunk.count)
                if let limit = maximumErrorBodySize, state.receivedBytes > limit {
                    // An error body kept whole for the validator: bounded as any answer kept in memory.
                    state.phase = .ended
                    let error = RequestLimits.exceeded("maximumBodySize", bytes: limit, url: state.collected?.url)
                    return ([], .failed(error), state.observedEnd(failing: error))
                }
                state.collected?.body.append(chunk)
                return nil
            case .awaitingHead:
                // A transport that sends a body before its head broke its contract.
                state.phase = .ended
                let error = RequestError.transport(URLError(.badServerResponse))
                return ([], .transportFailed(error), state.observedEnd(failing: error))
            case .ended:
                return nil
            }
        }
        guard let read else { return }
        for element in read.elements { observer.onNext(element) }
        if let observed = read.observed { exchange.observation?.finish(observed) }
        if let end = read.end { self.end(end, request: exchange.request) }
    }

    fileprivate func bodyEnded(in exchange: StreamedAttemptExchange<Reader>) {
        typealias Ending = (elements: [Reader.Element], end: StreamedEnd?, observed: ObservedEnd)
        let ending = state.withLock { state -> Ending? in
            let phase = state.phase
            state.phase = .ended
            // A transport that completes without a response broke its contract.
            let observed = state.observedEnd(failing: .transport(URLError(.badServerResponse)))
            switch phase {
            case .reading:
                do throws(RequestError) {
                    let elements = try state.reader.finish()
                    if !elements.isEmpty { state.emitted = true }
                    return (elements, .bodyEnded, observed)
                } catch {
                    return ([], .failed(error), observed)
                }
            case .collecting:
                return ([], nil, observed)
            case .awaitingHead:
                return ([], .transportFailed(.transport(URLError(.badServerResponse))), observed)
            case .ended:
                return nil
            }
        }
        guard let ending else { return }
        for element in ending.elements { observer.onNext(element) }
        exchange.observation?.finish(ending.observed)
        end(ending.end ?? rejection(in: exchange), request: exchange.request)
    }

    fileprivate func transportFailed(_ error: RequestError, in exchange: StreamedAttemptExchange<Reader>) {
        let (phase, observed) = state.withLock { state in
            defer { state.phase = .ended }
            return (state.phase, state.observedEnd(failing: error))
        }
        if phase != .ended { exchange.observation?.finish(observed) }
        switch phase {
        case .awaitingHead, .reading:
            client.logger(for: endpoint)?.logFailure(error, for: exchange.request, elapsed: ContinuousClock.now - exchange.started)
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
    private func rejection(in exchange: StreamedAttemptExchange<Reader>) -> StreamedEnd {
        let response = state.withLock { $0.collected } ?? HTTPResponse(statusCode: 0)
        client.logger(for: endpoint)?.logResponse(response, for: exchange.request, elapsed: ContinuousClock.now - exchange.started)
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
private struct StreamedAttemptExchange<Reader: StreamedBodyReader>: DirectObserver {
    let owner: StreamedAttempt<Reader>
    let request: URLRequest
    let started: ContinuousClock.Instant
    /// The client's observers' view of this attempt; `nil` without observers.
    let observation: AttemptObservation?

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
