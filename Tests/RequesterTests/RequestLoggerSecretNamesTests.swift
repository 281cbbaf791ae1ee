import Foundation
import Handlers
import Requester
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A secret under a query name the logger does not know by default:
/// users name more query items (and JSON fields) to redact.
@Suite("RequestLogger: naming more secrets")
struct RequestLoggerSecretNamesTests {
    @Test func theDefaultQueryItemsKeepEveryBodyFieldAndAddSessionsKeysAndSignatures() {
        #expect(RequestLogger.defaultRedactedQueryItems.isSuperset(of: RequestLogger.defaultRedactedBodyFields))
        for name in ["session", "session_id", "sid", "key", "sig", "signature", "X-Amz-Signature", "X-Goog-Signature"] {
            #expect(RequestLogger.defaultRedactedQueryItems.contains(name), "\(name)")
        }
        #expect(RequestLogger(sink: { _ in }).redactedQueryItems == RequestLogger.defaultRedactedQueryItems)
    }

    @Test func signedURLsPrintWithoutTheirSignatureOrCredential() {
        let logger = RequestLogger(options: [.requestURL], sink: { _ in })
        // `X-Amz-Credential` holds the word `credential`: its access key id goes too.
        #expect(logger.requestMessage(loggedRequest(
            "https://bucket.s3.amazonaws.com/a.jpg?X-Amz-Credential=AKIA&X-Amz-Signature=SECRET&X-Amz-Expires=60"))
            == "--> GET https://bucket.s3.amazonaws.com/a.jpg?X-Amz-Credential=<redacted>&X-Amz-Signature=<redacted>&X-Amz-Expires=60")
    }

    @Test func queryItemsNamedInTheInitializerAreRedacted() {
        let logger = RequestLogger(
            options: [.requestURL, .requestBody],
            redactedQueryItems: RequestLogger.defaultRedactedQueryItems.union(["ticket"]),
            sink: { _ in })
        let message = logger.requestMessage(loggedRequest(
            "https://api.example.com/feed?ticket=SECRET-Q&session=SECRET-S&page=2", body: "ticket=SECRET-F&a=1")) ?? ""
        #expect(message == "--> GET https://api.example.com/feed?ticket=<redacted>&session=<redacted>&page=2\n    ticket=<redacted>&a=1")
    }

    @Test func queryItemsNamedLaterAreRedactedEverywhereAURLCanBe() {
        var logger = RequestLogger(options: .all, sink: { _ in })
        logger.redactedQueryItems.insert("Ticket-Id")
        let message = logger.requestMessage(loggedRequest(
            "https://api.example.com/r?ticketId=SECRET-1&next=%2Fx%3Fticket_id%3DSECRET-2",
            body: #"{"callback": "https://app.example.com/cb?TICKET_ID=SECRET-3"}"#)) ?? ""
        #expect(!message.contains("SECRET"), "\(message)")
        #expect(message.contains("next=%2Fx%3Fticket_id%3D<redacted>"), "\(message)")
    }

    @Test func queryItemNamesLeaveJSONFieldsAloneAndBodyFieldNamesCoverBoth() {
        var logger = RequestLogger(options: [.requestURL, .requestBody], sink: { _ in })
        let body = #"{"badge":"1234","session":"visible-in-JSON"}"#
        #expect(logger.requestMessage(loggedRequest("https://api.example.com/r?badge=1234", body: body))
                == "--> GET https://api.example.com/r?badge=1234\n    " + body)
        logger.redactedBodyFields.insert("badge")
        #expect(logger.requestMessage(loggedRequest("https://api.example.com/r?badge=1234", body: body))
                == "--> GET https://api.example.com/r?badge=<redacted>\n    " + #"{"badge":"<redacted>","session":"visible-in-JSON"}"#)
    }

    @Test func withoutTheDefaultQueryItemsASessionPrintsButTokensStillDoNot() {
        var logger = RequestLogger(options: [.requestURL], sink: { _ in })
        logger.redactedQueryItems = []
        #expect(logger.requestMessage(loggedRequest("https://api.example.com/r?session=visible&access_token=SECRET"))
                == "--> GET https://api.example.com/r?session=visible&access_token=<redacted>")
    }
}
