import Foundation
import Handlers
import Requester
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension LargeTransferMemoryTests {
    /// An endless body, a 1 GB `Content-Length` and a 1 GiB gzip bomb sent
    /// to `URLSessionTransport` under a 32 MiB limit: the process's peak
    /// resident memory (VmHWM, reset before each case through
    /// /proc/self/clear_refs) stays within the limit plus 64 MB of where it
    /// started, through `send` and through `stream`. It measures the whole
    /// process, so it runs only in a process of its own, one suite at a time
    /// (see `LargeTransferMemoryTests`).
    @Suite("Memory of hostile bodies under a 32 MiB limit", .serialized)
    final class HostileBodyMemoryTests {
        static let limit: Int64 = 32 << 20
        static let allowance = Int(limit) + 64 * 1024 * 1024

        let server: FixtureServer

        init() async throws {
            server = try await FixtureServer()
        }

        @Test(arguments: HostileBody.allCases, BoundedCall.allCases)
        func aHostileBodyIsNotHeldPastTheLimit(_ body: HostileBody, _ call: BoundedCall) async throws {
            let transport = URLSessionTransport(configuration: .ephemeral)
            let start = try #require(ResidentMemorySampler.current())
            let resetPeak = PeakResidentMemory.reset()
            let sampler = ResidentMemorySampler()
            let outcome = await call.outcome(
                transport, body.request(on: server.baseURL), bounds: TransportBounds(maximumBodySize: Self.limit))
            let sampled = sampler.stop()
            // VmHWM when it could be reset (it then holds this case's peak
            // only); else the highest of the 5 ms samples.
            let peak = resetPeak ? try #require(PeakResidentMemory.current()) : sampled
            let growth = peak - start
            print("""
                \(call) \(body.testDescription): peak resident \(peak / 1024 / 1024) MB \
                (\(resetPeak ? "VmHWM" : "sampled VmRSS")), \(growth / 1024 / 1024) MB over the start; \
                \(outcome.transportCode.map { "\($0)" } ?? "no failure") after \(outcome.elapsed)
                """)
            #expect(outcome.transportCode == .dataLengthExceedsMaximum)
            #expect(growth < Self.allowance)
        }

        /// A line of `lines` (plain text or NDJSON) or an event of `events`
        /// that never ends, through `APIClient` at the default limits: it
        /// stops at 1 MiB (`maximumLineLength`, `maximumEventSize`), memory
        /// within that plus 64 MB.
        @Test(arguments: ["line", "ndjson", "event"])
        func anEndlessLineOrEventIsNotHeldPastItsLimit(_ kind: String) async throws {
            let client = APIClient(baseURL: server.baseURL, transport: URLSessionTransport(configuration: .ephemeral))
            let endpoint = Endpoint<String>.get("hostile/endless", query: ["kind": kind])
            let start = try #require(ResidentMemorySampler.current())
            let resetPeak = PeakResidentMemory.reset()
            let sampler = ResidentMemorySampler()
            var failure: (any Error)?
            do {
                if kind == "event" {
                    for try await _ in client.eventStream(Endpoint<ServerSentEvent>.get("hostile/endless", query: ["kind": kind])) {}
                } else {
                    for try await _ in client.lineStream(endpoint) {}
                }
            } catch {
                failure = error
            }
            let sampled = sampler.stop()
            let peak = resetPeak ? try #require(PeakResidentMemory.current()) : sampled
            let growth = peak - start
            let limit = Int(RequestLimits.default.maximumLineLength ?? 0)
            print("\(kind): peak resident \(peak / 1024 / 1024) MB, \(growth / 1024 / 1024) MB over the start")
            guard case .transport(let error)? = failure as? RequestError else {
                Issue.record("got \(String(describing: failure))")
                return
            }
            #expect(error.code == .dataLengthExceedsMaximum)
            #expect(growth < limit + 64 * 1024 * 1024)
        }
    }
}
