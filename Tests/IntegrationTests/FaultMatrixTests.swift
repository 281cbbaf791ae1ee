import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The shared fault matrix (Sources/TransportFaultMatrix) over
/// `URLSessionTransport`, with both ways it runs a task, each case against a
/// fixture server of its own. AsyncHTTPClientTransport runs the same cases in
/// Transports/AsyncHTTPClient. Serialized: several cases measure real time
/// (timeouts, Retry-After, a backoff to dispose in), and two cores shared by
/// parallel servers and sessions stretch those times past what they allow.
@Suite("Fault matrix: URLSessionTransport against a real server", .serialized)
struct FaultMatrixTests {
    /// The cases that need a native `stream(_:)`. URLSessionTransport has
    /// one, but on Linux not over a session of your own: FoundationNetworking
    /// gives a body piece by piece (and upload progress) only to a session's
    /// delegate, so there the protocol's default answers, the body at once.
    static let needNativeStream: Set<String> = [
        "stream: a chunked body arrives in several .received, as the server sends them",
        "stream: upload progress reaches the body's size",
    ]

    /// Whether `kind`'s transport streams natively.
    static func streamsNatively(_ kind: SessionKind) -> Bool {
        #if os(Linux)
        kind == .transports
        #else
        true
        #endif
    }

    @Test(arguments: FaultMatrix.cases, SessionKind.allCases)
    func faultMatrix(_ faultCase: FaultCase, kind: SessionKind) async throws {
        if Self.needNativeStream.contains(faultCase.name), !Self.streamsNatively(kind) {
            await withKnownIssue("On Linux a session of your own streams through the default built on send(_:)") {
                try await faultCase.run { kind.transport() }
            }
        } else {
            try await faultCase.run { kind.transport() }
        }
    }

    @Test func theCasesNamedAsNeedingANativeStreamExist() {
        let names = Set(FaultMatrix.cases.map(\.name))
        #expect(Self.needNativeStream.isSubset(of: names))
        #expect(names.count == FaultMatrix.cases.count, "two cases share a name")
    }
}

/// What only URLSession (or FoundationNetworking) does, beside the shared matrix.
@Suite("URLSessionTransport against a real server", .serialized)
final class URLSessionTransportQuirkTests {
    let server: FixtureServer

    init() async throws {
        server = try await FixtureServer()
    }

    private func outcome(_ endpoint: Endpoint<User>, on client: APIClient) async -> Result<User, RequestError> {
        do {
            return .success(try await client.send(endpoint))
        } catch let error as RequestError {
            return .failure(error)
        } catch {
            Issue.record("APIClient threw something other than a RequestError: \(error)")
            return .failure(.transport(URLError(.unknown)))
        }
    }

    /// Replies URLSession cannot read fail with the code it gives them
    /// (FoundationNetworking's codes: Networking.md, platform notes).
    @Test(arguments: SessionKind.allCases)
    func unreadableRepliesFailWithURLSessionsCodes(kind: SessionKind) async {
        let client = APIClient(baseURL: server.baseURL, transport: kind.transport())
        let http09 = await outcome(Endpoint<User>.get("http09"), on: client)
        let latin1 = await outcome(Endpoint<User>.get("latin1-header"), on: client)
        #if canImport(FoundationNetworking)
        #expect(http09.failure?.urlErrorCode == .unsupportedURL, "got \(http09)")
        #expect(latin1.failure?.urlErrorCode == .unknown, "got \(latin1)")
        #else
        // Apple's URLSession reads the header as Latin-1 and the body as usual.
        #expect(http09.failure?.urlErrorCode != nil, "got \(http09)")
        #expect(latin1.value == ada || latin1.failure?.urlErrorCode != nil, "got \(latin1)")
        #endif
    }

    @Test func subscribingAndDisposingAtOnceOnTheDefaultTransportIsSafe() async throws {
        // FoundationNetworking can crash cancelling a task whose URL-cache
        // lookup is still pending (swift-corelibs-foundation #3296); the
        // default transport's session has no cache on Linux. A regression
        // takes the test process down (measured: 3 runs of 3 crashed with
        // URLSession.shared's cache, 3,000 rounds each).
        let client = APIClient(baseURL: server.baseURL)
        for _ in 0..<3_000 {
            client.request(Endpoint<User>.get("json")).subscribe().dispose()
        }
        // The cancellations land on the session's own threads.
        try await Task.sleep(for: .seconds(1))
        #expect(await outcome(Endpoint<User>.get("json"), on: client).value == ada)
    }
}
