/// Collects disposables and disposes them all, in insertion order, when the
/// bag is deallocated: the usual way to tie subscriptions to an owner's
/// lifetime. To dispose early, replace the bag (`bag = DisposeBag()`).
public final class DisposeBag: Sendable {
    fileprivate let disposables = Locked<[any Disposable]>([])

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

extension DisposeBag {
    /// A bag that already holds `disposables`.
    ///
    /// ```swift
    /// let bag = DisposeBag(disposing: first, second)
    /// ```
    public convenience init(disposing disposables: any Disposable...) {
        self.init(disposing: disposables)
    }

    /// A bag that already holds the disposables `builder` lists.
    ///
    /// ```swift
    /// let bag = DisposeBag {
    ///     names.subscribe(onNext: { print($0) })
    ///     ages.subscribe(onNext: { print($0) })
    /// }
    /// ```
    public convenience init(@DisposableBuilder builder: () -> [any Disposable]) {
        self.init(disposing: builder())
    }

    /// A bag that already holds `disposables`.
    ///
    /// ```swift
    /// let bag = DisposeBag(disposing: subscriptions)
    /// ```
    public convenience init(disposing disposables: [any Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Adds every one of `disposables`, in order; they are disposed with the bag.
    ///
    /// ```swift
    /// bag.insert(first, second)
    /// ```
    public func insert(_ disposables: any Disposable...) {
        insert(disposables)
    }

    /// Adds the disposables `builder` lists, in order.
    ///
    /// ```swift
    /// bag.insert {
    ///     names.subscribe(onNext: { print($0) })
    ///     ages.subscribe(onNext: { print($0) })
    /// }
    /// ```
    public func insert(@DisposableBuilder builder: () -> [any Disposable]) {
        insert(builder())
    }

    /// Adds every one of `disposables`, in order.
    ///
    /// ```swift
    /// bag.insert(subscriptions)
    /// ```
    public func insert(_ disposables: [any Disposable]) {
        self.disposables.withLock { $0.append(contentsOf: disposables) }
    }

    /// Lists disposables, one statement each, for `DisposeBag(builder:)` and
    /// `insert(builder:)`.
    @resultBuilder
    public struct DisposableBuilder {
        /// The listed disposables, in order.
        public static func buildBlock(_ disposables: any Disposable...) -> [any Disposable] {
            disposables
        }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, to be disposed with it.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
