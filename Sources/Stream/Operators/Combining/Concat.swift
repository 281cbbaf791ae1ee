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
        sources.isEmpty ? .empty() : ConcatObservable(sources: sources)
    }

    /// Emits this stream's elements, then, once it completed, `other`'s.
    public func concat(_ other: Observable<Element>) -> Observable<Element> {
        ConcatObservable(sources: [self, other])
    }
}

final class ConcatObservable<Element>: Observable<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        precondition(!sources.isEmpty, "concat of no sources is `empty()`")
        self.sources = sources
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = ConcatSink(sources: sources, downstream: observer)
        sink.subscribeNext()
        return sink
    }
}

final class ConcatSink<Element>: ResubscribingSink<Element>, @unchecked Sendable {
    private let sources: [Observable<Element>]
    // The source being subscribed. Advanced in `onCompleted` before the next
    // request; the request's atomic hands it to the subscribe loop.
    private var index = 0

    init(sources: [Observable<Element>], downstream: ObserverNode<Element>) {
        self.sources = sources
        super.init(downstream: downstream)
    }

    override func nextSource() -> Observable<Element> { sources[index] }

    override func onCompleted() {
        guard !isStopped else { return }
        index += 1
        if index < sources.count {
            subscribeNext()
        } else {
            forwardCompleted()
        }
    }
}
