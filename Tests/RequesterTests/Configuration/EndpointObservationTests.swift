import Foundation
import Requester
import RequesterTestSupport
import Stream
import Testing

/// `Endpoint.observers(_:)` and `Endpoint.logger(_:)`: an endpoint's own
/// observers and logger in place of the client's, over StubTransport in
/// virtual time.
@Suite("An endpoint's own observers and logger")
struct EndpointObservationTests {
    let scheduler = millisecondScheduler()
    let stub = StubTransport()
    let clientObserver = RecordingRequestObserver()
    let clientLog = LogLines()

    var client: APIClient {
        APIClient(configuration: .init(
            baseURL: baseURL, observers: [clientObserver], logger: RequestLogger(sink: clientLog.append)),
            transport: stub)
    }

    init() {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        stub.stub("GET", "/v1/health", .status(204))
    }

    @Test func noObserversLeavesTheEndpointUnobservedAndOthersObserved() {
        let client = client
        _ = scheduler.start { client.request(Endpoint<Empty>.get("health").observers([])) }
        #expect(clientObserver.calls.isEmpty)
        _ = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        #expect(clientObserver.calls.count == 2)
    }

    @Test func itsOwnObserversAreToldInsteadOfTheClients() {
        let own = RecordingRequestObserver()
        let client = client
        let events = scheduler.start { client.request(Endpoint<User>.get("users/1").observers([own])) }
        #expect(events.elements == [User(id: 1, name: "Ada")])
        #expect(own.calls == [
            .start(url: "https://api.example.com/v1/users/1", attempt: 1),
            .finish(url: "https://api.example.com/v1/users/1", attempt: 1, status: 200, error: nil),
        ])
        #expect(clientObserver.calls.isEmpty)
    }

    @Test func theClientsObserversPlusOneAreAllTold() {
        let own = RecordingRequestObserver()
        let client = client
        _ = scheduler.start { client.request(Endpoint<User>.get("users/1").observers(client.observers + [own])) }
        #expect(own.calls.count == 2)
        #expect(clientObserver.calls.count == 2)
    }

    @Test func aNilLoggerLeavesTheEndpointOutOfTheLog() {
        let client = client
        _ = scheduler.start { client.request(Endpoint<Empty>.get("health").logger(nil)) }
        #expect(clientLog.lines.isEmpty)
        #expect(clientObserver.calls.count == 2)
        _ = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        #expect(clientLog.lines.count == 2)
    }

    @Test func itsOwnLoggerWritesInsteadOfTheClients() {
        let ownLog = LogLines()
        let client = client
        _ = scheduler.start {
            client.request(Endpoint<User>.get("users/1").logger(RequestLogger(options: .all, sink: ownLog.append)))
        }
        #expect(clientLog.lines.isEmpty)
        #expect(ownLog.lines.count == 2)
        #expect(ownLog.lines.first?.hasPrefix("--> GET https://api.example.com/v1/users/1") == true)
    }

    @Test func aFailedAttemptIsLoggedByTheEndpointsLogger() {
        stub.stub("GET", "/v1/broken", .failure(URLError(.timedOut)))
        let ownLog = LogLines()
        let client = client
        let events = scheduler.start {
            client.request(Endpoint<User>.get("broken").logger(RequestLogger(sink: ownLog.append)))
        }
        #expect(events.requestError?.urlErrorCode == .timedOut)
        #expect(clientLog.lines.isEmpty)
        #expect(ownLog.lines.last?.hasPrefix("<-- FAILED GET https://api.example.com/v1/broken") == true)
    }

    @Test func observersAndLoggerSetTogetherKeepEachOther() {
        let own = RecordingRequestObserver()
        let ownLog = LogLines()
        let endpoint = Endpoint<User>.get("users/1")
            .logger(RequestLogger(sink: ownLog.append)).observers([own])
        let reversed = Endpoint<User>.get("users/1")
            .observers([own]).logger(RequestLogger(sink: ownLog.append))
        let client = client
        _ = scheduler.start { client.request(endpoint) }
        _ = scheduler.start { client.request(reversed) }
        #expect(own.calls.count == 4)
        #expect(ownLog.lines.count == 4)
        #expect(clientObserver.calls.isEmpty)
        #expect(clientLog.lines.isEmpty)
    }

    @Test func aStreamedEndpointIsLoggedAndObservedAsItsOwnSay() {
        stub.stub("GET", "/v1/log", .status(200, body: "one\ntwo\n"))
        let own = RecordingRequestObserver()
        let ownLog = LogLines()
        let client = client
        let events = scheduler.start {
            client.lines(Endpoint<String>.get("log").observers([own]).logger(RequestLogger(sink: ownLog.append)))
        }
        #expect(events.elements == ["one", "two"])
        #expect(own.calls.count == 2)
        #expect(ownLog.lines.count == 2)
        #expect(clientObserver.calls.isEmpty)
        #expect(clientLog.lines.isEmpty)
    }
}
