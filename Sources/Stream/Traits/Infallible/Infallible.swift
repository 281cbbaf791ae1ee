/// A type that is an `Infallible`: a stream that never fails, as RxSwift's
/// protocol of the same name (the extension point of `Infallible`'s
/// operators).
public protocol InfallibleType<Element>: ObservableConvertibleType {}

/// A stream that never fails: elements and at most a completion, never an
/// error (RxSwift 6's trait). Made from any stream by saying what replaces an
/// error: `asInfallible(onErrorJustReturn:)`, `asInfallible(onErrorFallbackTo:)`
/// or `asInfallible(onErrorRecover:)`; subscribed to without an error handler.
///
/// ```swift
/// let names: Infallible<String> = fetchNames().asInfallible(onErrorJustReturn: "none")
/// _ = names.subscribe(onNext: { print($0) })
/// ```
///
/// See <doc:OperatorsByExample#Infallible-streams> for an example with its output.
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    /// Wraps a stream its makers know cannot fail (it has been caught).
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The same events as an `Observable` (which never sends an error).
    public func asObservable() -> Observable<Element> { source }
}

extension InfallibleType {
    /// Subscribes with closures, each optional (each defaults to `nil`); there
    /// is no error to handle. `onDisposed` runs once, after the completion or
    /// on disposal.
    ///
    /// ```swift
    /// _ = names.subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    /// ```
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with closures given `object`, held weakly: nothing is
    /// called once it is gone. There is no error to handle; `onDisposed`
    /// runs once, after the completion or on disposal.
    ///
    /// ```swift
    /// _ = names.subscribe(with: self, onNext: { owner, name in owner.show(name) })
    /// ```
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes `on` to every event, each an `InfallibleEvent`. An error
    /// (only a fallible stream returned from a `flatMap`-like selector can
    /// bring one) goes to `StreamHooks.onUnhandledError`; RxSwift stops a
    /// debug build there.
    ///
    /// ```swift
    /// _ = names.subscribe { event in
    ///     if case .next(let name) = event { print(name) }
    /// }
    /// ```
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> any Disposable {
        asObservable().subscribe { event in
            switch event {
            case .next(let element): on(.next(element))
            case .completed: on(.completed)
            case .error(let error): StreamHooks.onUnhandledError(error)
            }
        }
    }
}
