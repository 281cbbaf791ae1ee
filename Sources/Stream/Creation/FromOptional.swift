// `from(optional:)`, as RxSwift declares it on `ObservableType`.

extension ObservableType {
    /// The value of `optional`, then completion; completion alone for `nil`.
    ///
    /// ```swift
    /// Observable.from(optional: cachedUser) // the user, or nothing
    /// ```
    public static func from(optional: Element?) -> Observable<Element> {
        guard let element = optional else { return Observable.empty() }
        return Observable.just(element)
    }

    /// The value of `optional`, then completion, each from its own action on
    /// `scheduler`; completion alone (one action) for `nil`.
    ///
    /// ```swift
    /// Observable.from(optional: cachedUser, scheduler: MainScheduler.instance)
    /// ```
    public static func from(optional: Element?, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        Observable.from(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}
