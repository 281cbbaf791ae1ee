import Foundation
import Handlers
import Requester
import Stream
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `TransportEvent` as a comparable value, with when it came.
struct ArrivedEvent: Sendable {
    enum Kind: Equatable, Sendable {
        case response(Int)
        case sent(Int64, Int64?)
        case received(Data)
    }

    let kind: Kind
    let at: ContinuousClock.Instant

    init(_ event: TransportEvent) {
        switch event {
        case .response(let response): kind = .response(response.statusCode)
        case .sent(let bytes, let expected): kind = .sent(bytes, expected)
        case .received(let data): kind = .received(data)
        }
        at = .now
    }
}

/// What a stream reported: its events, and how it ended.
struct StreamRecord: Sendable {
    var events: [ArrivedEvent] = []
    var failure: RequestError?

    var chunks: [Data] {
        events.compactMap { if case .received(let data) = $0.kind { data } else { nil } }
    }

    var body: Data { chunks.reduce(Data(), +) }

    var sent: [Int64] {
        events.compactMap { if case .sent(let bytes, _) = $0.kind { bytes } else { nil } }
    }

    var statuses: [Int] {
        events.compactMap { if case .response(let status) = $0.kind { status } else { nil } }
    }
}

/// Every event of `transport.stream(request)` until it ends, each timed
/// when the transport delivered it (not when a task got round to reading it).
func record(_ transport: some Transport, _ request: URLRequest) async -> StreamRecord {
    let record = Locked(StreamRecord())
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        _ = transport.stream(request).subscribe(
            onNext: { event in record.withLock { $0.events.append(ArrivedEvent(event)) } },
            onError: { error in
                record.withLock { $0.failure = error as? RequestError ?? .transport(URLError(.unknown)) }
                continuation.resume()
            },
            onCompleted: { continuation.resume() })
    }
    return record.withLock { $0 }
}

extension RequestError {
    /// The `URLError` code of a `.transport` failure.
    var transportCode: URLError.Code? {
        if case .transport(let error) = self { error.code } else { nil }
    }
}

/// A request for `path` (with its query) on `server`.
func fixtureRequest(_ server: FixtureServer, _ path: String, method: String = "GET") -> URLRequest {
    var request = URLRequest(url: URL(string: "\(server.baseURL.absoluteString)/\(path)")!)
    request.httpMethod = method
    request.timeoutInterval = 60
    return request
}

/// Waits (10 ms at a time, at most 10 s) until `condition` holds; throws
/// `URLError(.timedOut)` if it never does.
func until(_ condition: () -> Bool) async throws {
    for _ in 0..<1000 {
        if condition() { return }
        try await Task.sleep(for: .milliseconds(10))
    }
    throw URLError(.timedOut)
}
