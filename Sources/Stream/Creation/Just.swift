extension Observable {
    /// Emits `element`, then completes.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        JustObservable(element)
    }

    /// Emits `element` on `scheduler`, then completes in a second action on
    /// it, as RxSwift's `just(_:scheduler:)`: on a `TestScheduler`, a
    /// subscription at 200 sees the element at 201 and the completion at 202.
    /// Disposing before an action runs cancels it.
    ///
    /// ```swift
    /// Observable.just(42, scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })  // 42, on the main queue
    /// ```
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        from(CollectionOfOne(element), scheduler: scheduler)
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
