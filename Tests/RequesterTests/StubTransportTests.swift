import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("StubTransport: scripted replies for tests and demos")
struct StubTransportTests {
    func request(_ method: String, _ url: String) -> URLRequest {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        return request
    }

    func statuses(_ observer: TestableObserver<HTTPResponse>) -> [Int] {
        observer.elements.map(\.statusCode)
    }

    @Test func successiveCallsTakeTheNextReplyAndTheLastRepeats() {
        let stub = StubTransport()
        stub.stub("GET", "/flaky", .status(503), .status(503), .status(200))
        let codes = (0..<5).map { _ -> Int? in
            var code: Int?
            _ = stub.send(request("GET", "https://h.io/flaky")).subscribe(onNext: { code = $0.statusCode })
            return code
        }
        #expect(codes == [503, 503, 200, 200, 200])
        #expect(stub.callCount("GET", "/flaky") == 5)
        #expect(stub.callCount("get", "flaky") == 5)
    }

    @Test func routesAreMethodAndPathQueryIgnored() {
        let stub = StubTransport()
        stub.stub("GET", "/a", .status(200))
        stub.stub("POST", "/a", .status(201))
        var codes: [Int] = []
        _ = stub.send(request("POST", "https://h.io/a?x=1")).subscribe(onNext: { codes.append($0.statusCode) })
        _ = stub.send(request("GET", "https://h.io/a")).subscribe(onNext: { codes.append($0.statusCode) })
        #expect(codes == [201, 200])
        #expect(stub.callCount("GET", "/a") == 1)
        #expect(stub.callCount("POST", "/a") == 1)
    }

    @Test func anUnscriptedRouteAnswersNotFoundAndIsCounted() {
        let stub = StubTransport()
        var response: HTTPResponse?
        _ = stub.send(request("GET", "https://h.io/nothing")).subscribe(onNext: { response = $0 })
        #expect(response?.statusCode == 404)
        #expect(String(decoding: response?.body ?? Data(), as: UTF8.self) == "No stub for GET /nothing")
        #expect(stub.totalCallCount == 1)
    }

    @Test func theLogKeepsTheLastRequestsAndTheCountsCountEveryCall() {
        let stub = StubTransport(requestLogLimit: 3)
        stub.stub("GET", "/n", .status(200))
        for index in 0..<10 {
            _ = stub.send(request("GET", "https://h.io/n?i=\(index)")).subscribe()
        }
        #expect(stub.requests.map { $0.url?.query } == ["i=7", "i=8", "i=9"])
        #expect(stub.totalCallCount == 10)
        #expect(stub.callCount("GET", "/n") == 10)
    }

    @Test func theLogIsOldestFirstWhereverItsRingStands() {
        for calls in 0..<8 {
            let stub = StubTransport(requestLogLimit: 3)
            for index in 0..<calls {
                _ = stub.send(request("GET", "https://h.io/n?i=\(index)")).subscribe()
            }
            let kept = (max(0, calls - 3)..<calls).map { "i=\($0)" }
            #expect(stub.requests.map { $0.url?.query } == kept, "after \(calls) calls")
        }
    }

    @Test func aLogLimitOfZeroKeepsNoRequestButCounts() {
        let stub = StubTransport(requestLogLimit: 0)
        _ = stub.send(request("GET", "https://h.io/n")).subscribe()
        #expect(stub.requests.isEmpty)
        #expect(stub.totalCallCount == 1)
    }

    @Test func aLogWithoutALimitKeepsEverything() {
        let stub = StubTransport(requestLogLimit: .max)
        for index in 0..<3 {
            _ = stub.send(request("GET", "https://h.io/n/\(index)")).subscribe()
        }
        #expect(stub.requests.count == 3)
        #expect(stub.totalCallCount == 3)
    }

    @Test func theDefaultLogKeepsEveryRequestOfATest() {
        let stub = StubTransport()
        for index in 0..<1_000 {
            _ = stub.send(request("delete", "https://h.io/n/\(index)")).subscribe()
        }
        #expect(stub.requests.count == 1_000)
        #expect(stub.requests.first?.url?.path == "/n/0")
        #expect(stub.callCount("DELETE", "n/999") == 1)
    }

    @Test func responsesCarryTheRequestURLAndJSONContentType() {
        let stub = StubTransport()
        stub.stub("GET", "/u", .json("{}"))
        var response: HTTPResponse?
        _ = stub.send(request("GET", "https://h.io/u")).subscribe(onNext: { response = $0 })
        #expect(response?.url?.absoluteString == "https://h.io/u")
        #expect(response?.header("content-type") == "application/json")
    }

    @Test func aJSONReplyKeepsAContentTypeGivenInAnyCase() {
        let stub = StubTransport()
        stub.stub("GET", "/u", .json("{}", headers: ["content-type": "text/plain"]))
        var response: HTTPResponse?
        _ = stub.send(request("GET", "https://h.io/u")).subscribe(onNext: { response = $0 })
        #expect(response?.header("Content-Type") == "text/plain")
        #expect(response?.headers.keys.filter { $0.lowercased() == "content-type" }.count == 1)
    }

