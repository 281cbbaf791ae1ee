import Handlers
import Requester
import Stream

/// (c) A 404: the `CityNotFoundHandler` (a `StatusCodeHandler`) shows
/// "City not found"; the subscriber still receives the error.
struct CityNotFoundChapter: StoryChapter {
    let title = "A city that does not exist"

    func play(_ story: StoryContext) -> Observable<String> {
        Observable.deferred {
            let screenMark = story.screen.mark
            let path = "/weather/current/atlantis"
            let sendsBefore = story.networkLog.sends(to: path)
            story.console.app("load the weather in Atlantis")
            return story.load(WeatherAPI.current("atlantis"))
                .map { weather -> String in
                    throw ChapterFailure("expected a 404 for Atlantis, got \(weather)")
                }
                .catchError { error in
                    if error is ChapterFailure { throw error }
                    guard case .status(let httpError)? = error as? RequestError, httpError.statusCode == 404 else {
                        throw ChapterFailure("expected a 404 for Atlantis, got: \(describe(error))")
                    }
                    story.console.app("the subscriber receives the 404 as well, after the handler spoke")
                    try story.expectSends(1, to: path, since: sendsBefore)
                    try story.expectScreen(since: screenMark, showedErrors: ["City not found: atlantis"])
                    return .just("404 → “City not found” on screen, said by a StatusCodeHandler; not retried")
                }
        }
    }
}
