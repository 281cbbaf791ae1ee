extension Observable {
    /// Passes only the elements for which `predicate` is `true`.
    @inlinable
    func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        ElementStepObservable<Element, Element>(source: self) { element, node in
            let sink = unsafeDowncast(node, to: ElementStepSink<Element, Element>.self)
            guard !sink.isStopped else { return }  // no user code after the end or after dispose
            do {
                if try predicate(element) { sink.emit(element) }
            } catch {
                sink.forwardError(error)
            }
        }
    }
}
