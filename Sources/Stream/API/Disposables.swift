import Synchronization

/// Factory of simple disposables.
public enum Disposables {
    /// A disposable that does nothing (one shared instance, no allocation).
    public static func create() -> any Disposable { NopDisposable.instance }

    /// A disposable that runs `dispose` once, on the first call to `dispose()`,
    /// and releases the closure afterwards.
    public static func create(with dispose: @escaping () -> Void) -> any Disposable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes all of `disposables` together, in order,
    /// once. Covers RxSwift's two-, three- and more-argument forms:
    /// `Disposables.create(first, second)`.
    public static func create(_ disposables: any Disposable...) -> any Disposable {
        CompositeDisposable(disposables: disposables)
    }

    /// A disposable that disposes every one of `disposables` together, in
    /// order, once: `Disposables.create([first, second])`.
    public static func create(_ disposables: [any Disposable]) -> any Disposable {
        CompositeDisposable(disposables: disposables)
    }
}

/// The disposable with nothing to release.
struct NopDisposable: Disposable {
    static let instance: any Disposable = NopDisposable()
    func dispose() {}
}

/// Runs an action on the first `dispose()`.
final class AnonymousDisposable: Disposable {
    private let disposed = Atomic<Bool>(false)
    // Written once in init, then read and cleared only by the single winner of `disposed`.
    private nonisolated(unsafe) var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// `true` once `dispose()` has been called.
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}
