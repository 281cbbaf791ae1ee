/// The trait of `Completable`: no element, only completion or failure.
public enum CompletableTrait {}

/// Work that ends without a value: a save, a delete, a sync.
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a `Completable` ends with.
///
/// ```swift
/// Completable.create { completable in
///     completable(.completed)
///     return Disposables.create()
/// }
/// ```
///
/// See <doc:OperatorsByExample#Trait-events> for an example with its output.
public enum CompletableEvent: Sendable {
    /// The failure.
    case error(any Error)
    /// The end.
    case completed
}

extension CompletableEvent: TraitOutcome {
    func send(to observer: AnyObserver<Never>) {
        switch self {
        case .completed: observer.onCompleted()
        case .error(let error): observer.onError(error)
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// The closure `create` hands out (`@Sendable`; only its first call counts).
    public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void

    /// A `Completable` whose subscription runs `subscribe`: call the observer
    /// once with `.completed` or `.error(error)` (later calls are ignored),
    /// and return what cancels the work.
    public static func create(
        subscribe: @escaping (@escaping CompletableObserver) -> any Disposable
    ) -> Completable {
        Completable(creating: subscribe)
    }

    /// Subscribes `observer`, called once with the outcome.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> any Disposable {
        primitiveSequence.source.subscribe(onError: { observer(.error($0)) }, onCompleted: { observer(.completed) })
    }

    /// Subscribes with closures, each optional. Without `onError`, a failure
    /// goes to `StreamHooks.onUnhandledError`.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        primitiveSequence.source.subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// `subscribe(onCompleted:onError:onDisposed:)` with a weakly held
    /// `object` handed to each closure; once it is gone, nothing is called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        primitiveSequence.source.subscribe(
            with: object, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Fails with `error` at once.
    public static func error(_ error: any Error) -> Completable {
        Completable(raw: .error(error))
    }

    /// Never ends.
    public static func never() -> Completable {
        Completable(raw: .never())
    }

    /// Completes at once.
    public static func empty() -> Completable {
        Completable(raw: .empty())
    }

    /// Side effects around the outcome, as `Observable.do`.
    public func `do`(
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(raw: primitiveSequence.source.do(
            onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// `second`, subscribed once this one completed.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat([primitiveSequence, second])
    }

    /// Each of `sources` in turn, the next subscribed once the previous one completed.
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    /// Each of `sources` in turn (completes at once for none).
    public static func concat<Sources: Collection>(_ sources: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.concat(sources.map(\.source)))
    }

    /// All of `sources` at once; completes when all completed, fails with the first failure.
    public static func zip(_ sources: Completable...) -> Completable {
        zip(sources)
    }

    /// All of `sources` at once (completes at once for none).
    public static func zip<Sources: Collection>(_ sources: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.merge(sources.map(\.source)))
    }

    /// `second`'s element, once this one completed (a failure skips it).
    public func andThen<Value>(_ second: Single<Value>) -> Single<Value> {
        Single(raw: andThen(second.source))
    }

    /// `second`'s outcome, once this one completed.
    public func andThen<Value>(_ second: Maybe<Value>) -> Maybe<Value> {
        Maybe(raw: andThen(second.source))
    }

    /// `second`, once this one completed.
    public func andThen(_ second: Completable) -> Completable {
        concat(second)
    }

    /// `second`'s events, once this one completed.
    public func andThen<Value>(_ second: Observable<Value>) -> Observable<Value> {
        Producer<EndOnlySink<Value>>(source: primitiveSequence.source).concat(second)
    }
}

/// The end of a stream of no elements, as a stream of any element type.
final class EndOnlySink<Output>: Sink<Never, Output>, ProducerSink, @unchecked Sendable {
    init(parameters: Void, downstream: ObserverNode<Output>) {
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Never) {}
}
