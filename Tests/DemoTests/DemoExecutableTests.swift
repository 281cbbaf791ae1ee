import Foundation
import RequesterTestSupport
import Testing
@testable import WeatherDemo

/// The built `requester-demo`, run as a user runs it.
@Suite("requester-demo executable", .serialized)
struct DemoExecutableTests {
    @Test func virtualPrintsTheStoryAndExitsZero() throws {
        let run = try DemoExecutable.run(["--virtual"])
        #expect(run.exitCode == 0)
        // The same story, line for line, as told in-process.
        #expect(run.output == StoryTranscript.virtual().text)
        #expect(run.errorOutput.isEmpty)
    }

    @Test func plainRunUsesRealTimeOnTheMainQueueAndEndsWithinSeconds() throws {
        let run = try DemoExecutable.run([], within: .seconds(20))
        #expect(run.exitCode == 0, "\(run.output)\(run.errorOutput)")
        #expect(run.output.contains("Against the embedded weather API (StubTransport), in real time."))
        #expect(run.output.contains("The story is complete: all 6 chapters behaved as expected"))
        #expect(run.duration < .seconds(10))
    }

    @Test func helpPrintsTheUsageAndExitsZero() throws {
        let run = try DemoExecutable.run(["--help"])
        #expect(run.exitCode == 0)
        #expect(run.output.hasPrefix("usage: requester-demo [--virtual | --base-url URL] [--help]"))
    }

    @Test(arguments: [["--bogus"], ["--base-url"], ["--virtual", "--base-url", "http://127.0.0.1:1"]])
    func badFlagsPrintTheUsageAndExitSixtyFour(arguments: [String]) throws {
        let run = try DemoExecutable.run(arguments)
        #expect(run.exitCode == 64)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput.hasPrefix("requester-demo: "))
        #expect(run.errorOutput.contains("usage: requester-demo"))
    }

    @Test func anUnreachableServerFailsWithAClearMessage() throws {
        // Port 1: nothing listens, the connection is refused at once.
        let run = try DemoExecutable.run(["--base-url", "http://127.0.0.1:1"])
        #expect(run.exitCode == 1)
        #expect(run.output.contains(
            "The story stopped at chapter 1 (A search with an expired token): no response: could not connect to the server."))
        #expect(run.output.contains("The story expects the weather API of Tests/Fixtures/server.py"))
    }
}
