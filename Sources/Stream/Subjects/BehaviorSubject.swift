/// A subject that holds a current value: each new subscriber receives the
/// latest element (or the initial value) at once, then every later one.
///
/// After the subject ended, a new subscriber receives the terminal event
/// alone, as in RxSwift. Subscribing, disposing and sending are safe from any
/// thread; a subscriber joining while an element is being sent receives every
/// element once, in order. As in RxSwift, the senders must not call `on(_:)`
/// concurrently with each other.
///
/// `dispose()` ends it for good, as in RxSwift: the subscribers are dropped
/// without an event, the value is let go, later events are ignored, and a new
/// subscriber fails with `StreamError.disposed`, as `value()` does.
///
/// ```swift
/// let state = BehaviorSubject(value: "idle")
/// state.dispose()
/// print(state.isDisposed, (try? state.value()) == nil)  // true true
/// ```
// @unchecked: its only state is `core`, which keeps everything behind its lock.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    private let core = ReplayingSubjectCore<Element>(bufferSize: 1, replaysAfterTermination: false)

    /// A subject whose current value is `value` until the first element arrives.
    public init(value: Element) {
        core.onNext(value)
    }

    /// `true` while at least one subscriber is connected.
    public var hasObservers: Bool { core.hasObservers }

    /// `true` once `dispose()` has been called.
    public var isDisposed: Bool { core.isDisposed }

    /// Drops every subscriber without an event, lets go of the value and
    /// refuses new subscribers (they fail with `StreamError.disposed`); later
    /// events are ignored. Calling it again does nothing.
    public func dispose() {
        core.dispose()
    }

    /// The current value: the latest element, or the initial value.
    ///
    /// Throws the error the subject failed with, or `StreamError.disposed`
    /// once it was disposed (even after an error). After completion it still
    /// returns the last value (RxSwift's `value()` does the same).
    public func value() throws -> Element {
        // The buffer always holds the initial value or a later element.
        try core.latest()!
    }

    /// Makes `event` the current state: `.next` replaces the value and is sent
    /// to every subscriber; a terminal event ends the subject (later events
    /// are ignored).
    public func on(_ event: Event<Element>) {
        core.on(event)
    }

    /// Replaces the value and sends it, without building an `Event`.
    public func onNext(_ element: Element) {
        core.onNext(element)
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        core.subscription(for: observer)
    }
}

extension BehaviorSubject: ObserverChainsReporting {
    var allObserverChainsStopped: Bool { core.allObserverChainsStopped }
}
