// The samples of the catalog's "by example" article
// (Sources/RequesterAsyncHTTPClient/RequesterAsyncHTTPClient.docc/
// AsyncHTTPClientByExample.md), verbatim: each test runs one sample against
// Tests/Fixtures/server.py on loopback, with `print` captured, and compares
// what it printed with the sample's `// Prints:` lines in the article. Edit
// both together. GuideSamples and PrintedOutput are the root package's
// (Tests/GuideSampleSupport, linked into this target).
import AsyncHTTPClient
import Foundation
import Handlers
import NIOPosix
import Requester
import RequesterAsyncHTTPClient
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Catalog samples: RequesterAsyncHTTPClient by example")
final class AsyncHTTPClientByExampleTests {
    private static let page = "Sources/RequesterAsyncHTTPClient/RequesterAsyncHTTPClient.docc/AsyncHTTPClientByExample.md"
    let server: FixtureServer

    init() async throws {
        server = try await FixtureServer()
    }

    @Test func samplesAppearHereVerbatim() throws {
        let report = try GuideSamples.check(guide: Self.page)
        #expect(report.samples.count == 2)
        #expect(report.missing.isEmpty, "\(report.missing)")
        #expect(report.samples.allSatisfy { !GuideSamples.printedLines(of: $0).isEmpty })
    }

    @Test func sendingThroughTheSharedClient() async throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct User: Decodable { var id: Int; var name: String }
        let client = APIClient(baseURL: server.baseURL, transport: AsyncHTTPClientTransport())
        let user = try await client.send(Endpoint<User>.get("json"))
        print(user.id, user.name)
        for path in ["status/404", "drop"] {
            do {
                _ = try await client.send(Endpoint<User>.get(path))
            } catch RequestError.status(let error) {
                print(path, "-> status", error.statusCode)
            } catch RequestError.transport(let error) {
                print(path, "-> URLError", error.code.rawValue)
            }
        }
        // Prints:
        // 1 Ada
        // status/404 -> status 404
        // drop -> URLError -1005
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 0, in: Self.page)))
    }

    @Test func aClientOfYourOwnAndARedirectLimit() async throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct User: Decodable { var id: Int; var name: String }
        let http = HTTPClient(
            eventLoopGroup: MultiThreadedEventLoopGroup.singleton,
            configuration: AsyncHTTPClientTransport.configuration(from: .init()))
        let client = APIClient(
            baseURL: server.baseURL,
            transport: AsyncHTTPClientTransport(client: http, maximumRedirects: 1))
        // The first redirects once, the second twice.
        for target in ["/json", "/redirect?to=%2Fjson"] {
            do {
                let user = try await client.send(Endpoint<User>.get("redirect", query: ["to": target]))
                print(target, "->", user.name)
            } catch RequestError.transport(let error) {
                print(target, "-> URLError", error.code.rawValue)
            } catch {
                print(target, "->", error)
            }
        }
        try await http.shutdown()
        // Prints:
        // /json -> Ada
        // /redirect?to=%2Fjson -> URLError -1007
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 1, in: Self.page)))
    }
}
