/// A subscription, a scheduled action or any resource that can be released.
///
/// `dispose()` is idempotent and safe to call from any thread.
public protocol Disposable: Sendable {
    /// Releases the resource. Calling it again does nothing.
    func dispose()
}
