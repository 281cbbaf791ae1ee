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
        return subscriber.connect(to: self)
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
        return subscriber.connect(to: self)
    }

    /// Subscribes `observer` and returns its subscriber itself as the
    /// disposable, without the handle `subscribe(_:)` adds.
    ///
    /// For library code in this package that lets go of the disposable once
    /// the subscription ended or was disposed (the handle exists to release
    /// what a caller's observer holds while the caller keeps the disposable;
    /// such code keeps nothing): one allocation less per subscription.
    package func subscribeWithoutHandle<Observer: DirectObserver>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        let subscriber = DirectSubscriber(observer)
        subscriber.setUpstream(run(subscriber))
        return subscriber
    }

    /// This stream as a plain `Observable` (hides a subject's observer side).
    public func asObservable() -> Observable<Element> { self }
}

/// The last node of a chain, the one `subscribe` creates for the caller's
/// observer or closures, with the handle the caller holds.
///
/// What the caller gave is kept in `let`s, so delivering an element calls it
/// without retaining and releasing it (a `var` would cost both on every
/// element). It is released with the node instead, and the node goes as soon
/// as the subscription ends: on `dispose()` the handle lets go of it, and on
/// a terminal event the node tells the handle to let go (upstream drops it
/// too), so a caller that keeps the handle (in a `DisposeBag` owned by the
/// very object the closures capture, say) keeps nothing alive.
class SubscriberNode<Element>: SubscriptionNode<Element>, @unchecked Sendable {
    // Set by `connect` before upstream can deliver anything; read and cleared
    // only by the winner of `stop()` at the terminal event.
    @exclusivity(unchecked) private var handle: SubscriptionHandle?

    override var enforcesGrammar: Bool { true }

    /// Subscribes this node to `source` and returns the caller's handle.
    final func connect(to source: Observable<Element>) -> any Disposable {
        let handle = SubscriptionHandle(self)
        self.handle = handle
        setUpstream(source.run(self))
        return handle
    }

    /// Call after a terminal event was delivered: the handle lets go of this
    /// node (and so of what it holds); a later `dispose()` has nothing to do.
    final func releaseHandle() {
        let handle = self.handle
        self.handle = nil
        handle?.subscriptionEnded()
    }
}

/// Forwards to a user's `ObserverType`, enforcing the grammar.
final class ObserverSubscriber<Observer: ObserverType>: SubscriberNode<Observer.Element>, @unchecked Sendable {
    private let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    override func onNext(_ element: Observer.Element) {
        guard !isStopped else { return }
        observer.on(.next(element))
    }

    override func onError(_ error: any Error) {
        guard stop() else { return }
        observer.on(.error(error))
        tearDown()
        releaseHandle()
    }

    override func onCompleted() {
        guard stop() else { return }
        observer.on(.completed)
        tearDown()
        releaseHandle()
    }
}

/// The subscriber behind `subscribe(onNext:onError:onCompleted:onDisposed:)`.
final class ClosureSubscriber<Element>: SubscriberNode<Element>, @unchecked Sendable {
    private let onNextHandler: ((Element) -> Void)?
    private let onErrorHandler: ((any Error) -> Void)?
    private let onCompletedHandler: (() -> Void)?
    // Touched only by the single winner of `stop()`.
    @exclusivity(unchecked) private var onDisposedHandler: (() -> Void)?

    init(
        onNext: ((Element) -> Void)?, onError: ((any Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
    ) {
        onNextHandler = onNext
        onErrorHandler = onError
        onCompletedHandler = onCompleted
        onDisposedHandler = onDisposed
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        onNextHandler?(element)
    }

    override func onError(_ error: any Error) {
        guard stop() else { return }
        if let onErrorHandler {
            onErrorHandler(error)
        } else {
            StreamHooks.unhandledError(error)
        }
        tearDown()
        releaseHandle()
    }

    override func onCompleted() {
        guard stop() else { return }
        onCompletedHandler?()
        tearDown()
        releaseHandle()
    }

    override func disposeResources() {
        let onDisposed = onDisposedHandler
        onDisposedHandler = nil
        onDisposed?()
    }
}
