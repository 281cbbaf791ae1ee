/// Collects disposables and disposes them all, in insertion order, when the
/// bag is deallocated: the usual way to tie subscriptions to an owner's
/// lifetime. To dispose early, replace the bag (`bag = DisposeBag()`).
public final class DisposeBag: Sendable {
    private let disposables = Locked<[any Disposable]>([])

    /// An empty bag.
    public init() {}

    /// Adds `disposable`; it is disposed when the bag goes away.
    public func insert(_ disposable: any Disposable) {
        disposables.withLock { $0.append(disposable) }
    }

    deinit {
        let all = disposables.withLock { bag in
            defer { bag = [] }
            return bag
        }
        for disposable in all { disposable.dispose() }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, to be disposed with it.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
