extension ObservableConvertibleType {
    /// A `Signal` of this sequence: delivered on the signal's scheduler,
    /// and on an error, `onErrorJustReturn` and completion instead.
    ///
    ///     let taps = button.taps.asSignal(onErrorJustReturn: ())
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(asObservable()
            .hopEachEvent(to: SignalSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn))
    }

    /// A `Signal` of this sequence that continues with `onErrorSignalWith`
    /// on an error.
    ///
    ///     let alerts = service.alerts().asSignal(onErrorSignalWith: .empty())
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(asObservable()
            .hopEachEvent(to: SignalSharingStrategy.scheduler)
            .catch { _ in onErrorSignalWith.asObservable() })
    }

    /// A `Signal` of this sequence that continues with the signal
    /// `onErrorRecover` makes of an error.
    ///
    ///     let alerts = service.alerts().asSignal { .just("\($0)") }
    public func asSignal(onErrorRecover: @escaping (_ error: any Error) -> Signal<Element>) -> Signal<Element> {
        Signal(asObservable()
            .hopEachEvent(to: SignalSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() })
    }
}
