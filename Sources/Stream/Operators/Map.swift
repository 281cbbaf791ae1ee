extension Observable {
    /// Transforms each element with `transform`.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        appendingElementStep { root, stage, sink, output in
            guard let element = try stage.input(root, sink: sink, as: Element.self) else { return }
            output = try transform(element)
        }
    }

    /// Transforms each element and drops the `nil` results.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        appendingElementStep { root, stage, sink, output in
            guard let element = try stage.input(root, sink: sink, as: Element.self) else { return }
            output = try transform(element)
        }
    }
}
