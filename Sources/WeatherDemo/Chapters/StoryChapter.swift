import Stream

/// One chapter of the story: it does something a weather app does, prints
/// what happens, and checks that the outcome is the expected one.
protocol StoryChapter: Sendable {
    /// The chapter's heading.
    var title: String { get }

    /// Plays the chapter on `story`: emits one line saying what was shown to
    /// be true, then completes; or fails, with a `ChapterFailure` saying what
    /// was expected and what happened instead.
    func play(_ story: StoryContext) -> Observable<String>
}

/// A chapter's outcome was not the expected one.
struct ChapterFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
