import Foundation
import Handlers
import Requester
import RequesterAsyncHTTPClient
import Stream
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The process's peak resident memory while a hostile answer is refused
/// through `send(_:bounds:)` with a 32 MiB limit (the body `send` keeps):
/// it grows by less than the limit plus 64 MB. Read from the kernel's
/// high-water mark (VmHWM of /proc/self/status, reset before each case
/// through /proc/self/clear_refs), so no peak between two samples is
/// missed. The gzip bomb is held by the transport's client configuration
/// (`configuration(from:)`: decoding within 25 times the coded size), which
/// fails it before the count does; see there for a client without it.
/// Resident memory is the whole process's: the suite runs only in
/// a process of its own, `REQUESTER_MEMORY_TESTS=1 swift test --skip-build
/// --filter MemoryTests`, and where /proc is missing it does not run.
@Suite(
    "AsyncHTTPClientTransport: resident memory against hostile servers", .serialized,
    .enabled(if: PeakResidentMemory.isAvailable, "reads and resets VmHWM through /proc/self"),
    .enabled(
        if: ProcessInfo.processInfo.environment["REQUESTER_MEMORY_TESTS"] == "1",
        "measures the whole process: run alone with REQUESTER_MEMORY_TESTS=1 swift test --filter MemoryTests"))
final class HostileMemoryTests {
    static let limit: Int64 = 32 << 20
    static let allowance = 64 * 1024 * 1024

    let server: FixtureServer
    let bounds = TransportBounds(maximumBodySize: HostileMemoryTests.limit)

    init() async throws {
        server = try await FixtureServer()
    }

    @Test(arguments: [
        "hostile/endless?kind=bytes",
        "hostile/length?bytes=1000000000",
        "hostile/gzip-bomb?size=1073741824",
    ])
    func aHostileBodyStaysWithinTheLimit(_ path: String) async throws {
        try await measure(path, on: AsyncHTTPClientTransport())
    }

    /// A line of `lines` (plain text or NDJSON) or an event of `events` that
    /// never ends, through `APIClient` at the default limits: it stops at
    /// 1 MiB (`maximumLineLength`, `maximumEventSize`).
    @Test(arguments: ["line", "ndjson", "event"])
    func anEndlessLineOrEventStaysWithinItsLimit(_ kind: String) async throws {
        let client = APIClient(baseURL: server.baseURL, transport: AsyncHTTPClientTransport())
        let path = "hostile/endless?kind=\(kind)"
        try #require(PeakResidentMemory.reset())
        let start = try #require(PeakResidentMemory.read("VmRSS"))
        let error: RequestError?
        if kind == "event" {
            error = await Hostile.failure(of: client.events(.get(path)))
        } else {
            error = await Hostile.failure(of: client.lines(.get(path)))
        }
        let peak = try #require(PeakResidentMemory.read("VmHWM"))
        let growth = peak - start
        let limit = Int(RequestLimits.default.maximumLineLength ?? 0)
        print("\(path): resident \(start >> 20) MB at the start, peak \(peak >> 20) MB, grew \(growth >> 20) MB (allowed \((limit + Self.allowance) >> 20) MB)")
        #expect(Hostile.code(of: error) == .dataLengthExceedsMaximum)
        #expect(growth < limit + Self.allowance)
    }

    private func measure(_ path: String, on transport: AsyncHTTPClientTransport) async throws {
        let request = URLRequest(url: Hostile.url(path, on: server))
        try #require(PeakResidentMemory.reset())
        let start = try #require(PeakResidentMemory.read("VmRSS"))
        let error = await Hostile.failure(of: transport.send(request, bounds: bounds))
        let peak = try #require(PeakResidentMemory.read("VmHWM"))
        let growth = peak - start
        print("\(path): resident \(start >> 20) MB at the start, peak \(peak >> 20) MB, grew \(growth >> 20) MB (allowed \((Int(Self.limit) + Self.allowance) >> 20) MB)")
        #expect(Hostile.code(of: error) == .dataLengthExceedsMaximum)
        #expect(growth < Int(Self.limit) + Self.allowance)
    }
}
