/// RxTest makes the traits' events comparable, for asserting on what a
/// `Maybe` or `Completable` delivered; errors compare as in `Event`.
extension MaybeEvent: Equatable where Element: Equatable {
    /// Elements compare with `==`; errors as `Event`'s do.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let l), .success(let r)): return l == r
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return errorsAreEqual(l, r)
        default: return false
        }
    }
}

extension CompletableEvent: Equatable {
    /// Completions are equal; errors compare as `Event`'s do.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return errorsAreEqual(l, r)
        default: return false
        }
    }
}
