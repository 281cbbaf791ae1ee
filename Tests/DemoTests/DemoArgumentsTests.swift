import Foundation
import Testing
@testable import WeatherDemo

@Suite("requester-demo arguments")
struct DemoArgumentsTests {
    @Test func noArgumentsTellTheStubbedStoryInRealTime() {
        #expect(DemoArguments.parse([]) == .success(.run(.stubbed)))
    }

    @Test func virtualTellsItInVirtualTime() {
        #expect(DemoArguments.parse(["--virtual"]) == .success(.run(.virtual)))
    }

    @Test func baseURLTakesTheNextArgumentOrAnEqualsSign() {
        let url = URL(string: "http://127.0.0.1:8080")!
        #expect(DemoArguments.parse(["--base-url", "http://127.0.0.1:8080"]) == .success(.run(.server(url))))
        #expect(DemoArguments.parse(["--base-url=http://127.0.0.1:8080"]) == .success(.run(.server(url))))
    }

    @Test func helpWinsOverEverythingElse() {
        #expect(DemoArguments.parse(["--help"]) == .success(.help))
        #expect(DemoArguments.parse(["-h"]) == .success(.help))
        #expect(DemoArguments.parse(["--virtual", "--help"]) == .success(.help))
    }

    @Test(arguments: [
        (["--bogus"], "unknown argument “--bogus”"),
        (["virtual"], "unknown argument “virtual”"),
        (["--base-url"], "--base-url needs a URL"),
        (["--base-url", "--virtual"], "--base-url needs a URL"),
        (["--base-url", "ftp://example.com"], "needs an http(s) URL with a host"),
        (["--base-url", "localhost:8080"], "needs an http(s) URL with a host"),
        (["--virtual", "--base-url", "http://127.0.0.1:1"], "cannot be combined"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) throws {
        guard case .failure(let error) = DemoArguments.parse(arguments) else {
            Issue.record("\(arguments) parsed")
            return
        }
        #expect(error.message.contains(message))
    }

    /// The story prints its base URL; a user, a password or a query in it
    /// (secrets, possibly) are left out.
    @Test func thePrintedBaseURLHoldsNoCredentials() throws {
        let url = try #require(URL(string: "http://ada:hunter2@127.0.0.1:8080/api?key=k-SECRET"))
        #expect(StoryEnvironment.printable(url) == "http://127.0.0.1:8080/api")
    }
}
