extension Observable {
    /// The elements of this stream as an async sequence; the stream's error is
    /// thrown by the loop, its completion ends the loop.
    ///
    /// Reading the property subscribes at once (as RxSwift's `values` does);
    /// cancelling the consuming task, or letting go of the stream, disposes
    /// the subscription. Leaving a loop early lets go of a stream written in
    /// the loop (`for try await x in source.values`), not of one kept in a
    /// variable, which shares its state with the loop's iterator and lives on
    /// until the variable goes. Iterate a stream once; read `values` again for
    /// a new subscription. Elements wait in an unbounded buffer until the loop takes
    /// them, as in RxSwift: a source that never slows down for a slow loop
    /// grows the buffer, so use `values(bufferingPolicy:)` to bound it.
    public var values: AsyncThrowingStream<Element, any Error> {
        values(bufferingPolicy: .unbounded)
    }

    /// `values` with an explicit buffering policy: `.bufferingNewest(n)` keeps
    /// the latest `n` elements the loop has not taken yet, `.bufferingOldest(n)`
    /// drops new ones when `n` are waiting.
    public func values(
        bufferingPolicy: AsyncThrowingStream<Element, any Error>.Continuation.BufferingPolicy
    ) -> AsyncThrowingStream<Element, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(
            of: Element.self, throwing: (any Error).self, bufferingPolicy: bufferingPolicy)
        subscribe(feeding: continuation)
        return stream
    }

    /// Subscribes an observer that feeds `continuation`, disposed when the
    /// loop reading it ends: behind `values` and `infallibleValues()`.
    func subscribe<Feed: AsyncStreamFeed>(feeding continuation: Feed) where Feed.Element == Element {
        let observer = AsyncStreamObserver(continuation)
        // Set before subscribing, so a cancellation that races the subscribe is honoured.
        continuation.onLoopEnd { observer.dispose() }
        // A subscribe like any other: it starts a trampoline where none runs.
        Trampoline.run { observer.setUpstream(run(observer)) }
    }
}

/// Feeds a stream's events into an `AsyncThrowingStream`'s or an
/// `AsyncStream`'s continuation (`AsyncStreamFeed`).
// @unchecked: `continuation` is Sendable and never changes; SubscriptionNode is atomic.
final class AsyncStreamObserver<Continuation: AsyncStreamFeed>: SubscriptionNode<Continuation.Element>,
    @unchecked Sendable
{
    private let continuation: Continuation

    init(_ continuation: Continuation) {
        self.continuation = continuation
    }

    override func onNext(_ element: Continuation.Element) {
        guard !isStopped else { return }
        // The element passes to the consuming task as elements pass between
        // threads everywhere in Stream: handed over, not checked (see Docs/Threading.md).
        nonisolated(unsafe) let element = element
        continuation.feed(element)
    }

    // Tear down before finishing, so a loop that ended finds the subscription gone.
    override func onError(_ error: any Error) {
        endAfterTearDown { continuation.end(throwing: error) }
    }

    override func onCompleted() {
        endAfterTearDown { continuation.end(throwing: nil) }
    }
}
