import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Connections that fail, drop, time out or are cancelled: `.transport`
/// with a `URLError`, or `.cancelled`, never a success, a hang or a crash.
extension FaultMatrix {
    static let transportCases: [FaultCase] = [
        FaultCase("a refused connection fails with URLError.cannotConnectToHost", .transport) { run in
            let port = try await run.server.closedPort()
            let nowhere = APIClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!, transport: run.makeTransport())
            let error = await run.outcome(Endpoint<User>.get("json"), on: nowhere).failure
            run.check(error?.urlErrorCode == .cannotConnectToHost, "got \(String(describing: error))")
        },
        FaultCase("a connection closed without an answer is a .transport failure", .transport) { run in
            let error = await run.outcome(Endpoint<User>.get("drop"), on: run.client()).failure
            run.check(error?.urlErrorCode != nil, "got \(String(describing: error))")
        },
        FaultCase("a connection closed mid-body is a .transport failure", .transport) { run in
            let error = await run.outcome(Endpoint<User>.get("drop-mid-body"), on: run.client()).failure
            run.check(error?.urlErrorCode != nil, "got \(String(describing: error))")
        },
        // The code depends on the transport (Networking.md, platform notes).
        FaultCase("a reply without a status line (HTTP/0.9) is a .transport failure", .transport) { run in
            let error = await run.outcome(Endpoint<User>.get("http09"), on: run.client()).failure
            run.check(error?.urlErrorCode != nil, "got \(String(describing: error))")
        },
        // Apple's URLSession reads such a header as Latin-1, FoundationNetworking fails.
        FaultCase("a header value that is not ASCII gives the body or a .transport failure", .transport) { run in
            let outcome = await run.outcome(Endpoint<User>.get("latin1-header"), on: run.client())
            run.check(outcome.value == ada || outcome.failure?.urlErrorCode != nil, "got \(outcome)")
        },
        FaultCase("a slow response times out after the request's timeout", .transport) { run in
            let started = ContinuousClock.now
            // One second: FoundationNetworking counts timeouts in whole seconds.
            let endpoint = Endpoint<User>.get("slow", query: ["ms": "4000"]).timeout(.seconds(1))
            let error = await run.outcome(endpoint, on: run.client()).failure
            let elapsed = ContinuousClock.now - started
            run.check(error?.urlErrorCode == .timedOut, "got \(String(describing: error))")
            run.check(elapsed >= .milliseconds(900) && elapsed < .seconds(3), "timed out after \(elapsed)")
        },
        FaultCase("a slow body that keeps arriving does not time out", .transport) { run in
            // Like URLSession's, the timeout is for a silence, not for the whole
            // exchange: six pieces 300 ms apart under a one-second timeout.
            let url = try run.require(FaultMatrix.chunkedURL(on: run.server, count: 6, ms: 300), "no URL for /chunked")
            var request = URLRequest(url: url)
            request.timeoutInterval = 1
            let response = try await run.exchange(request, on: run.makeTransport())
            run.check(response.statusCode == 200, "status \(response.statusCode)")
            run.check(response.body == FaultMatrix.chunkedBody(count: 6), "body \(String(decoding: response.body, as: UTF8.self))")
        },
        FaultCase("cancelling send cancels the request at once", .transport) { run in
            let client = run.client()
            let task = Task { try await client.send(Endpoint<User>.get("slow", query: ["ms": "3000"])) }
            let deadline = ContinuousClock.now + .seconds(5)
            while try await run.server.count(path: "/slow") == 0, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }
            // Else the case would cancel a request never sent, and prove nothing.
            try run.require(try await run.server.count(path: "/slow") > 0, "the request never reached the server")
            let started = ContinuousClock.now
            task.cancel()
            let result = await task.result
            run.check((result.failure as? RequestError)?.isCancelled == true, "got \(result)")
            run.check(ContinuousClock.now - started < .seconds(1), "ended \(ContinuousClock.now - started) after cancel")
        },
        FaultCase("the observable form delivers one value, then completes", .transport) { run in
            let events = Locked<[String]>([])
            let finished = AsyncStream<Void>.makeStream()
            let subscription = run.client().request(Endpoint<User>.get("json")).subscribe(
                onNext: { user in events.withLock { $0.append("next \(user.name)") } },
                onError: { error in events.withLock { $0.append("error \(error)") }; finished.continuation.finish() },
                onCompleted: { events.withLock { $0.append("completed") }; finished.continuation.finish() })
            for await _ in finished.stream {}
            subscription.dispose()
            let seen = events.withLock { $0 }
            run.check(seen == ["next Ada", "completed"], "events: \(seen)")
        },
        FaultCase("subscribing and disposing at once, 300 times, leaves the transport working", .transport) { run in
            let transport = run.makeTransport()
            let client = APIClient(baseURL: run.server.baseURL, transport: transport)
            for _ in 0..<300 {
                client.request(Endpoint<User>.get("json")).subscribe().dispose()
            }
            // The cancellations land on the transport's own threads.
            try await Task.sleep(for: .milliseconds(500))
            let value = await run.outcome(Endpoint<User>.get("json"), on: client).value
            run.check(value == ada, "afterwards: got \(String(describing: value))")
        },
    ]
}