    @Test func encodableRepliesAreEncoded() throws {
        let stub = StubTransport()
        stub.stub("GET", "/u", .json(encoding: User(id: 3, name: "Kay"), status: 201))
        var response: HTTPResponse?
        _ = stub.send(request("GET", "https://h.io/u")).subscribe(onNext: { response = $0 })
        #expect(response?.statusCode == 201)
        #expect(try JSONDecoder().decode(User.self, from: response?.body ?? Data()) == User(id: 3, name: "Kay"))
    }

    @Test func failuresFailTheCall() {
        let stub = StubTransport()
        stub.stub("GET", "/x", .failure(URLError(.networkConnectionLost)))
        var failure: (any Error)?
        _ = stub.send(request("GET", "https://h.io/x")).subscribe(onError: { failure = $0 })
        #expect((failure as? RequestError)?.urlErrorCode == .networkConnectionLost)
    }

    @Test func repliesArriveAfterTheirDelayOnTheScheduler() {
        let scheduler = millisecondScheduler()
        let stub = StubTransport(delay: .milliseconds(50), scheduler: scheduler)
        stub.stub("GET", "/x", .status(200), .status(202).delayed(by: .milliseconds(300)))
        let first = scheduler.start { stub.send(request("GET", "https://h.io/x")) }
        #expect(first.events.map(\.time) == [250, 250])
        let second = scheduler.start(created: 1000, subscribed: 1100, disposed: 5000) { stub.send(request("GET", "https://h.io/x")) }
        #expect(statuses(second) == [202])
        #expect(second.events.first?.time == 1400)
    }

    @Test func disposingBeforeTheReplyCancelsItButTheCallCounts() {
        let scheduler = millisecondScheduler()
        let stub = StubTransport(delay: .milliseconds(500), scheduler: scheduler)
        stub.stub("GET", "/x", .status(200))
        let observer = scheduler.start(disposed: 300) { stub.send(request("GET", "https://h.io/x")) }
        #expect(observer.events.isEmpty)
        #expect(stub.callCount("GET", "/x") == 1)
    }

    @Test func rescriptingKeepsTheCount() {
        let stub = StubTransport()
        stub.stub("GET", "/x", .status(500))
        _ = stub.send(request("GET", "https://h.io/x")).subscribe()
        stub.stub("GET", "/x", .status(200))
        var code: Int?
        _ = stub.send(request("GET", "https://h.io/x")).subscribe(onNext: { code = $0.statusCode })
        #expect(code == 200)
        #expect(stub.callCount("GET", "/x") == 2)
    }

    func status(_ stub: StubTransport, _ method: String, _ url: String) -> Int? {
        var code: Int?
        _ = stub.send(request(method, url)).subscribe(onNext: { code = $0.statusCode })
        return code
    }

    @Test func aNewScriptStartsAtItsFirstReplyWhateverTheRouteSawBefore() {
        let stub = StubTransport()
        #expect(status(stub, "GET", "https://h.io/x") == 404)
        stub.stub("GET", "/x", .status(503), .status(200))
        #expect(status(stub, "GET", "https://h.io/x") == 503)
        #expect(status(stub, "GET", "https://h.io/x") == 200)
        // Scripted again, after its replies were used up: from the first again.
        stub.stub("GET", "/x", .status(502), .status(201))
        #expect(status(stub, "GET", "https://h.io/x") == 502)
        #expect(status(stub, "GET", "https://h.io/x") == 201)
        #expect(status(stub, "GET", "https://h.io/x") == 201)
        #expect(stub.callCount("GET", "/x") == 6)
    }

    @Test func everyPathARequestCanHaveCanBeScripted() throws {
        let stub = StubTransport()
        stub.stub("GET", "/v1/users/", .json("[]"))
        stub.stub("GET", "/files/my%20file", .status(201))
        stub.stub("GET", "/files/caf%C3%A9/", .status(202))
        let client = APIClient(baseURL: URL(string: "https://h.io/v1")!, transport: stub)
        var outcome = ""
        _ = client.request(Endpoint<[Int]>.get("users/"))
            .subscribe(onNext: { outcome = "value \($0)" }, onError: { outcome = "\($0)" })
        #expect(outcome == "value []")
        #expect(status(stub, "GET", "https://h.io/files/my%20file") == 201)
        #expect(status(stub, "GET", "https://h.io/files/caf%C3%A9") == 202)
        // Paths compare as URL.path reads them: one route, however spelled.
        #expect(status(stub, "GET", "https://h.io/v1/users") == 200)
        #expect(stub.callCount("GET", "/v1/users") == 2)
        #expect(stub.callCount("GET", "v1/users/") == 2)
        #expect(stub.callCount("GET", "/files/my file") == 1)
        #expect(stub.callCount("GET", "/files/café") == 1)
    }

    @Test func theStubIsSendable() async {
        let stub = StubTransport()
        stub.stub("GET", "/x", .status(200))
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask { _ = stub.send(URLRequest(url: URL(string: "https://h.io/x")!)).subscribe() }
            }
        }
        #expect(stub.callCount("GET", "/x") == 20)
    }
}
