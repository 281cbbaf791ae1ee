/// The continuation `AsyncStreamObserver` feeds: an `AsyncThrowingStream`'s
/// (`values` of a stream) or an `AsyncStream`'s (`values` of an `Infallible`,
/// a `Driver` or a `Signal`).
protocol AsyncStreamFeed<Element>: Sendable {
    associatedtype Element
    /// Hands `element` to the loop.
    func feed(_ element: sending Element)
    /// Ends the loop; an `AsyncStream` cannot throw, so it just ends there.
    func end(throwing error: (any Error)?)
    /// Calls `action` once the loop ends, however it ends (`onTermination`).
    func onLoopEnd(_ action: @escaping @Sendable () -> Void)
}

extension AsyncThrowingStream.Continuation: AsyncStreamFeed where Failure == any Error {
    func feed(_ element: sending Element) {
        yield(element)
    }

    func end(throwing error: (any Error)?) {
        finish(throwing: error)
    }

    func onLoopEnd(_ action: @escaping @Sendable () -> Void) {
        onTermination = { _ in action() }
    }
}

extension AsyncStream.Continuation: AsyncStreamFeed {
    func feed(_ element: sending Element) {
        yield(element)
    }

    func end(throwing _: (any Error)?) {
        finish()
    }

    func onLoopEnd(_ action: @escaping @Sendable () -> Void) {
        onTermination = { _ in action() }
    }
}
