// The sample of the Requester catalog's "Requester by example" article
// (Sources/Requester/Requester.docc/RequesterByExample.md) that talks to a
// real server, verbatim, against Tests/Fixtures/server.py on loopback: it
// runs with `print` captured and what it printed is compared with the
// sample's `// Prints:` lines. RequesterByExampleTests checks that it
// appears here word for word. Edit both together.
import Foundation
import GuideSampleSupport
import Handlers
import Requester
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Catalog samples: Requester by example, against a real server")
struct RequesterByExampleServerTests {
    private static let page = "Sources/Requester/Requester.docc/RequesterByExample.md"
    let server: FixtureServer

    init() async throws {
        server = try await FixtureServer()
    }

    @Test func overURLSessionAgainstARealServer() async throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct User: Decodable { var id: Int; var name: String }
        let client = APIClient(baseURL: server.baseURL, transport: URLSessionTransport())
        let user = try await client.send(Endpoint<User>.get("json"))
        print(user.id, user.name)
        let redirected = try await client.sendResponse(Endpoint<User>.get("redirect", query: ["to": "/json"]))
        print(redirected.value.name, "from", redirected.response.url?.path ?? "-")
        for path in ["status/404", "drop"] {
            do {
                _ = try await client.send(Endpoint<User>.get(path))
            } catch RequestError.status(let error) {
                print(path, "-> status", error.statusCode)
            } catch RequestError.transport {
                print(path, "-> no answer")
            }
        }
        // Prints:
        // 1 Ada
        // Ada from /json
        // status/404 -> status 404
        // drop -> no answer
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 15, in: Self.page)))
    }
}
