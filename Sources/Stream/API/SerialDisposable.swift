/// Holds one disposable at a time: assigning a new one disposes the previous;
/// assigning after `dispose()` disposes the new one at once.
public final class SerialDisposable: Disposable {
    private let slot = DisposableSlot()

    /// An empty serial disposable.
    public init() {}

    /// `true` once `dispose()` has been called.
    public var isDisposed: Bool { slot.isReleased }

    /// The disposable held now. Setting it disposes the previous one, or the
    /// new one when this serial disposable is already disposed.
    public var disposable: any Disposable {
        get { slot.peekSlot() ?? Disposables.create() }
        set { slot.replaceSlot(newValue) }
    }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        slot.releaseSlot()
    }
}
