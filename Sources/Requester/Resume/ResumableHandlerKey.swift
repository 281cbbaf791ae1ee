import Handlers

/// Which handler of one registry a failure went to, as far as sharing runs
/// goes (Docs/ErrorHandling.md, "Which runs are shared"), for the handlers
/// whose runs their registry keeps (`RegistryRuns`).
///
/// - A class handler is its instance: two positions holding one instance
///   share its runs.
/// - A value-type handler has no identity, so it is its type at its
///   position in the registry's `resumableHandlers`: two values of one type
///   at different positions never share a run.
struct ResumableHandlerKey: Hashable {
    private enum Kind: Hashable {
        case instance(ObjectIdentifier)
        case value(type: ObjectIdentifier, position: Int)
    }

    private let kind: Kind

    /// The key of `match`'s handler, and the instance it names (`nil` for a
    /// value). An `ObjectIdentifier` can be reused by a later object once
    /// this one is gone, so runs under an instance's key are only trusted
    /// while that instance lives.
    static func of(_ match: ResumableMatch) -> (key: Self, instance: AnyObject?) {
        if type(of: match.handler) is AnyClass {
            let instance = match.handler as AnyObject
            return (Self(kind: .instance(ObjectIdentifier(instance))), instance)
        }
        return (Self(kind: .value(type: ObjectIdentifier(type(of: match.handler)), position: match.index)), nil)
    }
}
