/// A value stamped with the virtual time it happened at: RxTest's `Recorded`.
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

    /// A failure at `time`.
    public static func error<T>(_ time: TestTime, _ error: any Error) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// The end at `time`.
    public static func completed<T>(_ time: TestTime) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }
}
