import Foundation
import Handlers
import Requester
import RequesterTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `Transport.stream(_:)`: the head first with an empty body, the body in
/// chunks as the server sends them, upload progress up to the body's size.
/// The protocol's default (built on `send(_:)`) meets the first and the
/// last two; the chunk-by-chunk and progress cases need a native `stream(_:)`.
extension FaultMatrix {
    static let streamingCases: [FaultCase] = [
        FaultCase("stream: the head with an empty body, then the body, then completion", .streaming) { run in
            let request = URLRequest(url: run.server.baseURL.appendingPathComponent("json"))
            let exchange = await run.events(of: request, on: run.makeTransport())
            let heads = exchange.heads
            run.check(exchange.error == nil, "events: \(exchange.summary)")
            run.check(heads.count == 1 && heads.first?.statusCode == 200, "events: \(exchange.summary)")
            run.check(heads.first?.body.isEmpty == true, "the head carries a body of \(heads.first?.body.count ?? 0) bytes")
            let firstChunk = exchange.events.firstIndex { if case .received = $0.event { true } else { false } }
            let head = exchange.events.firstIndex { if case .response = $0.event { true } else { false } }
            run.check(firstChunk.map { $0 > (head ?? .max) } ?? true, "a chunk came before the head: \(exchange.summary)")
            let body = exchange.chunks.reduce(Data(), +)
            run.check(body == Data(#"{"id": 1, "name": "Ada"}"#.utf8), "the body: \(String(decoding: body, as: UTF8.self))")
        },
        FaultCase("stream: a status outside 2xx is a .response, not a failure", .streaming) { run in
            let request = URLRequest(url: run.server.baseURL.appendingPathComponent("status/404"))
            let exchange = await run.events(of: request, on: run.makeTransport())
            run.check(exchange.error == nil, "events: \(exchange.summary)")
            run.check(exchange.heads.map(\.statusCode) == [404], "events: \(exchange.summary)")
            run.check(exchange.chunks.reduce(Data(), +) == Data(#"{"status": 404}"#.utf8), "events: \(exchange.summary)")
        },
        FaultCase("stream: a connection closed mid-body fails with .transport", .streaming) { run in
            let request = URLRequest(url: run.server.baseURL.appendingPathComponent("drop-mid-body"))
            let exchange = await run.events(of: request, on: run.makeTransport())
            run.check((exchange.error as? RequestError)?.urlErrorCode != nil, "events: \(exchange.summary)")
        },
        FaultCase("stream: a chunked body arrives in several .received, as the server sends them", .streaming) { run in
            // Five chunks 150 ms apart: the first is there long before the last.
            let url = try run.require(chunkedURL(on: run.server, count: 5, ms: 150), "no URL for /chunked")
            let exchange = await run.events(of: URLRequest(url: url), on: run.makeTransport())
            run.check(exchange.error == nil, "events: \(exchange.summary)")
            run.check(exchange.chunks.count >= 2, "one chunk for a body sent in five: \(exchange.summary)")
            run.check(exchange.chunks.reduce(Data(), +) == chunkedBody(count: 5), "events: \(exchange.summary)")
            if let first = exchange.chunkTimes.first {
                let early = exchange.ended - first
                run.check(early >= .milliseconds(300), "the first chunk arrived only \(early) before the end")
            }
        },
        FaultCase("stream: upload progress reaches the body's size", .streaming) { run in
            let body = uploadBody(bytes: 300_000)
            var request = URLRequest(url: run.server.baseURL.appendingPathComponent("upload"))
            request.httpMethod = "POST"
            request.httpBody = body
            let exchange = await run.events(of: request, on: run.makeTransport())
            let sent = exchange.sent
            run.check(exchange.error == nil, "events: \(exchange.summary)")
            run.check(!sent.isEmpty, "no upload progress: \(exchange.summary)")
            run.check(sent.last?.bytes == Int64(body.count), "the last progress: \(exchange.summary)")
            run.check(sent.allSatisfy { $0.expected == Int64(body.count) }, "expected sizes: \(exchange.summary)")
            run.check(zip(sent, sent.dropFirst()).allSatisfy { $0.bytes <= $1.bytes }, "progress went back: \(exchange.summary)")
            let received = try? JSONDecoder().decode(Uploaded.self, from: exchange.chunks.reduce(Data(), +))
            let expected = try await expectedUpload(bytes: body.count, on: run.server)
            run.check(received == expected, "the server received \(String(describing: received)), not \(expected)")
        },
    ]
}
