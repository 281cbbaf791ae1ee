extension Observable {
    /// On error, continues with the stream `handler` returns for that error:
    /// its elements and its end become the result's. A throwing `handler`
    /// fails the result with the thrown error. Only this stream's error is
    /// caught; an error of the handler's stream ends the result.
    /// The failed subscription is released when the handler's stream is subscribed.
    public func catchError(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
        CatchObservable(source: self, handler: handler)
    }

    /// On error, emits `element` and completes.
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        CatchObservable(source: self) { _ in .just(element) }
    }
}

final class CatchObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let handler: (any Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (any Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = CatchSink(source: source, handler: handler, downstream: observer)
        sink.subscribeNext()
        return sink
    }
}

final class CatchSink<Element>: ResubscribingSink<Element>, @unchecked Sendable {
    // The stream to subscribe next: the source, then the handler's stream.
    // Taken by the subscribe loop, so the sink does not keep a failed source.
    // Written before each request, whose atomic hands it to the loop.
    private var pendingSource: Observable<Element>?
    // Cleared on the first error: the handler's own stream is not caught.
    private var handler: ((any Error) throws -> Observable<Element>)?

    init(
        source: Observable<Element>, handler: @escaping (any Error) throws -> Observable<Element>,
        downstream: ObserverNode<Element>
    ) {
        pendingSource = source
        self.handler = handler
        super.init(downstream: downstream)
    }

    override func nextSource() -> Observable<Element> {
        guard let source = pendingSource else { preconditionFailure("a request always sets the next source") }
        pendingSource = nil
        return source
    }

    override func onError(_ error: any Error) {
        guard !isStopped, let handler else { return forwardError(error) }
        self.handler = nil
        do {
            pendingSource = try handler(error)
        } catch {
            return forwardError(error)
        }
        subscribeNext()
    }
}
