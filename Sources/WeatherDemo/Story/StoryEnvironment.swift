import Foundation
import Requester
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where and in what time the story runs: the server (the embedded stub or
/// a real one), the schedulers, and the clock the lines are stamped with.
struct StoryEnvironment {
    /// Where the weather API lives.
    let baseURL: URL
    /// What sends the requests (before the network switch wraps it).
    let transport: any Transport
    /// Where results and the screen's calls are delivered.
    let observeScheduler: any SchedulerType
    /// Where requests start.
    let subscribeScheduler: any SchedulerType
    /// Where retry waits, the token refresh budget and chapter time limits are measured.
    let timeScheduler: any SchedulerType
    /// The story's time.
    let clock: StoryClock
    /// How long a chapter may take before it fails.
    let chapterTimeLimit: Duration
    /// What the story runs against, for its first lines.
    let summary: String
    /// What time the clock tells: "virtual time" or "wall-clock time".
    let timeKind: String
    /// Said after a failure: what the story needs from where it runs.
    let failureHint: String?

    /// Everything on one `TestScheduler`: the whole story runs in virtual
    /// time when the scheduler is started. `transport` answers instead of the
    /// embedded stub (the tests script failures with it).
    static func virtual(_ scheduler: TestScheduler, transport: (any Transport)? = nil) -> StoryEnvironment {
        StoryEnvironment(
            baseURL: WeatherStub.baseURL,
            transport: transport ?? WeatherStub.transport(scheduler: scheduler),
            observeScheduler: scheduler,
            subscribeScheduler: scheduler,
            timeScheduler: scheduler,
            clock: .virtual(scheduler),
            chapterTimeLimit: .seconds(10),
            summary: "the embedded weather API (StubTransport), in virtual time",
            timeKind: "virtual time",
            failureHint: nil)
    }

    /// The embedded stub in real time, on the schedulers an app uses:
    /// results on the main queue, requests started in the background.
    static func stubbed() -> StoryEnvironment {
        live(baseURL: WeatherStub.baseURL, transport: WeatherStub.transport(scheduler: nil),
             summary: "the embedded weather API (StubTransport), in real time", failureHint: nil)
    }

    /// A real server at `baseURL` (Tests/Fixtures/server.py serves the
    /// weather routes), over URLSession, in real time.
    static func server(_ baseURL: URL) -> StoryEnvironment {
        let session = URLSession(configuration: .ephemeral)
        let shown = printable(baseURL)
        return live(
            baseURL: baseURL, transport: URLSessionTransport(session: session),
            summary: "the server at \(shown), in real time",
            failureHint: "The story expects the weather API of Tests/Fixtures/server.py at \(shown) "
                + "(start it with `python3 Tests/Fixtures/server.py`: it prints its port).")
    }

    /// `url` as the story prints it: without a user, a password or a query,
    /// which may hold secrets (the request log redacts them too).
    static func printable(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return "(the given URL)" }
        components.user = nil
        components.password = nil
        components.query = nil
        return components.string ?? "(the given URL)"
    }

    private static func live(
        baseURL: URL, transport: any Transport, summary: String, failureHint: String?
    ) -> StoryEnvironment {
        StoryEnvironment(
            baseURL: baseURL,
            transport: transport,
            observeScheduler: MainScheduler.instance,
            subscribeScheduler: RequestOptions.backgroundScheduler,
            timeScheduler: RetryPolicy.defaultScheduler,
            clock: .wallClock(),
            chapterTimeLimit: .seconds(10),
            summary: summary,
            timeKind: "wall-clock time",
            failureHint: failureHint)
    }
}
