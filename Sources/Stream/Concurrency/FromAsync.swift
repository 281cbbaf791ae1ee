extension Observable {
    /// A stream that runs `operation` in a new task on each subscription, then
    /// emits its result and completes, or fails with what it threw.
    ///
    /// Disposing the subscription cancels the task; nothing is delivered after
    /// that, not even the `CancellationError` the operation may throw.
    public static func fromAsync(
        _ operation: @escaping @Sendable () async throws -> Element
    ) -> Observable<Element> {
        FromAsyncObservable(operation)
    }
}

final class FromAsyncObservable<Element>: Observable<Element> {
    private let operation: @Sendable () async throws -> Element

    init(_ operation: @escaping @Sendable () async throws -> Element) {
        self.operation = operation
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = PassThroughSink(downstream: observer)
        let operation = self.operation
        let task = Task {
            do {
                sink.onNext(try await operation())
                sink.onCompleted()
            } catch {
                sink.onError(error)
            }
        }
        sink.setUpstream(TaskCancellingDisposable(task: task))
        return sink
    }
}

/// Cancels a task when disposed; one word, so it needs no allocation.
struct TaskCancellingDisposable: Disposable {
    let task: Task<Void, Never>

    func dispose() {
        task.cancel()
    }
}
