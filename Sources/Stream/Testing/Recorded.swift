/// A value stamped with the virtual time it happened at: RxTest's `Recorded`.
///
/// ```swift
/// let tap: Recorded<Event<String>> = .next(10, "tap")  // "tap" at virtual time 10
/// ```
///
/// See <doc:OperatorsByExample#Testing-with-observers-and-times-of-your-own> for an example with its output.
public struct Recorded<Value> {
    /// When it happened, in ticks.
    public let time: TestTime
    /// What happened.
    public let value: Value

    /// A value at a time.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded: CustomDebugStringConvertible {
    /// `value @ time`.
    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded {
    /// An element at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A failure at `time`. `type` names the element type where nothing
    /// else does (`.error(300, failure, Int.self)`).
    public static func error<T>(_ time: TestTime, _ error: any Error, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// The end at `time`. `type` names the element type where nothing else
    /// does (`.completed(300, Int.self)`).
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }
}

extension Recorded {
    /// The recorded events as an array, their element type inferred from
    /// them: `Recorded.events(.next(210, 2), .completed(250))` is a
    /// `[Recorded<Event<Int>>]` with no annotation.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }

    /// `events(_:...)` taking an array: `Recorded.events([.next(210, 2), .completed(250)])`.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }
}
