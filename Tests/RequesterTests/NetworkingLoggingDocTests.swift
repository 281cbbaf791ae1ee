import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The redaction samples of Docs/Networking.md's "Logging" section, compiled
// and run; NetworkingDocTests checks the page against this file too.
let networkingLoggingDocTestsFile = #filePath

@Suite("Docs/Networking.md: Logging, redaction")
struct NetworkingLoggingDocTests {
    @Test func nestedURLsPrintAsThePageShows() {
        let logger = RequestLogger(options: .default, sink: { _ in })
        #expect(logger.requestMessage(loggedRequest("https://api.example.com/redirect-to?url=/cb?access_token=T&page=2"))
                == "--> GET https://api.example.com/redirect-to?url=/cb?access_token=<redacted>&page=2")
        #expect(logger.requestMessage(loggedRequest("https://api.example.com/login?next=%2Fcb%3Fsession%3DS"))
                == "--> GET https://api.example.com/login?next=%2Fcb%3Fsession%3D<redacted>")
    }

    @Test func namingMoreSecretsSample() {
        let lines = LogLines()
        func print(_ line: String) { lines.append(line) }
        // MARK: Docs "Logging", naming more secrets
        let logger = RequestLogger(
            options: .all,
            redactedHeaders: RequestLogger.defaultRedactedHeaders.union(["X-Session"]),
            redactedBodyFields: RequestLogger.defaultRedactedBodyFields.union(["badge"]),
            redactedQueryItems: RequestLogger.defaultRedactedQueryItems.union(["ticket"]),
            sink: { line in print(line) })
        // MARK: end
        logger.logRequest(loggedRequest(
            "https://api.example.com/pay?ticket=SECRET-1&session=SECRET-2&page=2",
            headers: ["X-Session": "SECRET-3", "Authorization": "Bearer SECRET-4"],
            body: #"{"badge":"SECRET-5","amount":10}"#))
        #expect(lines.lines == [
            """
            --> GET https://api.example.com/pay?ticket=<redacted>&session=<redacted>&page=2
                Authorization: <redacted>
                X-Session: <redacted>
                {"amount":10,"badge":"<redacted>"}
            """,
        ])

        var later = RequestLogger(options: [.requestURL], sink: { _ in })
        later.redactedQueryItems.insert("ticket")
        #expect(later.requestMessage(loggedRequest("https://api.example.com/pay?ticket=SECRET"))
                == "--> GET https://api.example.com/pay?ticket=<redacted>")
    }
}
