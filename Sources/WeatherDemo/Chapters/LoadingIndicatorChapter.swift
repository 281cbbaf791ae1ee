import Stream

/// (f) The loading indicator counts requests per screen: two overlapping
/// requests of different lengths turn it on once and off once, when the
/// last one ends.
struct LoadingIndicatorChapter: StoryChapter {
    let title = "One loading indicator for a whole screen"

    func play(_ story: StoryContext) -> Observable<String> {
        Observable.deferred {
            let screenMark = story.screen.mark
            story.console.app("the Oslo screen loads its current weather and its forecast together")
            let current = story.load(WeatherAPI.current("oslo")).do(onNext: { weather in
                story.console.app("current weather arrived: \(degrees(weather.temperature)), \(weather.conditions) (still loading)")
            })
            let forecast = story.load(WeatherAPI.forecast("oslo")).do(onNext: { forecast in
                story.console.app("forecast arrived: \(forecast.days.count) days")
            })
            return Observable.zip(current, forecast) { ($0, $1) }.map { _ in
                try story.expectScreen(since: screenMark)
                return "two overlapping requests: “loading…” once, “done” once, after the last one"
            }
        }
    }
}
