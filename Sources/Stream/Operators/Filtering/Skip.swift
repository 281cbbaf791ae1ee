extension Observable {
    /// Drops the first `count` elements and mirrors the rest, terminal events
    /// included. `skip(0)` (or a negative count) mirrors the source.
    @usableFromInline
    func skip(_ count: Int) -> Observable<Element> {
        count <= 0 ? self : Producer<SkipCountSink<Element>>(source: self, parameters: count)
    }
}

final class SkipCountSink<Element>: CountdownSink<Element>, @unchecked Sendable {
    override func onNext(_ element: Element) {
        if remaining > 0 {
            remaining -= 1
            return
        }
        forwardNext(element)
    }
}
