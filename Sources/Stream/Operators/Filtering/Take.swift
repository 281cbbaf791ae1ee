extension Observable {
    /// Emits the first `count` elements, then completes and disposes the
    /// source. `take(0)` completes at once without subscribing.
    @usableFromInline
    func take(_ count: Int) -> Observable<Element> {
        count <= 0 ? .empty() : Producer<TakeCountSink<Element>>(source: self, parameters: count)
    }
}

final class TakeCountSink<Element>: CountdownSink<Element>, @unchecked Sendable {
    override func onNext(_ element: Element) {
        guard !isStopped, remaining > 0 else { return }
        remaining -= 1
        forwardNext(element)
        if remaining == 0 { forwardCompleted() }
    }
}
