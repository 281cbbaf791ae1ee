extension Observable {
    /// Completes at once without an element.
    @inlinable
    public static func empty() -> Observable<Element> { EmptyObservable() }

    /// Never emits and never ends.
    @inlinable
    public static func never() -> Observable<Element> { NeverObservable() }

    /// Fails at once with `error`.
    @inlinable
    public static func error(_ error: any Error) -> Observable<Element> { ErrorObservable(error) }
}

@usableFromInline
final class EmptyObservable<Element>: Observable<Element> {
    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        observer.onCompleted()
        return Disposables.create()
    }
}

@usableFromInline
final class NeverObservable<Element>: Observable<Element> {
    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        Disposables.create()
    }
}

@usableFromInline
final class ErrorObservable<Element>: Observable<Element> {
    private let error: any Error

    @usableFromInline
    init(_ error: any Error) {
        self.error = error
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        observer.onError(error)
        return Disposables.create()
    }
}
