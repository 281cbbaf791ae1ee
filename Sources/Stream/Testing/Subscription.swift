/// When a test observable was subscribed and when that subscription ended,
/// in virtual time: RxTest's `Subscription`.
///
/// `unsubscribe` is `TestTime.max` while the subscription is still alive.
///
/// ```swift
/// source.subscriptions == [Subscription(200, 230)]  // subscribed at 200, disposed at 230
/// ```
///
/// See <doc:OperatorsByExample#Testing-with-observers-and-times-of-your-own> for an example with its output.
public struct Subscription: Equatable, Hashable, Sendable {
    /// When `subscribe` was called.
    public let subscribe: TestTime
    /// When the subscription was disposed (by the subscriber, or by the
    /// operator downstream after a terminal event); `.max` if it never was.
    public let unsubscribe: TestTime

    /// A subscription from `subscribe` to `unsubscribe` (still alive by default).
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime = .max) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }
}

extension Subscription: CustomDebugStringConvertible {
    /// `(200, 1000)`, or `(200, never)` while alive.
    public var debugDescription: String {
        "(\(subscribe), \(unsubscribe == .max ? "never" : String(unsubscribe)))"
    }
}
