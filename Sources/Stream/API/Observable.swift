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
    ///
    /// A subscribe made where no `CurrentThreadScheduler` trampoline runs
    /// starts one and runs inside it, as RxSwift's does: what the sources
    /// below queue on it (`of`, `from`, `range`...) runs before this returns.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        Trampoline.run {
            if let node = observer as? ObserverNode<Element> {
                return run(node)
            }
            let subscriber = ObserverSubscriber(observer)
            return subscriber.connect(to: self)
        }
    }

    /// Subscribes with closures, each optional. `onDisposed` runs once, after
    /// the terminal event or on disposal. Starts a trampoline as
    /// `subscribe(_:)` does.
    ///
    /// The closures are taken `consuming`: the subscriber keeps them, so the
    /// caller hands over its references instead of this retaining each one
    /// (about 80 instructions less per subscription in the churn count).
    /// Inlined so the subscriber is made where the element type is known: made
    /// here, in code generic over it, its class metadata is looked up in the
    /// runtime's cache on every subscription (about 325 instructions).
    @inlinable
    final func subscribe(
        onNext: consuming ((Element) -> Void)? = nil,
        onError: consuming ((any Error) -> Void)? = nil,
        onCompleted: consuming (() -> Void)? = nil,
        onDisposed: consuming (() -> Void)? = nil
    ) -> any Disposable {
        connect(ClosureSubscriber(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed))
    }

    /// Subscribes `subscriber` inside a trampoline and returns its handle.
    @usableFromInline
    final func connect(_ subscriber: SubscriberNode<Element>) -> any Disposable {
        Trampoline.run { subscriber.connect(to: self) }
    }

    /// Subscribes `observer` and returns its subscriber itself as the
    /// disposable, without the handle `subscribe(_:)` adds.
    ///
    /// For library code in this package that lets go of the disposable once
    /// the subscription ended or was disposed (the handle exists to release
    /// what a caller's observer holds while the caller keeps the disposable;
    /// such code keeps nothing): one allocation less per subscription.
    ///
    /// Inlined so the subscriber is made where the observer's type is known
    /// (see `subscribe(onNext:onError:onCompleted:onDisposed:)`).
    @inlinable
    package final func subscribeWithoutHandle<Observer: DirectObserver>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        let subscriber = DirectSubscriber(observer)
        connectWithoutHandle(subscriber)
        // Made into `any Disposable` here, where its type is known.
        return subscriber
    }

    /// Subscribes `subscriber` inside a trampoline.
    @usableFromInline
    final func connectWithoutHandle(_ subscriber: SubscriptionNode<Element>) {
        Trampoline.run { subscriber.setUpstream(run(subscriber)) }
    }

    /// This stream as a plain `Observable` (hides a subject's observer side).
    public func asObservable() -> Observable<Element> { self }
}
