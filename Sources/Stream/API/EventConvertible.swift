/// Anything that is an `Event`: the constraint for operators on streams of
/// events (`dematerialize()` on any `ObservableType` whose elements conform).
///
/// See <doc:OperatorsByExample#Events-of-your-own-type> for an example with its output.
public protocol EventConvertible<Element> {
    /// The type of the element an event carries.
    associatedtype Element

    /// The event itself.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// Itself.
    public var event: Event<Element> { self }
}
