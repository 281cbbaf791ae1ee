import Synchronization

/// Global hooks for diagnostics.
///
/// ```swift
/// StreamHooks.onUnhandledError = { error in print("unhandled:", error) }
/// ```
///
/// See <doc:OperatorsByExample#Unhandled-errors> for an example with its output.
public enum StreamHooks {
    private static let unhandledErrorHandler = Locked<@Sendable (any Error) -> Void>({ _ in })

    /// Called with an error that reached a `subscribe(onNext:…)` without an
    /// `onError` closure. Does nothing by default; set it to log such errors.
    public static var onUnhandledError: @Sendable (any Error) -> Void {
        get { unhandledErrorHandler.withLock { $0 } }
        set { unhandledErrorHandler.withLock { $0 = newValue } }
    }

    static func unhandledError(_ error: any Error) {
        onUnhandledError(error)
    }
}
