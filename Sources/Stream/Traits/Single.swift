/// The trait of `Single`: exactly one element, or a failure.
public enum SingleTrait {}

/// A stream of exactly one element (`success`), or a failure: a request, a
/// read, a computation. Its subscriber gets `onSuccess` or `onFailure`, once.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` ends with: `.success(element)` or `.failure(error)`.
///
/// ```swift
/// Single<Int>.create { single in
///     single(.success(1))  // a later event is ignored
///     return Disposables.create()
/// }
/// ```
///
/// See <doc:OperatorsByExample#Trait-events> for an example with its output.
public typealias SingleEvent<Element> = Result<Element, any Error>

extension Result: TraitOutcome where Failure == any Error {
    func send(to observer: AnyObserver<Success>) {
        switch self {
        case .success(let element):
            observer.onNext(element)
            observer.onCompleted()
        case .failure(let error): observer.onError(error)
        }
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure `create` hands out. It is `@Sendable`, so callback and
    /// async code on any thread may capture it; only its first call counts.
    public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void

    /// A `Single` whose subscription runs `subscribe`: call the observer once
    /// with `.success(element)` or `.failure(error)` (later calls are
    /// ignored), and return what cancels the work.
    public static func create(
        subscribe: @escaping (@escaping SingleObserver) -> any Disposable
    ) -> Single<Element> {
        Single(creating: subscribe)
    }

    /// Subscribes `observer`, called once with the outcome.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> any Disposable {
        primitiveSequence.source.subscribe(
            onNext: { observer(.success($0)) },
            onError: { observer(.failure($0)) })
    }

    /// Subscribes with closures, each optional. Without `onFailure`, a
    /// failure goes to `StreamHooks.onUnhandledError`. `onDisposed` runs
    /// once, after the outcome or on disposal.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((any Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        primitiveSequence.source.subscribe(onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// `subscribe(onSuccess:onFailure:onDisposed:)` with a weakly held
    /// `object` handed to each closure; once it is gone, nothing is called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, any Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        primitiveSequence.source.subscribe(with: object, onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// Succeeds with `element` at once.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: .just(element))
    }

    /// Succeeds with `element` on `scheduler`, as RxSwift's
    /// `just(_:scheduler:)`: the element is one action on it (see
    /// `Observable.just(_:scheduler:)`); disposing before it runs cancels it.
    ///
    /// ```swift
    /// Single.just(42, scheduler: MainScheduler.instance)
    ///     .subscribe(onSuccess: { print($0) })  // 42, on the main queue
    /// ```
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Single<Element> {
        Single(raw: .just(element, scheduler: scheduler))
    }

    /// Fails with `error` at once.
    public static func error(_ error: any Error) -> Single<Element> {
        Single(raw: .error(error))
    }

    /// Never ends.
    public static func never() -> Single<Element> {
        Single(raw: .never())
    }

    /// Side effects around the outcome, as `Observable.do`: `onSuccess`
    /// before the element is delivered, `afterSuccess` after it.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(raw: primitiveSequence.source.do(
            onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The element transformed; a throwing transform fails.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// The `Single` the element selects, subscribed when it arrives.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// The `Maybe` the element selects.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// The `Completable` the element selects.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// A `Maybe` of the element if `predicate` holds, empty otherwise.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// A `Maybe` of the transformed element, empty when the transform gives `nil`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// On failure, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchErrorJustReturn(element))
    }

    /// `catchAndReturn(_:)`, under the name `Observable` uses here.
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }

    /// This `Single` as a `Maybe` (one that is never empty).
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// A `Completable` that ends as this `Single` does, dropping its element.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }

    /// Succeeds with `resultSelector` applied to both elements once both
    /// succeeded; the first failure fails it.
    public static func zip<A, B>(
        _ a: Single<A>, _ b: Single<B>, resultSelector: @escaping (A, B) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(a.source, b.source, resultSelector: resultSelector))
    }

    /// Succeeds with both elements as a tuple.
    public static func zip<A, B>(_ a: Single<A>, _ b: Single<B>) -> Single<Element> where Element == (A, B) {
        Single(raw: Observable.zip(a.source, b.source))
    }

    /// Succeeds with `resultSelector` applied to every element, in order,
    /// once every source succeeded; the first failure (or a throw of
    /// `resultSelector`) fails it. With no sources, `resultSelector([])` runs
    /// on each subscription.
    ///
    /// ```swift
    /// let total = Single.zip([price, tax, shipping]) { $0.reduce(0, +) }
    /// ```
    public static func zip<Sources: Collection, Result>(
        _ sources: Sources, resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Sources.Element == Single<Element> {
        if sources.isEmpty {
            return Single<Result>(raw: Observable.deferred { Observable.just(try resultSelector([])) })
        }
        return Single<Result>(raw: Observable.zip(sources.map(\.source), resultSelector: resultSelector))
    }

    /// Succeeds with every element, in order (at once with `[]` for no sources).
    public static func zip<Sources: Collection>(_ sources: Sources) -> Single<[Element]>
    where Sources.Element == Single<Element> {
        sources.isEmpty ? .just([]) : Single(raw: Observable.zip(sources.map(\.source)))
    }
}
