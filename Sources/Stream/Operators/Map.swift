extension Observable {
    /// Transforms each element with `transform`.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        ElementStepObservable(source: self) { element, sink in
            do { sink.forwardNext(try transform(element)) } catch { sink.forwardError(error) }
        }
    }

    /// Transforms each element and drops the `nil` results.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        ElementStepObservable(source: self) { element, sink in
            do {
                if let result = try transform(element) { sink.forwardNext(result) }
            } catch {
                sink.forwardError(error)
            }
        }
    }
}
