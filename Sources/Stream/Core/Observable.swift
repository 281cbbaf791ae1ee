/// A stream of elements: a recipe that runs each time it is subscribed.
///
/// Build one with `create`, `just`, `from`… or an operator, then `subscribe`.
/// Subjects and `TestableObservable` are subclasses.
public class Observable<Element> {
    @usableFromInline init() {}

    /// Connects `observer` and returns the subscription. Every subclass
    /// overrides this; the returned disposable is usually the operator's sink.
    @usableFromInline
    func run(_ observer: ObserverNode<Element>) -> any Disposable {
        fatalError("abstract: \(Self.self).run")
    }

    /// Subscribes `observer`; it receives events until the stream ends or the
    /// returned disposable is disposed.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        if let node = observer as? ObserverNode<Element> {
            return run(node)
        }
        let subscriber = ObserverSubscriber(observer)
        subscriber.setUpstream(run(subscriber))
        return SubscriptionHandle(subscriber)
    }

    /// Subscribes with closures, each optional. `onDisposed` runs once, after
    /// the terminal event or on disposal.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        let subscriber = ClosureSubscriber(
            onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        subscriber.setUpstream(run(subscriber))
        return SubscriptionHandle(subscriber)
    }

    /// This stream as a plain `Observable` (hides a subject's observer side).
    public func asObservable() -> Observable<Element> { self }
}

/// Forwards to a user's `ObserverType`, enforcing the grammar. The observer
/// is released after the terminal event (which the grammar serializes with
/// `onNext`); after `dispose()` it goes when the node does.
final class ObserverSubscriber<Observer: ObserverType>: SubscriptionNode<Observer.Element>, @unchecked Sendable {
    private var observer: Observer?

    init(_ observer: Observer) {
        self.observer = observer
    }

    override var enforcesGrammar: Bool { true }

    override func onNext(_ element: Observer.Element) {
        guard !isStopped else { return }
        observer?.on(.next(element))
    }

    override func onError(_ error: any Error) {
        guard stop() else { return }
        let observer = self.observer
        self.observer = nil
        observer?.on(.error(error))
        tearDown()
    }

    override func onCompleted() {
        guard stop() else { return }
        let observer = self.observer
        self.observer = nil
        observer?.on(.completed)
        tearDown()
    }
}

/// The subscriber behind `subscribe(onNext:onError:onCompleted:onDisposed:)`.
///
/// The event closures are released after the terminal event, which the
/// grammar serializes with `onNext`; `dispose()` cannot clear them safely
/// (an element may be in flight on another thread), so after a disposal they
/// go when the node does: `SubscriptionHandle` lets go of it and upstream
/// drops it.
final class ClosureSubscriber<Element>: SubscriptionNode<Element>, @unchecked Sendable {
    // Touched only by event delivery (serialized by the grammar).
    private var onNextHandler: ((Element) -> Void)?
    private var onErrorHandler: ((any Error) -> Void)?
    private var onCompletedHandler: (() -> Void)?
    // Touched only by the single winner of `stop()`.
    private var onDisposedHandler: (() -> Void)?

    init(
        onNext: ((Element) -> Void)?, onError: ((any Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
    ) {
        onNextHandler = onNext
        onErrorHandler = onError
        onCompletedHandler = onCompleted
        onDisposedHandler = onDisposed
    }

    override var enforcesGrammar: Bool { true }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        onNextHandler?(element)
    }

    override func onError(_ error: any Error) {
        guard stop() else { return }
        let onError = onErrorHandler
        releaseEventHandlers()
        if let onError {
            onError(error)
        } else {
            StreamHooks.unhandledError(error)
        }
        tearDown()
    }

    override func onCompleted() {
        guard stop() else { return }
        let onCompleted = onCompletedHandler
        releaseEventHandlers()
        onCompleted?()
        tearDown()
    }

    private func releaseEventHandlers() {
        onNextHandler = nil
        onErrorHandler = nil
        onCompletedHandler = nil
    }

    override func disposeResources() {
        let onDisposed = onDisposedHandler
        onDisposedHandler = nil
        onDisposed?()
    }
}
