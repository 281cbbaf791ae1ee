extension AsyncSequence {
    /// A stream of this async sequence's elements: each subscription iterates
    /// the sequence in a new task, emits its elements, then completes; an
    /// error the sequence throws fails the stream, except `CancellationError`,
    /// which completes it (as in RxSwift).
    ///
    /// Disposing the subscription cancels the task; nothing is delivered
    /// after that. Elements arrive on the task's thread: add `observe(on:)`
    /// for a scheduler of your choice.
    ///
    /// ```swift
    /// let (events, continuation) = AsyncStream.makeStream(of: Int.self)
    /// events.asObservable().subscribe(onNext: { print($0) })  // 1, 2, then completed
    /// continuation.yield(1); continuation.yield(2); continuation.finish()
    /// ```
    public func asObservable() -> Observable<Element> {
        AsyncSequenceObservable(self)
    }
}

final class AsyncSequenceObservable<Source: AsyncSequence>: Observable<Source.Element> {
    private let source: Source

    init(_ source: Source) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Source.Element>) -> any Disposable {
        // The iterator is made here and handed to the task, as elements are
        // handed between threads everywhere in Stream (Docs/Threading.md);
        // RxSwift iterates the sequence from a task too. Stepping it through
        // a closure made here keeps the sequence's conformance, whose
        // metatype need not be `Sendable`, out of the task's closure.
        nonisolated(unsafe) var iterator = source.makeAsyncIterator()
        nonisolated(unsafe) let nextElement: () async throws -> Source.Element? = { try await iterator.next() }
        return observer.connectToTask { handle in
            do {
                while let element = try await nextElement() {
                    guard let sink = handle.current else { return }
                    sink.onNext(element)
                }
                handle.current?.onCompleted()
            } catch is CancellationError {
                handle.current?.onCompleted()
            } catch {
                handle.current?.onError(error)
            }
        }
    }
}
