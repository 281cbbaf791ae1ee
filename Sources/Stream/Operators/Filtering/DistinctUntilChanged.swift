extension Observable where Element: Equatable {
    /// Drops each element equal (`==`) to the one before it.
    @usableFromInline
    func distinctUntilChanged() -> Observable<Element> {
        distinct(by: { $0 }, comparer: ==)
    }
}

extension Observable {
    /// Drops each element that `comparer` says equals the one before it
    /// (`comparer(previous, current)` returning `true` drops `current`).
    /// A throwing comparer fails the stream.
    @usableFromInline
    func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinct(by: { $0 }, comparer: comparer)
    }

    /// Drops each element whose key equals the key of the one before it.
    @usableFromInline
    func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinct(by: keySelector, comparer: ==)
    }

    /// Drops each element whose key `comparer` says equals the key of the one before it.
    @usableFromInline
    func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        distinct(by: keySelector, comparer: comparer)
    }

    /// Drops each element whose value at `keyPath` equals that of the one before it.
    @usableFromInline
    func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinct(by: { $0[keyPath: keyPath] }, comparer: ==)
    }
}

extension Observable {
    /// The one producer behind every `distinctUntilChanged` overload.
    fileprivate func distinct<Key>(
        by keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        Producer<DistinctUntilChangedSink<Element, Key>>(source: self, parameters: .init(keySelector: keySelector, comparer: comparer))
    }
}

final class DistinctUntilChangedSink<Element, Key>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    /// What makes two elements the same: their keys, compared. A struct,
    /// not a tuple: see `ProducerSink.Parameters` for why.
    struct Sameness {
        let keySelector: (Element) throws -> Key
        let comparer: (Key, Key) throws -> Bool
    }

    private let sameness: Sameness
    // Touched only from `onNext`, which the grammar serializes.
    private var previousKey: Key?

    init(parameters sameness: Sameness, downstream: ObserverNode<Element>) {
        self.sameness = sameness
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        do {
            let key = try sameness.keySelector(element)
            if let previousKey, try sameness.comparer(previousKey, key) { return }
            previousKey = key
            forwardNext(element)
        } catch {
            forwardError(error)
        }
    }
}
