/// A stream that is also an observer: what it is sent, it sends on.
///
/// The subjects conform (`PublishSubject`, `BehaviorSubject`,
/// `ReplaySubject`, `AsyncSubject`); generic code over subjects constrains
/// on it. Their `Observer` is `AnyObserver<Element>`, which `asObserver()`
/// gives (RxSwift's subjects name themselves there: the calls are the same).
///
/// See <doc:OperatorsByExample#Generic-code-over-subjects> for an example with its output.
public protocol SubjectType<Element>: ObservableType {
    /// The type of the observer side.
    associatedtype Observer: ObserverType

    /// The subject's observer side.
    func asObserver() -> Observer
}

extension PublishSubject: SubjectType {
    /// The observer side is type-erased.
    public typealias Observer = AnyObserver<Element>
}

extension BehaviorSubject: SubjectType {
    /// The observer side is type-erased.
    public typealias Observer = AnyObserver<Element>
}

extension ReplaySubject: SubjectType {
    /// The observer side is type-erased.
    public typealias Observer = AnyObserver<Element>
}

extension AsyncSubject: SubjectType {
    /// The observer side is type-erased.
    public typealias Observer = AnyObserver<Element>
}
