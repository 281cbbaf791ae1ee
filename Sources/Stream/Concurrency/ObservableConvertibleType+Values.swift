// The async bridge's `values` on anything convertible to an `Observable`,
// as RxSwift declares it (on `ObservableConvertibleType`): traits and a
// user's own types included. It forwards to `Observable`'s own (Values.swift),
// which an `Observable` receiver reads directly: a disfavored overload.
// `Infallible`, `Driver` and `Signal` have a non-throwing form of their own
// (InfallibleType+Values.swift, SharedSequence+Values.swift), which wins.

extension ObservableConvertibleType {
    /// The elements as an async sequence (see `Observable.values`): the error
    /// is thrown by the loop, completion ends it; reading it subscribes.
    /// `for try await user in loadUser().values { show(user) }`
    @_disfavoredOverload
    public var values: AsyncThrowingStream<Element, any Error> {
        asObservable().values
    }
}
