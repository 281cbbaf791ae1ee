import Foundation
import Handlers
import Requester
import Stream

/// (d) Offline: the request fails with `URLError.notConnectedToInternet`,
/// the `ConnectivityHandler` (an `NSErrorHandler`) says so, and the
/// subscriber answers from the cache with `catchError`.
struct OfflineCacheChapter: StoryChapter {
    let title = "Offline: the connectivity handler speaks, the cache answers"

    func play(_ story: StoryContext) -> Observable<String> {
        Observable.deferred {
            let screenMark = story.screen.mark
            var caught: (any Error)?
            story.network.isOnline = false
            story.console.app("the phone loses its connection; search “Paris” again")
            return story.load(WeatherAPI.search("Paris"))
                .catchError { error in
                    caught = error
                    guard let cached = story.cache.results(for: "Paris") else { throw error }
                    story.console.app("the request failed (\(describe(error))); answering from the cache")
                    return .just(cached)
                }
                .map { cities in
                    story.console.app("results (cached): " + cities.map(\.name).joined(separator: ", "))
                    guard case .transport(let urlError)? = caught as? RequestError,
                          urlError.code == .notConnectedToInternet else {
                        throw ChapterFailure("expected the search to fail offline, it "
                            + (caught.map { "failed with \(describe($0))" } ?? "succeeded"))
                    }
                    guard cities == story.cache.results(for: "Paris") else {
                        throw ChapterFailure("expected the cached results, got \(cities.map(\.name))")
                    }
                    try story.expectScreen(since: screenMark, showedErrors: ["You are offline"])
                    return "offline → “You are offline” by an NSErrorHandler; catchError answered from the cache"
                }
                .do(onDispose: {
                    story.network.isOnline = true
                    story.console.app("the connection is back")
                })
        }
    }
}
