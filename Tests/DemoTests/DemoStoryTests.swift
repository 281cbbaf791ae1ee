import Foundation
import Requester
import Stream
import Testing
@testable import WeatherDemo

/// The demo's story told in virtual time, in-process: each chapter's
/// outcome, at the virtual times the stub's latency (50 ms) and the retry
/// policy (200 ms, 400 ms) fix.
@Suite("requester-demo story (virtual time)")
struct DemoStoryTests {
    let story = StoryTranscript.virtual()

    @Test func theStoryCompletesAndExitsZero() {
        #expect(story.exitCode == 0)
        #expect(story.lines.count(containing: "check  ✓") == 6)
        #expect(story.lines.count(containing: "✗") == 0)
        #expect(story.lines.last == "The story is complete: all 6 chapters behaved as expected, in 1.300 s of virtual time.")
    }

    @Test func theStoryIsTheSameEveryTime() {
        #expect(StoryTranscript.virtual().lines == story.lines)
    }

    @Test func anExpiredTokenIsRefreshedOnceAndTheSearchResumed() {
        let chapter = story.chapter(1)
        #expect(chapter.contains("[ 0.050s] net    <-- 401 GET https://weather.example.com/weather/search?q=Paris"))
        #expect(chapter.count(containing: "auth   access token rejected: refresh #") == 1)
        #expect(chapter.contains("[ 0.100s] net    --> GET https://weather.example.com/weather/search?q=Paris"))
        #expect(chapter.contains("[ 0.150s] app    results: Paris (FR)"))
        #expect(chapter.last?.contains("✓") == true)
    }

    @Test func aFlappingServiceIsRetriedWithExponentialBackoff() {
        let chapter = story.chapter(2)
        #expect(chapter.count(containing: "<-- 503 GET https://weather.example.com/weather/forecast/lyon") == 2)
        #expect(chapter.contains(
            "[ 0.400s] net    --> GET https://weather.example.com/weather/forecast/lyon (attempt 2)   (after a 200 ms backoff)"))
        #expect(chapter.contains(
            "[ 0.850s] net    --> GET https://weather.example.com/weather/forecast/lyon (attempt 3)   (after a 400 ms backoff)"))
        #expect(chapter.contains("[ 0.900s] net    <-- 200 GET https://weather.example.com/weather/forecast/lyon"))
        #expect(chapter.last?.contains("✓ 503, 503, 200: retried after waits of 200 ms and 400 ms") == true)
    }

    @Test func aNotFoundBecomesCityNotFoundOnScreen() {
        let chapter = story.chapter(3)
        #expect(chapter.contains("[ 0.950s] screen shows “City not found: atlantis”"))
        #expect(chapter.count(containing: "--> GET") == 1)  // a 404 is not retried
        #expect(chapter.last?.contains("✓") == true)
    }

    @Test func offlineIsShownByTheConnectivityHandlerAndAnsweredFromTheCache() {
        let chapter = story.chapter(4)
        #expect(chapter.count(containing: "transport error -1009 (not connected to the internet)") == 1)
        let shown = chapter.index(containing: "screen shows “You are offline”")
        let cached = chapter.index(containing: "app    results (cached): Paris")
        #expect(shown != nil && cached != nil && shown! < cached!)
        #expect(chapter.last?.contains("✓") == true)
    }

    @Test func concurrentRequestsShareOneRefresh() {
        let chapter = story.chapter(5)
        #expect(chapter.count(containing: "<-- 401 GET") == 3)
        #expect(chapter.count(containing: "auth   access token rejected") == 1)
        #expect(chapter.count(containing: "--> POST https://weather.example.com/weather/auth/refresh") == 1)
        #expect(chapter.count(containing: "<-- 200 GET https://weather.example.com/weather/current/") == 3)
        #expect(chapter.count(containing: "screen loading…") == 1)
        #expect(chapter.count(containing: "screen done") == 1)
        #expect(chapter.last?.contains("✓") == true)
    }

    @Test func theLoadingIndicatorGoesOnAndOffOnceForOverlappingRequests() {
        let chapter = story.chapter(6)
        #expect(chapter.count(containing: "screen loading…") == 1)
        #expect(chapter.count(containing: "screen done") == 1)
        let firstArrival = chapter.index(containing: "current weather arrived")
        let done = chapter.index(containing: "screen done")
        #expect(firstArrival != nil && done != nil && firstArrival! < done!)
        #expect(chapter.contains("[ 1.300s] screen done"))
        #expect(chapter.last?.contains("✓") == true)
    }

    // MARK: A story that goes wrong says where, and exits 1

    @Test func aChapterWhoseOutcomeIsWrongStopsTheStoryWithExitOne() {
        // A server that keeps rejecting the token: the refresh does not help.
        let failing = StoryTranscript.virtual { scheduler in
            let stub = WeatherStub.transport(scheduler: scheduler)
            stub.stub("GET", "/weather/search", .json(#"{"status": 401}"#, status: 401))
            return stub
        }
        #expect(failing.exitCode == 1)
        #expect(failing.lines.count(containing: "check  ✗") == 1)
        #expect(failing.lines.contains {
            $0.hasPrefix("The story stopped at chapter 1 (A search with an expired token): HTTP 401")
        })
        #expect(failing.chapter(2).isEmpty)
    }

    @Test func aChapterThatNeverEndsTimesOut() {
        let stuck = StoryTranscript.virtual { scheduler in
            let stub = WeatherStub.transport(scheduler: scheduler)
            stub.stub("GET", "/weather/current/atlantis", .status(404).delayed(by: .seconds(3600)))
            return stub
        }
        #expect(stuck.exitCode == 1)
        #expect(stuck.lines.contains(
            "The story stopped at chapter 3 (A city that does not exist): it did not finish within 10.000 s."))
    }
}
