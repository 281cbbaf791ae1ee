/// A subject that replays to each new subscriber the last `bufferSize`
/// elements sent (or all of them), then sends every later one.
///
/// After the subject ended, a new subscriber receives the buffered elements
/// and then the terminal event, as in RxSwift. Subscribing, disposing and
/// sending are safe from any thread; a subscriber joining while an element is
/// being sent receives every element once, in order. As in RxSwift, the
/// senders must not call `on(_:)` concurrently with each other.
///
/// `dispose()` ends it for good, as in RxSwift: the subscribers are dropped
/// without an event, the buffer is let go, later events are ignored, and a
/// new subscriber fails with `StreamError.disposed` (with no replay).
///
/// ```swift
/// let history = ReplaySubject<Int>.create(bufferSize: 2)
/// history.onNext(1)
/// history.dispose()
/// _ = history.subscribe(onError: { print($0) })  // The subject was disposed.
/// ```
// @unchecked: its only state is `core`, which keeps everything behind its lock.
public final class ReplaySubject<Element>: Observable<Element>, ObserverType, Disposable, @unchecked Sendable {
    private let core: ReplayingSubjectCore<Element>

    private init(bufferSize: Int?) {
        core = ReplayingSubjectCore(bufferSize: bufferSize, replaysAfterTermination: true)
    }

    /// A subject replaying the last `bufferSize` elements to new subscribers.
    /// A size of 0 (or less) replays nothing but the terminal event.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: max(0, bufferSize))
    }

    /// A subject replaying every element it was sent. Its memory grows with
    /// each element; prefer `create(bufferSize:)` for long-lived streams.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// `true` while at least one subscriber is connected.
    public var hasObservers: Bool { core.hasObservers }

    /// Drops every subscriber without an event, lets go of the buffer and
    /// refuses new subscribers (they fail with `StreamError.disposed`); later
    /// events are ignored. Calling it again does nothing. (As in RxSwift,
    /// `ReplaySubject` is `Disposable` but not `Cancelable`.)
    public func dispose() {
        core.dispose()
    }

    /// Keeps and sends `event`; a terminal event ends the subject (later
    /// events are ignored).
    public func on(_ event: Event<Element>) {
        core.on(event)
    }

    /// Keeps and sends `element`, without building an `Event`.
    public func onNext(_ element: Element) {
        core.onNext(element)
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        core.subscription(for: observer)
    }
}

extension ReplaySubject: ObserverChainsReporting {
    var allObserverChainsStopped: Bool { core.allObserverChainsStopped }
}
