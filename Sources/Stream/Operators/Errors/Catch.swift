extension Observable {
    /// On error, continues with the stream `handler` returns for that error:
    /// its elements and its end become the result's. A throwing `handler`
    /// fails the result with the thrown error. Only this stream's error is
    /// caught; an error of the handler's stream ends the result.
    /// The failed subscription is released when the handler's stream is subscribed.
    @usableFromInline
    func catchError(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
        Producer<CatchSink<Element>>(source: self, parameters: .init(handler: handler))
    }

    /// On error, emits `element` and completes.
    @usableFromInline
    func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchError { _ in .just(element) }
    }

    /// RxSwift 6's name for `catchError(_:)`: on error, continues with the
    /// stream `handler` returns; the same operator.
    @usableFromInline
    func `catch`(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
        catchError(handler)
    }

    /// RxSwift 6's name for `catchErrorJustReturn(_:)`: on error, emits
    /// `element` and completes.
    @usableFromInline
    func catchAndReturn(_ element: Element) -> Observable<Element> {
        catchError { _ in .just(element) }
    }
}

final class CatchSink<Element>: ResubscribingSink<Element>, ProducerSink, @unchecked Sendable {
    /// The handler in a struct: see `ProducerSink.Parameters` for why.
    struct Parameters {
        let handler: (any Error) throws -> Observable<Element>
    }

    // Cleared on the first error: the handler's own stream is not caught.
    private var handler: ((any Error) throws -> Observable<Element>)?

    init(parameters: Parameters, downstream: ObserverNode<Element>) {
        self.handler = parameters.handler
        super.init(downstream: downstream)
    }

    override func onError(_ error: any Error) {
        guard !isStopped, let handler else { return forwardError(error) }
        self.handler = nil
        let fallback: Observable<Element>
        do {
            fallback = try handler(error)
        } catch {
            return forwardError(error)
        }
        subscribeNext(fallback)
    }
}
