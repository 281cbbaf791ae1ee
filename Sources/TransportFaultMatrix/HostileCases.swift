import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A server that tries to exhaust the client's memory, take its credentials
/// elsewhere or smuggle header lines (Tests/Fixtures/hostile.py): the
/// transport counts bodies as they arrive and stops at the limit
/// (`Transport.send(_:bounds:)`), re-decides the adapters' headers on a
/// redirect (`TransportBounds.redirected(_:to:)`) and refuses headers that
/// are not HTTP's. Limits are small here, so each case is quick, and the
/// "endless" bodies end after 64 MiB, so that a transport that can only
/// check a body once whole (the protocol's defaults, a URLSession of your
/// own on Linux) still ends each case with the limit's error. The
/// resident-memory checks, with bodies that never end and the default
/// limits, run in processes of their own for the shipped transports.
extension FaultMatrix {
    static let hostileCases: [FaultCase] = [
        FaultCase("an endless body fails at maximumBodySize", .hostile) { run in
            let client = run.client(limits: RequestLimits(maximumBodySize: 1 << 20))
            let (error, elapsed) = await run.timedFailure(Endpoint<Data>.get("hostile/endless", query: ["bytes": farPastTheLimit]), on: client)
            run.checkOverLimit(error, "maximumBodySize")
            run.check(elapsed < .seconds(10), "failed after \(elapsed)")
        },
        FaultCase("a Content-Length of 100 MB over maximumBodySize fails", .hostile) { run in
            let client = run.client(limits: RequestLimits(maximumBodySize: 1 << 20))
            let endpoint = Endpoint<Data>.get("hostile/length", query: ["bytes": "100000000"])
            let (error, elapsed) = await run.timedFailure(endpoint, on: client)
            run.checkOverLimit(error, "maximumBodySize")
            run.check(elapsed < .seconds(10), "failed after \(elapsed)")
        },
        FaultCase("a gzip bomb stops at maximumBodySize, counted decompressed", .hostile) { run in
            // 64 MiB of zeros in about 64 KB: under the limit compressed, far over it decompressed.
            let client = run.client(limits: RequestLimits(maximumBodySize: 1 << 20))
            let endpoint = Endpoint<Data>.get("hostile/gzip-bomb", query: ["size": "\(64 << 20)"])
            let (error, elapsed) = await run.timedFailure(endpoint, on: client)
            run.check(error?.urlErrorCode == .dataLengthExceedsMaximum, "got \(String(describing: error))")
            run.check(elapsed < .seconds(10), "failed after \(elapsed)")
        },
        FaultCase("a line that never ends fails lines at maximumLineLength", .hostile) { run in
            let client = run.client(limits: RequestLimits(maximumLineLength: 64 << 10))
            let (lines, error) = await run.collect(client.lines(.get("hostile/endless", query: ["kind": "line", "bytes": farPastTheLimit])))
            run.check(lines.isEmpty, "lines: \(lines.count)")
            run.checkOverLimit(error, "maximumLineLength")
        },
        FaultCase("an event that never ends fails events at maximumEventSize", .hostile) { run in
            let client = run.client(limits: RequestLimits(maximumEventSize: 64 << 10))
            let (events, error) = await run.collect(client.events(.get("hostile/endless", query: ["kind": "event", "bytes": farPastTheLimit])))
            run.check(events.isEmpty, "events: \(events.count)")
            run.checkOverLimit(error, "maximumEventSize")
        },
        FaultCase("a download over maximumDownloadSize fails and leaves no file", .hostile) { run in
            let client = run.client(limits: RequestLimits(maximumDownloadSize: 1 << 20))
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
            let (_, error) = await run.collect(client.download(.get("hostile/endless", query: ["bytes": farPastTheLimit]), to: file))
            run.checkOverLimit(error, "maximumDownloadSize")
            run.check(!FileManager.default.fileExists(atPath: file.path), "a file was left at \(file.path)")
        },
        // The API key is the client's own origin's; the tenant header is meant for every origin.
        FaultCase("a redirect to another origin re-decides the adapters' headers", .hostile) { run in
            let port = try run.require(run.server.baseURL.port, "the server's URL has no port")
            let client = run.client(adapters: [OwnOriginKey(), AnyOriginTenant()])
            let headers = { (location: String) async throws -> [String: String] in
                try await client.send(Endpoint<Echo>.get("redirect", query: ["to": location])).lowercasedHeaders
            }
            let elsewhere = try await headers("http://localhost:\(port)/echo")
            run.check(elsewhere["x-api-key"] == nil, "another origin got \(elsewhere)")
            run.check(elsewhere["x-tenant"] == "tenant-1", "another origin got \(elsewhere)")
            let sameOrigin = try await headers("/echo")
            run.check(sameOrigin["x-api-key"] == "key-SECRET", "the same origin got \(sameOrigin)")
            run.check(sameOrigin["x-tenant"] == "tenant-1", "the same origin got \(sameOrigin)")
        },
        FaultCase("a redirect to file: or javascript: fails with URLError.unsupportedURL", .hostile) { run in
            let client = run.client()
            for target in ["file:///etc/passwd", "javascript:alert(1)"] {
                let error = await run.outcome(Endpoint<Data>.get("redirect", query: ["to": target]), on: client).failure
                run.check(error?.urlErrorCode == .unsupportedURL, "\(target): got \(String(describing: error))")
            }
        },
        // Given to the transport directly: APIClient refuses them before they get there.
        FaultCase("a header name with CR or LF fails with URLError.badURL, nothing sent", .hostile) { run in
            let key = uniqueKey("badName")
            var request = URLRequest(url: try run.require(URL(string: "\(run.server.baseURL.absoluteString)/echo?key=\(key)"), "no URL"))
            request.setValue("1", forHTTPHeaderField: "X-Evil\r\nX-Admin")
            let error = await run.transportFailure(request)
            run.check(error?.urlErrorCode == .badURL, "got \(String(describing: error))")
            try await run.checkRequestCount(key: key, is: 0)
        },
        FaultCase("a header value with CR, LF or NUL fails with URLError.badURL, nothing sent", .hostile) { run in
            let key = uniqueKey("badValue")
            let url = try run.require(URL(string: "\(run.server.baseURL.absoluteString)/echo?key=\(key)"), "no URL")
            for value in ["a\r\nX-Admin: 1", "a\u{0}b"] {
                var request = URLRequest(url: url)
                // Set whole: `setValue` would drop such a value before the transport saw it.
                request.allHTTPHeaderFields = ["X-Trace": value]
                let error = await run.transportFailure(request)
                run.check(error?.urlErrorCode == .badURL, "\(value.debugDescription): got \(String(describing: error))")
            }
            try await run.checkRequestCount(key: key, is: 0)
        },
        FaultCase("a large body of NULs is validated as any other body", .hostile) { run in
            let endpoint = Endpoint<Data>.get("hostile/nul", query: ["size": "\(8 << 20)", "status": "500"])
            let error = await run.outcome(endpoint, on: run.client()).failure
            run.check(error?.statusCode == 500, "got \(String(describing: error))")
            run.check(error?.response?.body.count == 8 << 20, "kept \(error?.response?.body.count ?? 0) bytes")
        },
    ]
}

