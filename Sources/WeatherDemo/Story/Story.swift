import Stream

/// The demo's story: the chapters in order, each checking its outcome. It
/// stops at the first chapter that fails or does not finish in time (later
/// chapters build on earlier ones: the cache, the session).
struct Story {
    static let chapters: [any StoryChapter] = [
        ExpiredTokenChapter(),
        FlappingServiceChapter(),
        CityNotFoundChapter(),
        OfflineCacheChapter(),
        SharedRefreshChapter(),
        LoadingIndicatorChapter(),
    ]

    let context: StoryContext

    /// Tells the story, then calls `finished` once, on the observe scheduler.
    @discardableResult
    func tell(finished: @escaping (StoryOutcome) -> Void) -> any Disposable {
        let console = context.console, environment = context.environment
        let chapters = Self.chapters
        let current = Locked(0)
        console.plain("requester-demo: a weather app's requests, end to end")
        console.plain("Against \(environment.summary).")
        console.plain("Each line: [\(environment.timeKind) since the start] who  what. Who: app = the story, "
            + "screen = the Presentable, net = APIClient's RequestLogger, auth = the token refresh, "
            + "check = a chapter's verdict.")
        let played = chapters.enumerated().map { index, chapter in
            Observable<String>.deferred { [context] in
                current.withLock { $0 = index + 1 }
                console.plain("")
                console.plain("── \(index + 1). \(chapter.title)")
                return chapter.play(context)
                    .timeout(environment.chapterTimeLimit, scheduler: environment.timeScheduler)
                    .take(1)
                    .observeOn(environment.observeScheduler)
                    .do(onNext: { verdict in console.line("check", "✓ " + verdict) })
            }
        }
        return Observable.concat(played).subscribe(
            onError: { error in
                let number = current.withLock { $0 }
                let title = chapters[number - 1].title
                let reason = error is StreamError
                    ? "it did not finish within \(environment.chapterTimeLimit.seconds)"
                    : describe(error)
                console.line("check", "✗ " + reason)
                console.plain("")
                console.plain("The story stopped at chapter \(number) (\(title)): \(reason).")
                if let hint = environment.failureHint { console.plain(hint) }
                finished(.failed(chapter: number, reason: reason))
            },
            onCompleted: {
                let elapsed = environment.clock.elapsed
                console.plain("")
                console.plain("The story is complete: all \(chapters.count) chapters behaved as expected, "
                    + "in \(elapsed.seconds) of \(environment.timeKind).")
                finished(.complete)
            })
    }
}

/// How the story ended.
enum StoryOutcome: Equatable {
    /// Every chapter behaved as expected.
    case complete
    /// Chapter `chapter` (from 1) failed for `reason`.
    case failed(chapter: Int, reason: String)
}
