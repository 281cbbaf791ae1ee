extension Observable {
    /// Subscribes to each of `sources` in turn, each after the previous one
    /// completed, and emits their elements; completes after the last one.
    /// An error from any of them ends the result. Stack-safe: any number of
    /// synchronous sources runs in constant stack.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }

    /// Subscribes to each of `sources` in turn, each after the previous one
    /// completed; completes after the last one (at once when `sources` is empty).
    public static func concat(_ sources: [Observable<Element>]) -> Observable<Element> {
        sources.isEmpty ? .empty() : Producer<ConcatSink<Element>>(source: sources)
    }

    /// Emits this stream's elements, then, once it completed, `other`'s.
    @usableFromInline
    func concat(_ other: Observable<Element>) -> Observable<Element> {
        Producer<ConcatSink<Element>>(source: [self, other])
    }
}

final class ConcatSink<Element>: ResubscribingSink<Element>, ProducerSink, @unchecked Sendable {
    typealias Source = [Observable<Element>]

    // Set in `subscribe(to:)` before the first step; never changes after.
    private var sources: [Observable<Element>] = []
    // The source being subscribed. Advanced in `onCompleted` before the next
    // request; the request's atomic hands it to the subscribe loop.
    private var index = 0

    init(parameters: Void, downstream: ObserverNode<Element>) {
        super.init(downstream: downstream)
    }

    /// Subscribes the first of `sources` (never empty: `concat` of none is `empty()`).
    func subscribe(to sources: [Observable<Element>]) -> any Disposable {
        self.sources = sources
        return subscribe(to: sources[0])
    }

    override func onCompleted() {
        guard !isStopped else { return }
        index += 1
        if index < sources.count {
            subscribeNext(sources[index])
        } else {
            forwardCompleted()
        }
    }
}
