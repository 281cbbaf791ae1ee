/// An event of an `Infallible`: an element or the completion, never an error
/// (RxSwift's enum of the same name). `Infallible.create(subscribe:)` hands
/// out an observer taking these, and `subscribe(_:)` delivers them.
///
/// ```swift
/// _ = names.subscribe { event in
///     if case .next(let name) = event { print(name) }
/// }
/// ```
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The end of the stream.
    case completed
}

extension InfallibleEvent: EventConvertible {
    /// The same event as an `Event`.
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}
