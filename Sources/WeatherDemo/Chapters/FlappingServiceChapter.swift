import Stream

/// (b) A flapping backend: the forecast answers 503 twice, and `APIClient`'s
/// `RetryPolicy` tries again after an exponential backoff each time.
struct FlappingServiceChapter: StoryChapter {
    let title = "A flapping forecast service, retried with exponential backoff"

    func play(_ story: StoryContext) -> Observable<String> {
        Observable.deferred {
            let policy = story.retryPolicy
            let planned = (1..<policy.maxAttempts).map { policy.backoff.delay(forRetry: $0) }
            story.console.app("retry policy: \(policy.maxAttempts) attempts at most, waiting "
                + planned.map(\.milliseconds).joined(separator: ", ") + " between them")
            let screenMark = story.screen.mark
            let path = "/weather/forecast/lyon"
            let sendsBefore = story.networkLog.sends(to: path)
            let waitsBefore = story.networkLog.retryWaits(for: path).count
            story.console.app("load the forecast for Lyon")
            return story.load(WeatherAPI.forecast("lyon")).map { forecast in
                let days = forecast.days.map { "\($0.day) \(degrees($0.high))" }.joined(separator: ", ")
                story.console.app("forecast for \(forecast.city): \(days)")
                try story.expectSends(3, to: path, since: sendsBefore)
                let waits = Array(story.networkLog.retryWaits(for: path).dropFirst(waitsBefore))
                guard waits.count == 2, zip(waits, planned).allSatisfy({ waited, backoff in waited >= backoff }) else {
                    throw ChapterFailure("expected two waits of at least \(planned.prefix(2).map(\.milliseconds)), "
                        + "measured \(waits.map(\.milliseconds))")
                }
                try story.expectScreen(since: screenMark)
                return "503, 503, 200: retried after waits of \(waits.map(\.milliseconds).joined(separator: " and ")); "
                    + "the subscriber saw only the forecast"
            }
        }
    }
}
