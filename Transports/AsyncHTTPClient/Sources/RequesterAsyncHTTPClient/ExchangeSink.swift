import Foundation
import Handlers
import NIOCore
import Requester
import Stream

/// Where an `Exchange` reports, in order: upload progress, the final head,
/// body chunks, then exactly one of `end` or `fail` (the exchange decides
/// which, once). Called on the event loop (the timeout's failure on a timer
/// thread); a sink hands its events to the observer off the loop.
protocol ExchangeSink: Sendable {
    /// `bytes` of the body sent so far, of `expected` when known.
    func sent(_ bytes: Int64, expected: Int64?)
    /// The final response's status and headers, with an empty body.
    func head(_ head: HTTPResponse)
    /// The next chunk of the body; `delivered` is called once it was handed
    /// over (the exchange reads the next chunk only then).
    func body(_ chunk: ByteBuffer, delivered: @escaping @Sendable () -> Void)
    /// The body ended.
    func end()
    /// The exchange failed (or timed out) before the end of the body.
    func fail(_ error: RequestError)
}

/// For `send(_:)`: keeps the head and the body, then emits one response and
/// completes, with a single hop off the event loop.
final class CollectingSink: ExchangeSink, @unchecked Sendable {
    // @unchecked: `response` is touched by the exchange's event-loop callbacks
    // only, one after another (head, chunks, end), never concurrently.
    private let observer: AnyObserver<HTTPResponse>
    private var response: HTTPResponse?

    init(_ observer: AnyObserver<HTTPResponse>) {
        self.observer = observer
    }

    func sent(_ bytes: Int64, expected: Int64?) {}

    func head(_ head: HTTPResponse) {
        var head = head
        if let length = head.headers.first(where: { $0.key.lowercased() == "content-length" }).flatMap({ Int($0.value) }) {
            head.body.reserveCapacity(min(length, 1 << 20))
        }
        response = head
    }

    func body(_ chunk: ByteBuffer, delivered: @escaping @Sendable () -> Void) {
        response?.body.append(contentsOf: chunk.readableBytesView)
        delivered()
    }

    func end() {
        guard let response else { return fail(.transport(URLError(.badServerResponse))) }
        let observer = self.observer
        OffLoopPool.shared.run {
            observer.onNext(response)
            observer.onCompleted()
        }
    }

    func fail(_ error: RequestError) {
        let observer = self.observer
        OffLoopPool.shared.run { observer.onError(error) }
    }
}

/// For `stream(_:)`: every event in order, off the event loop.
final class StreamingSink: ExchangeSink {
    private let observer: AnyObserver<TransportEvent>
    private let delivery = SerialDelivery()

    init(_ observer: AnyObserver<TransportEvent>) {
        self.observer = observer
    }

    func sent(_ bytes: Int64, expected: Int64?) {
        let observer = self.observer
        delivery.enqueue { observer.onNext(.sent(bytes, expected: expected)) }
    }

    func head(_ head: HTTPResponse) {
        let observer = self.observer
        delivery.enqueue { observer.onNext(.response(head)) }
    }

    func body(_ chunk: ByteBuffer, delivered: @escaping @Sendable () -> Void) {
        let observer = self.observer
        let data = Data(chunk.readableBytesView)
        delivery.enqueue(always: delivered) { observer.onNext(.received(data)) }
    }

    func end() {
        let observer = self.observer
        delivery.enqueue(terminal: true) { observer.onCompleted() }
    }

    func fail(_ error: RequestError) {
        let observer = self.observer
        delivery.enqueue(terminal: true) { observer.onError(error) }
    }
}
