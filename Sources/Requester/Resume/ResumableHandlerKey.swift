import Handlers

/// Which handler a failure went to, as far as sharing runs goes
/// (Docs/ErrorHandling.md, "Which runs are shared").
///
/// - A class handler is its instance, whichever registry it sits in: one
///   `TokenRefreshHandler` shared by two registries runs one refresh.
/// - A value-type handler has no identity, so it is its type at its
///   position in one registry's `resumableHandlers`: requests of two
///   registries (two features, two tests running in parallel) never share
///   a run, nor do two values of one type at different positions.
struct ResumableHandlerKey: Hashable {
    private enum Kind: Hashable {
        case instance(ObjectIdentifier)
        case value(registry: ObjectIdentifier, type: ObjectIdentifier, position: Int)
    }

    private let kind: Kind

    /// The key of `match`'s handler in `registry`, and the object the key's
    /// identifiers belong to (the handler instance, or the registry). An
    /// `ObjectIdentifier` can be reused by a later object once this one is
    /// gone, so state under the key is only trusted while the anchor lives.
    static func of(_ match: ResumableMatch, in registry: HandlerRegistry) -> (key: Self, anchor: AnyObject) {
        if type(of: match.handler) is AnyClass {
            let instance = match.handler as AnyObject
            return (Self(kind: .instance(ObjectIdentifier(instance))), instance)
        }
        let kind = Kind.value(
            registry: ObjectIdentifier(registry), type: ObjectIdentifier(type(of: match.handler)),
            position: match.index)
        return (Self(kind: kind), registry)
    }
}
