extension Observable where Element: Equatable {
    /// Drops each element equal (`==`) to the one before it.
    public func distinctUntilChanged() -> Observable<Element> {
        DistinctUntilChangedObservable(source: self, keySelector: { $0 }, comparer: ==)
    }
}

extension Observable {
    /// Drops each element that `comparer` says equals the one before it
    /// (`comparer(previous, current)` returning `true` drops `current`).
    /// A throwing comparer fails the stream.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        DistinctUntilChangedObservable(source: self, keySelector: { $0 }, comparer: comparer)
    }

    /// Drops each element whose key equals the key of the one before it.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        DistinctUntilChangedObservable(source: self, keySelector: keySelector, comparer: ==)
    }

    /// Drops each element whose key `comparer` says equals the key of the one before it.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        DistinctUntilChangedObservable(source: self, keySelector: keySelector, comparer: comparer)
    }

    /// Drops each element whose value at `keyPath` equals that of the one before it.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        DistinctUntilChangedObservable(source: self, keySelector: { $0[keyPath: keyPath] }, comparer: ==)
    }
}

final class DistinctUntilChangedObservable<Element, Key>: Observable<Element> {
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) {
        self.source = source
        self.keySelector = keySelector
        self.comparer = comparer
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = DistinctUntilChangedSink(keySelector: keySelector, comparer: comparer, downstream: observer)
        sink.setUpstream(source.run(sink))
        return sink
    }
}

final class DistinctUntilChangedSink<Element, Key>: Sink<Element, Element>, @unchecked Sendable {
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    // Touched only from `onNext`, which the grammar serializes.
    private var previousKey: Key?

    init(keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool, downstream: ObserverNode<Element>) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        do {
            let key = try keySelector(element)
            if let previousKey, try comparer(previousKey, key) { return }
            previousKey = key
            forwardNext(element)
        } catch {
            forwardError(error)
        }
    }
}
