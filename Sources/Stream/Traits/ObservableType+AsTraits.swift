// The conversions to traits, each declared once, on `ObservableType`, in
// RxSwift's signatures; each builds on `operatorSource()` (the receiver
// itself for an `Observable`) and calls the internal implementation in
// AsTraits.swift.

extension ObservableType {
    /// The source as a `Single`: its one element is emitted when it completes;
    /// completing without one fails with `StreamError.noElements`, a second
    /// element with `StreamError.moreThanOneElement`. `request.asSingle()`
    @inlinable
    public func asSingle() -> Single<Element> {
        operatorSource().asSingle()
    }

    /// The source as a `Maybe`: its element, if any, is emitted when it
    /// completes; a second element fails with `StreamError.moreThanOneElement`.
    /// `lookup.asMaybe()`
    @inlinable
    public func asMaybe() -> Maybe<Element> {
        operatorSource().asMaybe()
    }
}

extension ObservableType where Element == Never {
    /// The source, which has no elements (`ignoreElements()`'s result), as a
    /// `Completable`. `save.asCompletable()`
    @inlinable
    public func asCompletable() -> Completable {
        operatorSource().asCompletable()
    }
}

extension PrimitiveSequence: ObservableConvertibleType {}
