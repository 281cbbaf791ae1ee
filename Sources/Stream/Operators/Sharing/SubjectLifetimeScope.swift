/// How long the replay buffer of `share(replay:scope:)` lives: the lifetime
/// of one connection to the source, or of the shared stream itself.
public enum SubjectLifetimeScope: Sendable, Equatable, Hashable {
    /// Each connection to the source has its own buffer, dropped when the
    /// last subscriber leaves or the source ends; a later subscriber starts
    /// afresh and subscribes the source again. The default, and what
    /// `retry` and `concat` after `share` expect.
    case whileConnected

    /// One buffer for every connection: a subscriber arriving after a
    /// disconnect first gets what the previous connection left in it. Once
    /// the source ended, every later subscriber gets the buffer and the
    /// terminal event, and the source is never subscribed again.
    case forever
}
