extension Observable {
    /// Calls `factory` on each subscription and subscribes to the stream it
    /// returns; a throwing factory fails the subscription with its error.
    @inlinable
    public static func deferred(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        DeferredObservable(factory)
    }
}

@usableFromInline
final class DeferredObservable<Element>: Observable<Element> {
    private let factory: () throws -> Observable<Element>

    @usableFromInline
    init(_ factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        do {
            return try factory().run(observer)
        } catch {
            observer.onError(error)
            return Disposables.create()
        }
    }
}
