import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A secret planted where the logger is meant to find it never appears in
/// any line it writes, under every one of the 128 option sets: request,
/// response and failure lines, the request's parts echoed in the response.
@Suite("RequestLogger: a planted secret never appears")
struct RequestLoggerPlantedSecretTests {
    static let secret = "PLANTED-7f3a"

    /// Where the secret is planted, and the names the logger is told.
    struct Plant: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var url = "https://api.example.com/v1/items?page=2"
        var headers: [String: String] = [:]
        var body: String?
        var configure: @Sendable (inout RequestLogger) -> Void = { _ in }
    }

    static let s = secret
    static let plants: [Plant] = [
        Plant(testDescription: "Authorization header", headers: ["Authorization": "Bearer \(s)"]),
        Plant(testDescription: "Cookie header", headers: ["Cookie": "sid=\(s)"]),
        Plant(testDescription: "a header ending in api key", headers: ["X-Api-Key": s]),
        Plant(testDescription: "a header the logger is told", headers: ["X-Session": s],
              configure: { $0.redactedHeaders.insert("X-Session") }),
        Plant(testDescription: "a bearer token under a plain header", headers: ["X-Forwarded-Auth": "Bearer \(s)"]),
        Plant(testDescription: "a URL with a token in a header", headers: ["Location": "https://app.example.com/cb#access_token=\(s)&state=1"]),
        Plant(testDescription: "query access_token", url: "https://api.example.com/cb?access_token=\(s)&state=ok"),
        Plant(testDescription: "query session", url: "https://api.example.com/feed?session=\(s)"),
        Plant(testDescription: "query item the logger is told", url: "https://api.example.com/feed?ticket=\(s)",
              configure: { $0.redactedQueryItems.insert("ticket") }),
        Plant(testDescription: "password in the URL", url: "https://ada:\(s)@api.example.com/v1"),
        Plant(testDescription: "fragment", url: "https://app.example.com/cb#id_token=\(s)"),
        Plant(testDescription: "nested query", url: "https://api.example.com/redirect-to?url=/x?access_token=\(s)"),
        Plant(testDescription: "nested query, encoded", url: "https://api.example.com/redirect-to?url=%2Fx%3Faccess_token%3D\(s)"),
        Plant(testDescription: "nested query, encoded twice", url: "https://api.example.com/r?url=%252Fx%253Ftoken%253D\(s)"),
        Plant(testDescription: "nested query, a name the logger is told",
              url: "https://api.example.com/r?next=%2Fx%3Fticket%3D\(s)", configure: { $0.redactedQueryItems.insert("ticket") }),
        Plant(testDescription: "nested fragment", url: "https://api.example.com/r?to=https%3A%2F%2Fapp%2Fcb%23access_token%3D\(s)"),
        Plant(testDescription: "nested password", url: "https://api.example.com/r?db=https%3A%2F%2Fada%3A\(s)%40db%2F"),
        Plant(testDescription: "JSON body", body: #"{"user":"ada","password":"\#(s)"}"#),
        Plant(testDescription: "JSON body, deep", body: #"{"a":{"b":[{"refresh_token":"\#(s)"}]}}"#),
        Plant(testDescription: "JSON field the logger is told", body: #"{"badge":"\#(s)"}"#,
              configure: { $0.redactedBodyFields.insert("badge") }),
        Plant(testDescription: "JSON string holding a URL", body: #"{"next":"/x?session=\#(s)"}"#),
        Plant(testDescription: "JSON string holding an encoded URL", body: #"{"next":"%2Fx%3Fsession%3D\#(s)"}"#),
        Plant(testDescription: "JSON string holding JSON", body: #"{"echo":"{\"token\":\"\#(s)\"}"}"#),
        Plant(testDescription: "JSON that cannot be re-printed", body: #"{"password":"\#(s)","n":1e400}"#),
        Plant(testDescription: "JSON cut off", body: #"{"user":{"password":"\#(s)"#),
        Plant(testDescription: "form body", body: "a=1&token=\(s)"),
        Plant(testDescription: "form body, nested URL", body: "a=1&next=%2Fx%3Fsession%3D\(s)"),
        Plant(testDescription: "form body, a name the logger is told", body: "ticket=\(s)&a=1",
              configure: { $0.redactedQueryItems.insert("ticket") }),
        Plant(testDescription: "text body", body: "sent Authorization: Bearer \(s) upstream"),
    ]

    /// Every option set: the 128 subsets of the seven options.
    static let optionSets = (0..<128).map { RequestLogger.Options(rawValue: $0) }

    @Test(arguments: plants)
    func theSecretIsInNoLine(_ plant: Plant) {
        let request = loggedRequest(plant.url, method: "POST", headers: plant.headers, body: plant.body)
        // What a server echoing the request would answer.
        let response = HTTPResponse(statusCode: 400, url: request.url, headers: plant.headers,
                                    body: plant.body.map { Data($0.utf8) } ?? Data())
        var written = 0
        for options in Self.optionSets {
            let lines = LogLines()
            var logger = RequestLogger(options: options, sink: lines.append)
            plant.configure(&logger)
            logger.logRequest(request, attempt: 2)
            logger.logResponse(response, for: request, elapsed: .milliseconds(3))
            logger.logFailure(.transport(URLError(.timedOut)), for: request, elapsed: .milliseconds(3))
            for line in lines.lines {
                #expect(!line.contains(Self.secret), "\(options.rawValue): \(line)")
            }
            written += lines.lines.count
        }
        // 127 sets write a response and a failure line; 7 of every 8 a request line.
        #expect(written == 127 * 2 + 112)
    }

    @Test func withEverythingOnThePlantsArePrintedRedactedNotDropped() {
        for plant in Self.plants {
            let request = loggedRequest(plant.url, headers: plant.headers, body: plant.body)
            var logger = RequestLogger(options: .all, sink: { _ in })
            plant.configure(&logger)
            let message = logger.requestMessage(request) ?? ""
            #expect(message.contains("<redacted>") || message.contains("withheld"), "\(plant.testDescription): \(message)")
        }
    }
}
