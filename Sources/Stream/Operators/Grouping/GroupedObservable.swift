/// The elements of one group of `groupBy(keySelector:)`: those whose key is
/// `key`, as RxSwift's type of the same name.
///
/// ```swift
/// Observable.of(1, 2, 3).groupBy { $0 % 2 }
///     .flatMap { group in group.map { "\(group.key): \($0)" } }  // "1: 1", "0: 2", "1: 3"
/// ```
///
/// See <doc:OperatorsByExample#Grouping> for an example with its output.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group has.
    public let key: Key

    private let source: Observable<Element>

    /// A group with `key` whose elements are `source`'s.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements as a plain `Observable`.
    public func asObservable() -> Observable<Element> { source }
}
