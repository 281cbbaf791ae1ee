/// A `PublishSubject` that never ends: `accept(_:)` sends an element to
/// every current subscriber, and nothing can fail or complete it (RxRelay's
/// `PublishRelay`). For state that UI code observes, where an error or a
/// completion would silently stop every binding.
///
/// Accepting, subscribing and disposing are safe from any thread; as with a
/// subject, the senders must not call `accept` concurrently with each other.
// @unchecked: its only state is the subject, which is thread-safe.
public final class PublishRelay<Element>: Observable<Element>, @unchecked Sendable {
    private let subject = PublishSubject<Element>()

    /// A relay with no subscribers.
    public override init() {}

    /// Sends `element` to every current subscriber.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Whether anyone is subscribed (for tests; RxRelay has no such member).
    var hasObservers: Bool { subject.hasObservers }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        subject.run(observer)
    }
}
