import Foundation
import Handlers
import Requester
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Cases that talk to the transport itself, without `APIClient`.
extension FaultRun {
    /// The one response `transport.send(request)` emits; throws what it fails with.
    func exchange(_ request: URLRequest, on transport: any Transport, line: Int = #line) async throws -> HTTPResponse {
        var responses: [HTTPResponse] = []
        for try await response in transport.send(request).values {
            responses.append(response)
        }
        try require(responses.count == 1, "send emitted \(responses.count) responses", line: line)
        return responses[0]
    }

    /// Every event `transport.stream(request)` emits, each with when it
    /// arrived, and the error it ended with (nil when it completed).
    func events(of request: URLRequest, on transport: any Transport) async -> StreamedExchange {
        var exchange = StreamedExchange()
        do {
            for try await event in transport.stream(request).values {
                exchange.events.append((event, .now))
            }
        } catch {
            exchange.error = error
        }
        exchange.ended = .now
        return exchange
    }
}

/// What `Transport.stream(_:)` emitted for one request.
struct StreamedExchange {
    var events: [(event: TransportEvent, at: ContinuousClock.Instant)] = []
    var error: (any Error)?
    var ended = ContinuousClock.now

    /// The `.response` events' responses, in order.
    var heads: [HTTPResponse] {
        events.compactMap { if case .response(let head) = $0.event { head } else { nil } }
    }

    /// The `.received` chunks, in order.
    var chunks: [Data] {
        events.compactMap { if case .received(let data) = $0.event { data } else { nil } }
    }

    /// The `.sent` counts and expected sizes, in order.
    var sent: [(bytes: Int64, expected: Int64?)] {
        events.compactMap { if case .sent(let bytes, let expected) = $0.event { (bytes, expected) } else { nil } }
    }

    /// When each `.received` arrived.
    var chunkTimes: [ContinuousClock.Instant] {
        events.compactMap { if case .received = $0.event { $0.at } else { nil } }
    }

    /// The events' kinds in order (`sent`, `response 200`, `received 12`), for failure messages.
    var summary: String {
        let kinds = events.map { entry -> String in
            switch entry.event {
            case .sent(let bytes, let expected): "sent \(bytes)/\(expected.map(String.init) ?? "?")"
            case .response(let head): "response \(head.statusCode)"
            case .received(let data): "received \(data.count)"
            }
        }
        return (kinds + [error.map { "error \($0)" } ?? "completed"]).joined(separator: ", ")
    }
}

/// `/upload`'s answer: how many bytes the server read, and their SHA-256 (hex).
struct Uploaded: Decodable, Equatable {
    let bytes: Int
    let sha256: String
}

extension FaultMatrix {
    /// `bytes` bytes of `/bytes`'s pattern (byte i is i % 251), whose digest
    /// the server tells (`FixtureServer.patternDigest(size:)`).
    static func uploadBody(bytes: Int) -> Data {
        Data((0..<bytes).map { UInt8($0 % 251) })
    }

    /// What `/upload` should answer for `uploadBody(bytes:)`.
    static func expectedUpload(bytes: Int, on server: FixtureServer) async throws -> Uploaded {
        Uploaded(bytes: bytes, sha256: try await server.patternDigest(size: bytes))
    }

    /// `/chunked` sending `chunkedBody(count:)` a piece at a time, `ms` apart.
    static func chunkedURL(on server: FixtureServer, count: Int, ms: Int) -> URL? {
        var components = URLComponents(url: server.baseURL.appendingPathComponent("chunked"), resolvingAgainstBaseURL: false)
        let pieces = (0..<count).map { index in
            (index == 0 ? "[" : ",") + "\"chunk \(index)\"" + (index == count - 1 ? "]" : "")
        }
        components?.queryItems = [URLQueryItem(name: "type", value: "application/json"), URLQueryItem(name: "ms", value: "\(ms)")]
            + pieces.map { URLQueryItem(name: "chunk", value: $0) }
        return components?.url
    }

    /// What `/chunked` sends for `chunkedURL(on:count:ms:)`: the JSON array of
    /// the strings `chunk 0` to `chunk N-1`, without spaces.
    static func chunkedBody(count: Int) -> Data {
        Data(("[" + (0..<count).map { "\"chunk \($0)\"" }.joined(separator: ",") + "]").utf8)
    }
}
