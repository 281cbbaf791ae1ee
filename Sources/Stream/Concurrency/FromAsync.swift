extension Observable {
    /// A stream that runs `operation` in a new task on each subscription, then
    /// emits its result and completes, or fails with what it threw.
    ///
    /// Disposing the subscription cancels the task; nothing is delivered after
    /// that, not even the `CancellationError` the operation may throw.
    ///
    /// See <doc:OperatorsByExample#Async-work-as-a-stream> for an example with its output.
    public static func fromAsync(
        _ operation: @escaping @Sendable () async throws -> Element
    ) -> Observable<Element> {
        FromAsyncObservable(operation)
    }
}

final class FromAsyncObservable<Element>: Observable<Element> {
    private let operation: @Sendable () async throws -> Element
    private let priority: TaskPriority?
    /// Runs the operation in a detached task, which inherits nothing from the subscriber's.
    private let detached: Bool

    init(
        _ operation: @escaping @Sendable () async throws -> Element,
        priority: TaskPriority? = nil,
        detached: Bool = false
    ) {
        self.operation = operation
        self.priority = priority
        self.detached = detached
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let operation = self.operation
        return observer.connectToTask(priority: priority, detached: detached) { handle in
            do {
                let element = try await operation()
                guard let sink = handle.current else { return }
                sink.onNext(element)
                sink.onCompleted()
            } catch {
                handle.current?.onError(error)
            }
        }
    }
}

extension ObserverNode {
    /// Runs `work` in a new task that delivers to this observer through a
    /// sink; returns the sink, whose disposal cancels the task. Behind
    /// `fromAsync`, `Single.create(detached:priority:work:)` and
    /// `AsyncSequence.asObservable()`.
    ///
    /// The task reaches the sink through a handle that disposal empties:
    /// work that ignores cancellation (a callback bridged with a
    /// continuation, a sequence that keeps producing) must not keep the
    /// chain alive until it returns.
    func connectToTask(
        priority: TaskPriority? = nil, detached: Bool = false,
        _ work: @escaping @Sendable (DetachableReference<PassThroughSink<Element>>) async -> Void
    ) -> any Disposable {
        let sink = PassThroughSink(downstream: self)
        let handle = DetachableReference<PassThroughSink<Element>>()
        handle.attach(sink)
        let operation: @Sendable () async -> Void = { await work(handle) }
        let task = detached
            ? Task.detached(priority: priority, operation: operation)
            : Task(priority: priority, operation: operation)
        sink.setUpstream(TaskCancellingDisposable(task: task, handle: handle))
        return sink
    }
}

/// Cancels a task when disposed, and detaches the sink the task would deliver to.
struct TaskCancellingDisposable<Target: AnyObject>: Disposable {
    let task: Task<Void, Never>
    let handle: DetachableReference<Target>

    func dispose() {
        handle.detach()
        task.cancel()
    }
}
