import Foundation
import Handlers
import Requester
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a `TransportEvent` is, as a comparable value.
enum StreamStep: Equatable {
    case response(Int)
    case sent(Int64, Int64?)
    case received(String)

    init(_ event: TransportEvent) {
        switch event {
        case .response(let response): self = .response(response.statusCode)
        case .sent(let bytes, let expected): self = .sent(bytes, expected)
        case .received(let data): self = .received(String(decoding: data, as: UTF8.self))
        }
    }
}

@Suite("StubTransport.stream: chunks, upload steps and drops in virtual time")
struct StubTransportStreamTests {
    let scheduler = millisecondScheduler()

    func request(_ method: String = "GET", body: String? = nil) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://h.io/x")!)
        request.httpMethod = method
        request.httpBody = body.map { Data($0.utf8) }
        return request
    }

    func steps(_ stub: StubTransport, _ request: URLRequest, disposed: TestTime = 10_000)
        -> (steps: [Recorded<StreamStep>], end: Recorded<Event<StreamStep>>?) {
        let observer = scheduler.start(disposed: disposed) { stub.stream(request).map(StreamStep.init) }
        let nexts = observer.events.compactMap { event -> Recorded<StreamStep>? in
            guard case .next(let step) = event.value else { return nil }
            return Recorded(time: event.time, value: step)
        }
        let end = observer.events.last.flatMap { event -> Recorded<Event<StreamStep>>? in
            if case .next = event.value { return nil }
            return event
        }
        return (nexts, end)
    }

    @Test func aPlainReplyIsTheHeadThenTheWholeBody() {
        let stub = StubTransport(delay: .milliseconds(20), scheduler: scheduler)
        stub.stub("POST", "/x", .status(201, body: "done"))
        let (steps, end) = steps(stub, request("POST", body: "12345"))
        #expect(steps == [
            Recorded(time: 220, value: .sent(5, 5)), Recorded(time: 220, value: .response(201)),
            Recorded(time: 220, value: .received("done")),
        ])
        #expect(end == .completed(220))
    }

    @Test func chunksArriveTheirIntervalApart() {
        let stub = StubTransport(delay: .milliseconds(20), scheduler: scheduler)
        stub.stub("GET", "/x", .status(200, body: "abcdefghij").chunked(4, every: .milliseconds(10)))
        let (steps, end) = steps(stub, request())
        #expect(steps == [
            Recorded(time: 220, value: .response(200)), Recorded(time: 220, value: .received("abcd")),
            Recorded(time: 230, value: .received("efgh")), Recorded(time: 240, value: .received("ij")),
        ])
        #expect(end == .completed(240))
    }

    @Test func uploadStepsComeBeforeTheHead() {
        let stub = StubTransport(scheduler: scheduler)
        stub.stub("PUT", "/x", Reply.status(200).uploading(4, every: .milliseconds(5)).delayed(by: .milliseconds(10)))
        let (steps, end) = steps(stub, request("PUT", body: "0123456789"))
        #expect(steps == [
            Recorded(time: 210, value: .sent(4, 10)), Recorded(time: 215, value: .sent(8, 10)),
            Recorded(time: 220, value: .sent(10, 10)), Recorded(time: 220, value: .response(200)),
        ])
        #expect(end == .completed(220))
    }

    @Test func aDroppedConnectionFailsWhereTheNextChunkWouldHaveCome() {
        let stub = StubTransport(scheduler: scheduler)
        stub.stub("GET", "/x", Reply.status(200, body: "abcdefghij").chunked(3, every: .milliseconds(10))
            .droppingConnection(after: 5))
        let (steps, end) = steps(stub, request())
        #expect(steps == [
            Recorded(time: 200, value: .response(200)), Recorded(time: 200, value: .received("abc")),
            Recorded(time: 210, value: .received("de")),
        ])
        #expect(end == .error(220, RequestError.transport(URLError(.networkConnectionLost))))
    }

    @Test func disposingStopsTheSteps() {
        let stub = StubTransport(scheduler: scheduler)
        stub.stub("GET", "/x", Reply.status(200, body: "abcdefghij").chunked(2, every: .milliseconds(10)))
        let (steps, end) = steps(stub, request(), disposed: 215)
        #expect(steps.map(\.value) == [.response(200), .received("ab"), .received("cd")])
        #expect(end == nil)
    }

    @Test func sendAnswersASteppedReplyWholeWhenItsLastStepIsDue() {
        let stub = StubTransport(scheduler: scheduler)
        stub.stub("GET", "/x", Reply.status(200, body: "abcdefghij").chunked(4, every: .milliseconds(10)))
        let observer = scheduler.start { stub.send(request()).map { String(decoding: $0.body, as: UTF8.self) } }
        #expect(observer.events == [.next(220, "abcdefghij"), .completed(220)])
        stub.stub("GET", "/x", Reply.status(200, body: "abc").droppingConnection(after: 1).delayed(by: .milliseconds(7)))
        let dropped = scheduler.start(created: 1000, subscribed: 1100, disposed: 5000) { stub.send(request()) }
        #expect(dropped.events.count == 1)
        #expect(dropped.events.first?.time == 1107)
    }

    @Test func withoutASchedulerAPlainReplyComesAtOnce() {
        let stub = StubTransport()
        stub.stub("GET", "/x", .status(200, body: "hi"))
        var steps: [StreamStep] = []
        var completed = false
        _ = stub.stream(request()).subscribe(onNext: { steps.append(StreamStep($0)) }, onCompleted: { completed = true })
        #expect(steps == [.response(200), .received("hi")])
        #expect(completed)
    }

    @Test func aBodyStreamIsReadWhenTheCallIsTakenAndKept() {
        let stub = StubTransport()
        stub.stub("POST", "/x", .status(200))
        var request = request("POST")
        request.httpBodyStream = InputStream(data: Data("streamed".utf8))
        var steps: [StreamStep] = []
        _ = stub.stream(request).subscribe(onNext: { steps.append(StreamStep($0)) })
        #expect(steps == [.sent(8, 8), .response(200)])
        #expect(stub.requests.last?.httpBody == Data("streamed".utf8))
        #expect(stub.requests.last?.httpBodyStream == nil)
    }

    @Test func aFailureReplyFailsTheStream() {
        let stub = StubTransport()
        stub.stub("GET", "/x", .failure(URLError(.timedOut)))
        var failure: (any Error)?
        _ = stub.stream(request()).subscribe(onError: { failure = $0 })
        #expect(failure as? RequestError == .transport(URLError(.timedOut)))
    }
}

private typealias Reply = StubTransport.Reply
