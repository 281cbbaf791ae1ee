import Stream

/// (e) Three requests at once meet an expired token: one refresh serves
/// them all, and each is made again once.
struct SharedRefreshChapter: StoryChapter {
    let title = "Three requests at once share one refresh"

    private static let cities = ["paris", "berlin", "tokyo"]

    func play(_ story: StoryContext) -> Observable<String> {
        Observable.deferred {
            story.console.app("later, the access token expires (the server is asked to age it now)")
            return story.client.request(WeatherAPI.expireAccessToken).flatMap { _ -> Observable<String> in
                let refreshesBefore = story.refreshCount, screenMark = story.screen.mark
                story.console.app("three panels load Paris, Berlin and Tokyo at the same time")
                let panels = Self.cities.map { story.load(WeatherAPI.current($0)) }
                return Observable<[CurrentWeather]>.zip(panels).map { weathers in
                    for weather in weathers {
                        story.console.app("\(weather.city): \(degrees(weather.temperature)), \(weather.conditions)")
                    }
                    guard weathers.map({ $0.city.lowercased() }) == Self.cities else {
                        throw ChapterFailure("expected the weather in \(Self.cities), got \(weathers.map(\.city))")
                    }
                    try story.expectRefreshes(1, since: refreshesBefore)
                    try story.expectScreen(since: screenMark)
                    return "3 requests, 3 × 401, 1 shared refresh, 3 answers; loading on and off once"
                }
            }
        }
    }
}
