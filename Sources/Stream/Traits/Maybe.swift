/// The trait of `Maybe`: at most one element, then completion; or a failure.
public enum MaybeTrait {}

/// A stream of at most one element: a lookup that may find nothing, a cache read.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` ends with.
///
/// ```swift
/// Maybe<Int>.create { maybe in
///     maybe(.completed)  // no element
///     return Disposables.create()
/// }
/// ```
///
/// See <doc:OperatorsByExample#Trait-events> for an example with its output.
public enum MaybeEvent<Element> {
    /// The one element; the `Maybe` is over.
    case success(Element)
    /// The failure.
    case error(any Error)
    /// The end, without an element.
    case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}

extension MaybeEvent: TraitOutcome {
    func send(to observer: AnyObserver<Element>) {
        switch self {
        case .success(let element):
            observer.onNext(element)
            observer.onCompleted()
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure `create` hands out (`@Sendable`; only its first call counts).
    public typealias MaybeObserver = @Sendable (MaybeEvent<Element>) -> Void

    /// A `Maybe` whose subscription runs `subscribe`: call the observer once
    /// with `.success(element)`, `.completed` or `.error(error)` (later calls
    /// are ignored), and return what cancels the work.
    public static func create(
        subscribe: @escaping (@escaping MaybeObserver) -> any Disposable
    ) -> Maybe<Element> {
        Maybe(creating: subscribe)
    }

    /// Subscribes `observer`, called once with the outcome.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> any Disposable {
        // The element and the completion after it are one outcome.
        var succeeded = false
        return primitiveSequence.source.subscribe(
            onNext: { element in
                succeeded = true
                observer(.success(element))
            },
            onError: { observer(.error($0)) },
            onCompleted: { if !succeeded { observer(.completed) } })
    }

    /// Subscribes with closures, each optional: `onSuccess` with the element,
    /// or `onCompleted` when there is none, or `onError`. Without `onError`,
    /// a failure goes to `StreamHooks.onUnhandledError`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        var succeeded = false
        return primitiveSequence.source.subscribe(
            onNext: { element in
                succeeded = true
                onSuccess?(element)
            },
            onError: onError,
            onCompleted: { if !succeeded { onCompleted?() } },
            onDisposed: onDisposed)
    }

    /// `subscribe(onSuccess:onError:onCompleted:onDisposed:)` with a weakly
    /// held `object` handed to each closure; once it is gone, nothing is called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        let owner = WeakOwner(object)
        return subscribe(
            onSuccess: owner.handing(onSuccess), onError: owner.handing(onError),
            onCompleted: owner.handing(onCompleted), onDisposed: owner.handing(onDisposed))
    }

    /// Succeeds with `element` at once.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: .just(element))
    }

    /// Succeeds with `element` on `scheduler`, as RxSwift's
    /// `just(_:scheduler:)`: the element is one action on it (see
    /// `Observable.just(_:scheduler:)`); disposing before it runs cancels it.
    ///
    /// ```swift
    /// Maybe.just(42, scheduler: MainScheduler.instance)
    ///     .subscribe(onSuccess: { print($0) })  // 42, on the main queue
    /// ```
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: .just(element, scheduler: scheduler))
    }

    /// Fails with `error` at once.
    public static func error(_ error: any Error) -> Maybe<Element> {
        Maybe(raw: .error(error))
    }

    /// Never ends.
    public static func never() -> Maybe<Element> {
        Maybe(raw: .never())
    }

    /// Completes at once, without an element.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: .empty())
    }

    /// Side effects around the outcome, as `Observable.do`.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The element if `predicate` holds, empty otherwise.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// The element transformed; a throwing transform fails.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// The element transformed, empty when the transform gives `nil`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// The `Maybe` the element selects, subscribed when it arrives.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// A `Single` of the element, or of `default` when there is none.
    public func ifEmpty(default: Element) -> Single<Element> {
        ifEmpty(switchTo: Single.just(`default`))
    }

    /// This `Maybe`, or `other` when it completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// A `Single` of the element, or `other`'s outcome when there is none.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// On failure, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchErrorJustReturn(element))
    }

    /// `catchAndReturn(_:)`, under the name `Observable` uses here.
    public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
        catchAndReturn(element)
    }
}
