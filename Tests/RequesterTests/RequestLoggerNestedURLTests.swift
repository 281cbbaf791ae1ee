import Foundation
import Handlers
import Requester
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URL inside a query value, percent-encoded or not, is
/// redacted as the same URL inside a body is, by the same mechanism.
@Suite("RequestLogger: URLs nested in query values, headers and bodies")
struct RequestLoggerNestedURLTests {
    let logger = RequestLogger(options: .all, sink: { _ in })

    func firstLine(_ url: String) -> String? {
        RequestLogger(options: [.requestURL], sink: { _ in }).requestMessage(loggedRequest(url))
    }

    @Test func aTokenInAURLInAQueryValueIsRedacted() {
        #expect(firstLine("https://api.example.com/redirect-to?url=/x?access_token=SECRET&page=2")
                == "--> GET https://api.example.com/redirect-to?url=/x?access_token=<redacted>&page=2")
    }

    @Test func aTokenInAPercentEncodedURLInAQueryValueIsRedacted() {
        #expect(firstLine("https://api.example.com/redirect-to?url=%2Fx%3Faccess_token%3DSECRET&page=2")
                == "--> GET https://api.example.com/redirect-to?url=%2Fx%3Faccess_token%3D<redacted>&page=2")
        #expect(firstLine("https://api.example.com/login?next=https%3A%2F%2Fapp.example.com%2Fcb%3Fstate%3Dok%26code%3D1%26id_token%3DSECRET")
                == "--> GET https://api.example.com/login?next=https%3A%2F%2Fapp.example.com%2Fcb%3Fstate%3Dok%26code%3D<redacted>%26id_token%3D<redacted>")
    }

    @Test func encodedTwiceOrNestedTwiceIsRedactedToo() {
        let twice = firstLine("https://api.example.com/r?url=%252Fx%253Fpassword%253DSECRET") ?? ""
        #expect(!twice.contains("SECRET"), "\(twice)")
        let nested = firstLine("https://api.example.com/r?a=/b?c=/d?token=SECRET") ?? ""
        #expect(nested == "--> GET https://api.example.com/r?a=/b?c=/d?token=<redacted>", "\(nested)")
    }

    @Test func aTokenInAURLFragmentInAQueryValueIsRedacted() {
        #expect(firstLine("https://api.example.com/r?to=https%3A%2F%2Fapp%2Fcb%23access_token%3DSECRET%26state%3Dx")
                == "--> GET https://api.example.com/r?to=https%3A%2F%2Fapp%2Fcb%23access_token%3D<redacted>%26state%3Dx")
    }

    @Test func aPasswordInAURLInAQueryValueIsRedacted() {
        let line = firstLine("https://api.example.com/r?to=https%3A%2F%2Fada%3ASECRET%40db.example.com%2F") ?? ""
        #expect(!line.contains("SECRET"), "\(line)")
        #expect(line.contains("ada"), "\(line)")
    }

    @Test func aSessionInAURLIsRedactedInTheQueryAndInTheBodyAlike() {
        let query = firstLine("https://api.example.com/r?next=%2Fx%3Fsession%3DSECRET-Q") ?? ""
        let json = logger.requestMessage(loggedRequest("https://api.example.com/r", body: #"{"next": "/x?session=SECRET-J"}"#)) ?? ""
        let form = logger.requestMessage(loggedRequest("https://api.example.com/r", body: "next=%2Fx%3Fsession%3DSECRET-F&a=1")) ?? ""
        for message in [query, json, form] {
            #expect(!message.contains("SECRET"), "\(message)")
            #expect(message.contains("session"), "\(message)")
        }
    }

    @Test func aSessionQueryItemIsRedactedByDefault() {
        #expect(firstLine("https://api.example.com/feed?session=SECRET&page=2")
                == "--> GET https://api.example.com/feed?session=<redacted>&page=2")
    }

    @Test func aTokenInALocationHeaderIsRedacted() {
        let response = HTTPResponse(statusCode: 302, headers: ["Location": "https://app.example.com/cb#access_token=SECRET&state=ok"])
        let message = logger.responseMessage(response, for: loggedRequest("https://api.example.com/authorize"), elapsed: .zero) ?? ""
        #expect(message.contains("Location: https://app.example.com/cb#access_token=<redacted>&state=ok"), "\(message)")
    }

    @Test func urlsWithoutSecretsPrintAsTheyCame() {
        for url in [
            "https://api.example.com/r?url=/x?page=2&q=a%20b",
            "https://api.example.com/r?next=%2Fx%3Fpage%3D2",
            "https://api.example.com/r?q=a=b&empty=&flag",
            "https://api.example.com/search?filter=%7B%22name%22%3A%22ada%22%7D",
        ] {
            #expect(firstLine(url) == "--> GET " + url)
        }
        let body = #"{"links":["https://example.com/a?b=c#d","/x?y=1&z=2","mailto:ada@example.com"]}"#
        #expect(logger.requestMessage(loggedRequest("https://api.example.com/r", body: body))?.hasSuffix("    " + body) == true)
    }

    @Test func aCombiningMarkAfterADelimiterDoesNotHideWhatFollows() {
        // `=` then U+0301 is one Character but two scalars; a server splits at the `=`.
        for body in ["a=1&token=\u{301}SECRET", "Bearer \u{301}SECRET", #"{"next":"/x?token=\#u{301}SECRET"}"#,
                     "a=1&\u{301}x=1&password=\u{301}SECRET"] {
            let message = logger.requestMessage(loggedRequest("https://api.example.com/r", body: body)) ?? ""
            #expect(!message.contains("SECRET"), "\(message)")
        }
        let encoded = firstLine("https://api.example.com/r?next=%2Fx%3Ftoken%3D%CC%81SECRET") ?? ""
        #expect(!encoded.contains("SECRET"), "\(encoded)")
    }

    @Test func urlsAndFormsInProseAreRedacted() {
        let body = "invalid token=SECRET-1 for ada@example.com; see https://app.example.com/cb?session=SECRET-2 again"
        let message = logger.requestMessage(loggedRequest("https://api.example.com/r", body: body)) ?? ""
        #expect(message.hasSuffix(
            "    invalid token=<redacted> for ada@example.com; see https://app.example.com/cb?session=<redacted> again"),
            "\(message)")
        let response = HTTPResponse(statusCode: 200, headers: [
            "Link": "<https://api.example.com/items?page=2&access_token=SECRET-3>; rel=\"next\"",
            "Content-Type": "text/plain; charset=utf-8",
        ])
        let answer = logger.responseMessage(response, for: loggedRequest("https://api.example.com/r"), elapsed: .zero) ?? ""
        #expect(!answer.contains("SECRET"), "\(answer)")
        #expect(answer.contains("Content-Type: text/plain; charset=utf-8"), "\(answer)")
    }

    @Test func deepNestingIsReplacedWhole() {
        let deep = "https://api.example.com/r?a=" + String(repeating: "/b?c=", count: 5_000) + "SECRET"
        let line = firstLine(deep) ?? ""
        #expect(!line.contains("SECRET"))
        #expect(line.hasPrefix("--> GET https://api.example.com/r?a="))
        let encoded = (0..<40).reduce("/x?token=SECRET") { text, _ in
            text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
        }
        let encodedLine = firstLine("https://api.example.com/r?a=" + encoded) ?? ""
        #expect(!encodedLine.contains("SECRET"))
    }
}
