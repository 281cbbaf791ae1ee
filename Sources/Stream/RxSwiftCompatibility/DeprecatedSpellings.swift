// RxSwift 5 spellings that RxSwift 6.9.1 still ships, deprecated exactly as
// there (`renamed:` gives Xcode's fix-it), so code written for RxSwift 5
// compiles with RxSwift's own warnings. `catchError` (the operator on a
// stream), `catchErrorJustReturn`, `retryWhen`, `observeOn` and `subscribeOn` are not here: this package
// gave them to its users first, and they stay undeprecated beside the
// RxSwift 6 names.

// On `ObservableType`, as in RxSwift: they apply to a user's own
// conforming type too. Each forwards through `asObservable()`.
extension ObservableType {
    /// RxSwift 5's `take(until:)`: elements until `other` emits.
    ///
    /// ```swift
    /// ticks.takeUntil(stop)  // ticks.take(until: stop)
    /// ```
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        asObservable().take(until: other.asObservable())
    }

    /// RxSwift 5's `take(until:behavior:)`: elements until `predicate` holds.
    ///
    /// ```swift
    /// numbers.takeUntil(.inclusive) { $0 > 3 }  // numbers.take(until: { $0 > 3 }, behavior: .inclusive)
    /// ```
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        asObservable().take(until: predicate, behavior: behavior)
    }

    /// RxSwift 5's `take(while:)`: elements while `predicate` holds.
    ///
    /// ```swift
    /// numbers.takeWhile { $0 < 3 }  // numbers.take(while: { $0 < 3 })
    /// ```
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        asObservable().take(while: predicate)
    }

    /// RxSwift 5's `skip(while:)`: drops elements while `predicate` holds.
    ///
    /// ```swift
    /// numbers.skipWhile { $0 < 3 }  // numbers.skip(while: { $0 < 3 })
    /// ```
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        asObservable().skip(while: predicate)
    }

    /// RxSwift 5's `skip(until:)`: drops elements until `other` emits.
    ///
    /// ```swift
    /// events.skipUntil(ready)  // events.skip(until: ready)
    /// ```
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        asObservable().skip(until: other.asObservable())
    }

    /// RxSwift 5's `element(at:)`: only the element at `index`.
    ///
    /// ```swift
    /// letters.elementAt(2)  // letters.element(at: 2)
    /// ```
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        asObservable().element(at: index)
    }

    /// RxSwift 5's `take(for:scheduler:)`: elements during the first `duration`.
    ///
    /// ```swift
    /// ticks.take(.seconds(5), scheduler: scheduler)  // ticks.take(for: .seconds(5), scheduler: scheduler)
    /// ```
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        asObservable().take(for: duration.duration, scheduler: scheduler)
    }

    /// RxSwift 5's `Observable.catch(sequence:)`: the first source of
    /// `sequence`, on its error the next one, and so on. Unlike the
    /// `catchError(_:)` operator on a stream, which stays, this static form
    /// is deprecated as in RxSwift (whose `renamed:` names
    /// `catch(onSuccess:onFailure:onDisposed:)`, a slip; the fix-it here
    /// leads to the real replacement).
    ///
    /// ```swift
    /// Observable.catchError([primary, mirror])  // Observable.catch(sequence: [primary, mirror])
    /// ```
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Observable.catch(sequence: sequence)
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// RxSwift 5's `subscribe(onSuccess:onFailure:onDisposed:)`, its failure
    /// handler labelled `onError` (and required, as there).
    ///
    /// ```swift
    /// user.subscribe(onSuccess: show, onError: report)  // onFailure: report
    /// ```
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (any Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }
}
