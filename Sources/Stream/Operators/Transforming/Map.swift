extension Observable {
    /// Transforms each element with `transform`.
    @inlinable
    func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        ElementStepObservable<Element, Result>(source: self) { element, node in
            let sink = unsafeDowncast(node, to: ElementStepSink<Element, Result>.self)
            guard !sink.isStopped else { return }  // no user code after the end or after dispose
            do { sink.emit(try transform(element)) } catch { sink.forwardError(error) }
        }
    }

    /// Transforms each element and drops the `nil` results.
    @inlinable
    func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        ElementStepObservable<Element, Result>(source: self) { element, node in
            let sink = unsafeDowncast(node, to: ElementStepSink<Element, Result>.self)
            guard !sink.isStopped else { return }
            do {
                if let result = try transform(element) { sink.emit(result) }
            } catch {
                sink.forwardError(error)
            }
        }
    }
}
