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
@usableFromInline
class SubscriberNode<Element>: SubscriptionNode<Element>, @unchecked Sendable {
    // Set by `connect` before upstream can deliver anything; read and cleared
    // only in `disposeResources`, which runs once.
    @exclusivity(unchecked) private var handle: SubscriptionHandle?

    override var enforcesGrammar: Bool { true }

    /// Subscribes this node to `source` and returns the caller's handle.
    final func connect(to source: Observable<Element>) -> any Disposable {
        let handle = SubscriptionHandle(self)
        self.handle = handle
        setUpstream(source.run(self))
        return handle
    }

    /// The subscription ended: the handle lets go of this node (and so of
    /// what it holds); a later `dispose()` of the handle has nothing to do.
    /// Subclasses that override this call `super` last.
    override func disposeResources() {
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
        endAsSubscriber { observer.on(.error(error)) }
    }

    override func onCompleted() {
        endAsSubscriber { observer.on(.completed) }
    }
}

/// The subscriber behind `subscribe(onNext:onError:onCompleted:onDisposed:)`.
@usableFromInline
final class ClosureSubscriber<Element>: SubscriberNode<Element>, @unchecked Sendable {
    private let onNextHandler: ((Element) -> Void)?
    private let onErrorHandler: ((any Error) -> Void)?
    private let onCompletedHandler: (() -> Void)?
    // Touched only by the single winner of `stop()`.
    @exclusivity(unchecked) private var onDisposedHandler: (() -> Void)?

    @usableFromInline
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
        endAsSubscriber {
            if let onErrorHandler {
                onErrorHandler(error)
            } else {
                StreamHooks.unhandledError(error)
            }
        }
    }

    override func onCompleted() {
        endAsSubscriber { onCompletedHandler?() }
    }

    override func disposeResources() {
        let onDisposed = onDisposedHandler
        onDisposedHandler = nil
        onDisposed?()
        super.disposeResources()
    }
}
