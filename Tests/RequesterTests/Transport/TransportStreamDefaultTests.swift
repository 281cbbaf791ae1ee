import Foundation
import Handlers
import Requester
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport written against the first form of the protocol (only `send`).
private struct SendOnlyTransport: Transport {
    let reply: Result<HTTPResponse, RequestError>
    func send(_ request: URLRequest) -> Observable<HTTPResponse> {
        switch reply {
        case .success(let response): return .just(response)
        case .failure(let error): return .error(error)
        }
    }
}

/// What a `TransportEvent` is, as a comparable value.
private enum Step: Equatable {
    case response(Int, bodyBytes: Int)
    case sent(Int64, Int64?)
    case received(String)

    init(_ event: TransportEvent) {
        switch event {
        case .response(let response): self = .response(response.statusCode, bodyBytes: response.body.count)
        case .sent(let bytes, let expected): self = .sent(bytes, expected)
        case .received(let data): self = .received(String(decoding: data, as: UTF8.self))
        }
    }
}

@Suite("Transport.stream's default, for transports that only send")
struct TransportStreamDefaultTests {
    let request = URLRequest(url: URL(string: "https://api.example.com/x")!)

    fileprivate func steps(_ transport: some Transport) -> (steps: [Step], error: (any Error)?, completed: Bool) {
        var steps: [Step] = []
        var error: (any Error)?
        var completed = false
        _ = transport.stream(request).subscribe(
            onNext: { steps.append(Step($0)) }, onError: { error = $0 }, onCompleted: { completed = true })
        return (steps, error, completed)
    }

    @Test func theResponseComesWithoutItsBodyThenTheBodyAsOneChunk() {
        let response = HTTPResponse(statusCode: 200, headers: ["ETag": "\"v1\""], body: Data("hello".utf8))
        let outcome = steps(SendOnlyTransport(reply: .success(response)))
        #expect(outcome.steps == [.response(200, bodyBytes: 0), .received("hello")])
        #expect(outcome.completed)
    }

    @Test func anEmptyBodyGivesNoChunk() {
        let outcome = steps(SendOnlyTransport(reply: .success(HTTPResponse(statusCode: 204))))
        #expect(outcome.steps == [.response(204, bodyBytes: 0)])
        #expect(outcome.completed)
    }

    @Test func aTransportFailurePassesThrough() {
        let outcome = steps(SendOnlyTransport(reply: .failure(.transport(URLError(.timedOut)))))
        #expect(outcome.steps.isEmpty)
        #expect(outcome.error as? RequestError == .transport(URLError(.timedOut)))
    }
}
