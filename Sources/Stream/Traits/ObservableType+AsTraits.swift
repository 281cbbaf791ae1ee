// The conversions to traits on any `ObservableType`. Each forwards to
// `Observable`'s own (AsTraits.swift): these are disfavored overloads.

extension ObservableType {
    /// The source as a `Single` (see `Observable.asSingle()`). `request.asSingle()`
    @_disfavoredOverload
    public func asSingle() -> Single<Element> {
        asObservable().asSingle()
    }

    /// The source as a `Maybe` (see `Observable.asMaybe()`). `lookup.asMaybe()`
    @_disfavoredOverload
    public func asMaybe() -> Maybe<Element> {
        asObservable().asMaybe()
    }
}

extension ObservableType where Element == Never {
    /// The source as a `Completable` (see `Observable.asCompletable()`). `save.asCompletable()`
    @_disfavoredOverload
    public func asCompletable() -> Completable {
        asObservable().asCompletable()
    }
}

extension PrimitiveSequence: ObservableConvertibleType {}
