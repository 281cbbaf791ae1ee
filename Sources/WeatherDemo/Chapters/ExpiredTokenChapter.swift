import Stream

/// (a) A search with an expired token: the 401 goes to the
/// `TokenRefreshHandler`, one refresh runs, the search is made again with
/// the new token, and the subscriber sees only the results.
struct ExpiredTokenChapter: StoryChapter {
    let title = "A search with an expired token"

    func play(_ story: StoryContext) -> Observable<String> {
        Observable.deferred {
            let refreshesBefore = story.refreshCount, screenMark = story.screen.mark
            let sendsBefore = story.networkLog.sends(to: "/weather/search")
            story.console.app("search “Paris” with the access token saved yesterday")
            return story.load(WeatherAPI.search("Paris")).map { cities in
                story.console.app("results: " + cities.map { "\($0.name) (\($0.country))" }.joined(separator: ", "))
                guard cities.contains(where: { $0.name == "Paris" }) else {
                    throw ChapterFailure("expected Paris among the results, got \(cities.map(\.name))")
                }
                story.cache.store(cities, for: "Paris")
                try story.expectRefreshes(1, since: refreshesBefore)
                try story.expectSends(2, to: "/weather/search", since: sendsBefore)
                try story.expectScreen(since: screenMark)
                return "401 → one refresh → the search was made again and answered; the subscriber never saw the 401"
            }
        }
    }
}
