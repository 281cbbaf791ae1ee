extension Observable {
    /// Emits `element`, then completes.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        JustObservable(element)
    }
}

@usableFromInline
final class JustObservable<Element>: Observable<Element> {
    private let element: Element

    @usableFromInline
    init(_ element: Element) {
        self.element = element
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        observer.onNext(element)
        observer.onCompleted()
        return Disposables.create()
    }
}
