extension Observable {
    /// Completes at once without an element.
    public static func empty() -> Observable<Element> { EmptyObservable() }

    /// Never emits and never ends.
    public static func never() -> Observable<Element> { NeverObservable() }

    /// Fails at once with `error`.
    public static func error(_ error: any Error) -> Observable<Element> { ErrorObservable(error) }
}

final class EmptyObservable<Element>: Observable<Element> {
    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        observer.onCompleted()
        return Disposables.create()
    }
}

final class NeverObservable<Element>: Observable<Element> {
    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        Disposables.create()
    }
}

final class ErrorObservable<Element>: Observable<Element> {
    private let error: any Error

    init(_ error: any Error) {
        self.error = error
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        observer.onError(error)
        return Disposables.create()
    }
}
