extension Observable {
    /// Passes only the elements for which `predicate` is `true`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        appendingElementStep { root, stage, sink, output in
            guard let element = try stage.input(root, sink: sink, as: Element.self), try predicate(element) else {
                return
            }
            output = element
        }
    }
}
