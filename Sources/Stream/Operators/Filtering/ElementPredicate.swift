/// A filtering operator's predicate as its sink's parameters (`skip(while:)`,
/// `single(_:)`): in a struct, not as the closure itself, which would cross
/// `Producer`'s generic parameters through an allocating thunk (see
/// `ProducerSink.Parameters`).
struct ElementPredicate<Element> {
    let holds: (Element) throws -> Bool
}
