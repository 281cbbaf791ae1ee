import Foundation

/// One notification of a stream: an element, a failure, or the end.
///
/// Every stream follows the grammar `next* (error | completed)?`: any number of
/// elements, then at most one terminal event, and nothing after it.
public enum Event<Element> {
    /// An element.
    case next(Element)
    /// The stream failed; nothing follows.
    case error(any Error)
    /// The stream finished; nothing follows.
    case completed
}

extension Event {
    /// `true` for `.error` and `.completed`, the events that end a stream.
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// Whether this is `.completed`.
    ///
    /// ```swift
    /// Event<Int>.completed.isCompleted // true
    /// ```
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// The element of a `.next` event, otherwise `nil`.
    public var element: Element? {
        if case .next(let element) = self { return element }
        return nil
    }

    /// The error of an `.error` event, otherwise `nil`.
    public var error: (any Error)? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// The same event with its element transformed; a throwing transform yields `.error`.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do { return .next(try transform(element)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: Sendable where Element: Sendable {}

extension Event: Equatable where Element: Equatable {
    /// Elements compare with `==`. Two errors are equal when they have the same
    /// dynamic type and are equal (for `Equatable` errors) or share the NSError
    /// domain and code (for the others).
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let l), .next(let r)): return l == r
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return errorsAreEqual(l, r)
        default: return false
        }
    }
}

/// The error equality `Event` and `Recorded` use (see `Event.==`).
func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    let boxed: Any = lhs  // casting `any Error` directly is wrongly flagged "always succeeds" on Linux
    if let equatable = boxed as? any Equatable {
        return equatable.isEqual(to: rhs)
    }
    let l = lhs as NSError, r = rhs as NSError
    return l.domain == r.domain && l.code == r.code
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension Event: CustomDebugStringConvertible {
    /// `next(1)`, `error(…)` or `completed`, as RxSwift prints them.
    public var debugDescription: String {
        switch self {
        case .next(let element): return "next(\(element))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}
