import Foundation
import Handlers
import Requester
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How one bounded exchange ended, and how long it took.
struct BoundedOutcome: Sendable {
    /// The response `send` emitted, or the head `stream` reported.
    var response: HTTPResponse?
    /// Body bytes `stream` passed on (`send`'s: its body's).
    var received: Int64 = 0
    /// The body `stream` passed on, while it is 1 MiB at most (`send`'s: its body).
    var body = Data()
    var failure: RequestError?
    var elapsed: Duration = .zero

    /// The `URLError` code of a `.transport` failure.
    var transportCode: URLError.Code? {
        if case .transport(let error) = failure { return error.code }
        return nil
    }
}

/// `transport.send(request, bounds:)`'s outcome.
func sendOutcome(_ transport: some Transport, _ request: URLRequest, bounds: TransportBounds) async -> BoundedOutcome {
    let started = ContinuousClock.now
    var outcome = BoundedOutcome()
    do {
        outcome.response = try await transport.send(request, bounds: bounds).first()
        outcome.body = outcome.response?.body ?? Data()
        outcome.received = Int64(outcome.body.count)
    } catch {
        outcome.failure = error as? RequestError ?? .transport(URLError(.unknown))
    }
    outcome.elapsed = ContinuousClock.now - started
    return outcome
}

/// `transport.stream(request, bounds:)`'s outcome: the chunks are counted,
/// and kept only while they come to 1 MiB at most.
func streamOutcome(_ transport: some Transport, _ request: URLRequest, bounds: TransportBounds) async -> BoundedOutcome {
    let started = ContinuousClock.now
    let outcome = Locked(BoundedOutcome())
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        _ = transport.stream(request, bounds: bounds).subscribe(
            onNext: { event in
                outcome.withLock { outcome in
                    switch event {
                    case .response(let head): outcome.response = head
                    case .received(let chunk):
                        outcome.received += Int64(chunk.count)
                        outcome.body = outcome.received <= 1 << 20 ? outcome.body + chunk : Data()
                    case .sent: break
                    }
                }
            },
            onError: { error in
                outcome.withLock { $0.failure = error as? RequestError ?? .transport(URLError(.unknown)) }
                continuation.resume()
            },
            onCompleted: { continuation.resume() })
    }
    var result = outcome.withLock { $0 }
    result.elapsed = ContinuousClock.now - started
    return result
}

/// Whether an exchange goes through `send(_:bounds:)` or `stream(_:bounds:)`.
enum BoundedCall: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case send, stream

    func outcome(_ transport: some Transport, _ request: URLRequest, bounds: TransportBounds) async -> BoundedOutcome {
        switch self {
        case .send: await sendOutcome(transport, request, bounds: bounds)
        case .stream: await streamOutcome(transport, request, bounds: bounds)
        }
    }

    var testDescription: String { rawValue }
}

/// The hostile answers a 32 MiB limit must stop (Tests/Fixtures/hostile.py).
enum HostileBody: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case endless = "hostile/endless?kind=bytes"
    case gigabyteLength = "hostile/length?bytes=1000000000"
    case gzipBomb = "hostile/gzip-bomb?size=1073741824"

    func request(on server: URL) -> URLRequest {
        var request = URLRequest(url: URL(string: rawValue, relativeTo: server)!.absoluteURL)
        request.timeoutInterval = 120
        return request
    }

    var testDescription: String {
        switch self {
        case .endless: "an endless body"
        case .gigabyteLength: "Content-Length: 1 GB"
        case .gzipBomb: "a 1 GiB gzip bomb"
        }
    }
}
