// `Infallible`'s creation functions, as RxSwift's: the `Observable` function
// of the same name, which cannot fail.
extension InfallibleType {
    /// `element`, then the completion, on subscription.
    ///
    /// ```swift
    /// Infallible.just(1)  // 1, completed
    /// ```
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// `element` on `scheduler`, then the completion, as RxSwift's
    /// `just(_:scheduler:)`: the element is one action on the scheduler and
    /// the completion the next (see `Observable.just(_:scheduler:)`);
    /// disposing before they run cancels them.
    ///
    /// ```swift
    /// Infallible.just(1, scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })  // 1, on the main queue
    /// ```
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.just(element, scheduler: scheduler))
    }

    /// Nothing, ever: no element and no completion.
    ///
    /// ```swift
    /// Infallible<Int>.never()  // (nothing)
    /// ```
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// The completion alone, on subscription.
    ///
    /// ```swift
    /// Infallible<Int>.empty()  // completed
    /// ```
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// The `Infallible` that `observableFactory` makes, called anew for each
    /// subscriber. As in RxSwift, the factory may throw: that error reaches
    /// the subscriber, so throw only what you mean to see in
    /// `StreamHooks.onUnhandledError`.
    ///
    /// ```swift
    /// Infallible.deferred { Infallible.just(Date()) }  // the time of each subscription
    /// ```
    public static func deferred(
        _ observableFactory: @escaping () throws -> Infallible<Element>
    ) -> Infallible<Element> {
        Infallible(Observable.deferred { try observableFactory().asObservable() })
    }
}

extension Infallible {
    /// The given elements, one per turn of `scheduler`, then the completion.
    ///
    /// ```swift
    /// Infallible.of(1, 2)  // 1, 2, completed
    /// ```
    public static func of(
        _ elements: Element..., scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// The elements of `array`, one per turn of `scheduler`, then the completion.
    ///
    /// ```swift
    /// Infallible.from([1, 2])  // 1, 2, completed
    /// ```
    public static func from(
        _ array: [Element], scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// The elements of `sequence`, one per turn of `scheduler`, then the
    /// completion.
    ///
    /// ```swift
    /// Infallible.from(1...3)  // 1, 2, 3, completed
    /// ```
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}