/// The size of the hostile bodies the cases send: 64 times their limits.
let farPastTheLimit = "\(64 << 20)"

extension FaultRun {
    /// The `RequestError` `endpoint` failed with on `client`, and how long it took.
    func timedFailure<T: Decodable>(
        _ endpoint: Endpoint<T>, on client: APIClient
    ) async -> (error: RequestError?, elapsed: Duration) {
        let started = ContinuousClock.now
        let failure = await outcome(endpoint, on: client).failure
        return (failure, ContinuousClock.now - started)
    }

    /// Every element `observable` emitted, and the error it ended with.
    func collect<T>(_ observable: Observable<T>) async -> (elements: [T], error: (any Error)?) {
        var elements: [T] = []
        do {
            for try await element in observable.values { elements.append(element) }
        } catch {
            return (elements, error)
        }
        return (elements, nil)
    }

    /// What `transport.send(request)` failed with (nil when it answered).
    func transportFailure(_ request: URLRequest) async -> RequestError? {
        do {
            for try await _ in makeTransport().send(request).values {}
            return nil
        } catch {
            return error as? RequestError
        }
    }

    /// Records a failure unless `error` is the contract's over-the-limit error naming `limit`.
    func checkOverLimit(_ error: (any Error)?, _ limit: String, line: Int = #line) {
        guard case .transport(let urlError)? = error as? RequestError else {
            check(false, "got \(String(describing: error))", line: line)
            return
        }
        check(urlError.code == .dataLengthExceedsMaximum, "got \(urlError)", line: line)
        check(urlError.localizedDescription.contains(limit), "the error does not name \(limit): \(urlError)", line: line)
    }
}

/// An API key for the client's own origin only.
struct OwnOriginKey: HeaderAdapter {
    var headerName: String { "X-Api-Key" }
    func covers(_ url: URL?, baseURL: URL?) -> Bool { Origin.same(url, baseURL) }
    func headerValue() -> String? { "key-SECRET" }
}

/// A header meant for any origin.
struct AnyOriginTenant: HeaderAdapter {
    var headerName: String { "X-Tenant" }
    func covers(_ url: URL?, baseURL: URL?) -> Bool { true }
    func headerValue() -> String? { "tenant-1" }
}
