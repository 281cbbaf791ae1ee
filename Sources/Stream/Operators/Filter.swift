extension Observable {
    /// Passes only the elements for which `predicate` is `true`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        ElementStepObservable(source: self) { element, sink in
            do {
                if try predicate(element) { sink.forwardNext(element) }
            } catch {
                sink.forwardError(error)
            }
        }
    }
}
