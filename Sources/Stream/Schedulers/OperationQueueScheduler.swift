import Foundation

/// Runs actions as operations on an `OperationQueue`, as RxSwift's scheduler
/// of the same name: each `schedule` adds one `BlockOperation` with
/// `queuePriority`, so the queue's `maxConcurrentOperationCount` decides
/// whether actions run one at a time or side by side, and its priorities
/// which waiting action runs next.
///
/// Disposing what `schedule` returned before the operation runs makes it do
/// nothing (the operation stays in the queue, as in RxSwift); after, it
/// disposes what the action returned. It schedules without a delay only
/// (`ImmediateSchedulerType`): `observe(on:)`, `subscribe(on:)` and the
/// creation operators' `scheduler:` take it; time operators need a
/// `SchedulerType`.
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let background = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
/// images.observe(on: background).map(thumbnail).subscribe(onNext: show)
/// ```
public final class OperationQueueScheduler: ImmediateSchedulerType {
    /// The queue the operations are added to.
    public let operationQueue: OperationQueue

    /// The priority every operation this scheduler adds gets.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler adding its operations to `operationQueue`, each with
    /// `queuePriority`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action` with `state`, unless the result
    /// was disposed first; disposing it after the operation ran disposes
    /// what `action` returned.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let disposables = CompositeDisposable()
        let scheduled = ScheduledAction { disposables.insert(action(state)) }
        disposables.insert(scheduled)
        let operation = BlockOperation { scheduled.run() }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return disposables
    }
}
