extension ObservableConvertibleType {
    /// A shared sequence of strategy `S` of this sequence: delivered on the
    /// strategy's scheduler, and on an error, `onErrorJustReturn` and
    /// completion instead. `asDriver(onErrorJustReturn:)` and
    /// `asSignal(onErrorJustReturn:)` for any strategy, a user's own too.
    ///
    /// ```swift
    /// let name: Signal<String> = service.name().asSharedSequence(onErrorJustReturn: "")
    /// ```
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self, onErrorJustReturn: Element
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable()
            .hopEachEvent(to: S.scheduler)
            .catchAndReturn(onErrorJustReturn))
    }

    /// A shared sequence of strategy `S` of this sequence that continues
    /// with `onErrorDriveWith` on an error.
    ///
    /// ```swift
    /// let items = service.items().asSharedSequence(
    ///     sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: .empty())
    /// ```
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable()
            .hopEachEvent(to: S.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() })
    }

    /// A shared sequence of strategy `S` of this sequence that continues
    /// with the sequence `onErrorRecover` makes of an error.
    ///
    /// ```swift
    /// let items: Driver<[Item]> = service.items().asSharedSequence { _ in .just([]) }
    /// ```
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorRecover: @escaping (_ error: any Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable()
            .hopEachEvent(to: S.scheduler)
            .catch { error in onErrorRecover(error).asObservable() })
    }
}
