extension ObservableConvertibleType {
    /// A `Driver` of this sequence: delivered on the driver's scheduler,
    /// and on an error, `onErrorJustReturn` and completion instead.
    ///
    ///     let name = service.name().asDriver(onErrorJustReturn: "")
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(asObservable()
            .hopEachEvent(to: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn))
    }

    /// A `Driver` of this sequence that continues with `onErrorDriveWith`
    /// on an error.
    ///
    ///     let items = service.items().asDriver(onErrorDriveWith: .empty())
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(asObservable()
            .hopEachEvent(to: DriverSharingStrategy.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() })
    }

    /// A `Driver` of this sequence that continues with the driver
    /// `onErrorRecover` makes of an error.
    ///
    ///     let items = service.items().asDriver { _ in .just([]) }
    public func asDriver(onErrorRecover: @escaping (_ error: any Error) -> Driver<Element>) -> Driver<Element> {
        Driver(asObservable()
            .hopEachEvent(to: DriverSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() })
    }
}
