import Synchronization

/// A group of disposables disposed together. Adding to a disposed composite
/// disposes the newcomer at once.
public final class CompositeDisposable: Disposable {
    /// A key that removes one disposable from the group.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    private struct State {
        var disposables: [Int: any Disposable]? = [:]
        var nextKey = 0
    }

    private let state = Locked(State())

    /// An empty composite.
    public init() {}

    /// A composite holding `disposables`.
    public init(disposables: [any Disposable]) {
        state.withLock { state in
            for disposable in disposables {
                state.disposables?[state.nextKey] = disposable
                state.nextKey += 1
            }
        }
    }

    /// A composite holding `disposables`.
    public convenience init(_ disposables: any Disposable...) {
        self.init(disposables: disposables)
    }

    /// `true` once `dispose()` has been called.
    public var isDisposed: Bool { state.withLock { $0.disposables == nil } }

    /// The number of disposables held.
    public var count: Int { state.withLock { $0.disposables?.count ?? 0 } }

    /// Adds `disposable` and returns its key, or disposes it at once and
    /// returns `nil` when the composite is already disposed.
    @discardableResult
    public func insert(_ disposable: any Disposable) -> DisposeKey? {
        let key: Int? = state.withLock { state in
            guard state.disposables != nil else { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.disposables?[key] = disposable
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes the disposable under `key` and disposes it.
    public func remove(for key: DisposeKey) {
        let removed = state.withLock { $0.disposables?.removeValue(forKey: key.value) }
        removed?.dispose()
    }

    /// Disposes every disposable held, in insertion order, and every later one.
    public func dispose() {
        let all = state.withLock { state in
            defer { state.disposables = nil }
            return state.disposables
        }
        guard let all else { return }
        for (_, disposable) in all.sorted(by: { $0.key < $1.key }) { disposable.dispose() }
    }
}
