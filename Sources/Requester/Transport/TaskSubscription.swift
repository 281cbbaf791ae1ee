import Foundation
import Stream
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URLSession task as the subscription that started it: disposing the
/// subscription cancels the task, unless the task already delivered its end.
///
/// Why the check: a chain disposes its subscription while the end is being
/// delivered (the response's completion tears it down), and FoundationNetworking
/// still counts the task as running then, so `cancel()` runs a whole
/// cancellation (the protocol stopped, a failure raised and dropped) on the
/// session's one work queue, which every other task's I/O waits for. Without
/// the check every `APIClient` request pays it: at 32 GETs in flight on
/// loopback the waits for that queue are an eighth of the delivering
/// thread's samples.
enum TaskSubscription {
    /// The task `start` makes, reporting to `observer`, as a disposable.
    /// `answersWhole`: the task's first event is its whole answer (`send`'s
    /// response, after which only the completion follows), so the chain
    /// may dispose as soon as that arrives; otherwise only a completion or a
    /// failure ends it (`stream`'s chunks do not).
    static func start<Element>(
        reportingTo observer: AnyObserver<Element>, answersWhole: Bool,
        _ start: (AnyObserver<Element>) -> URLSessionTask
    ) -> any Disposable {
        let end = TaskEnd()
        let task = start(AnyObserver { event in
            if answersWhole || event.isStopEvent { end.mark() }
            observer.on(event)
        })
        return Disposables.create { if !end.isMarked { task.cancel() } }
    }
}

/// Whether a task delivered its end (a completion or a failure).
private final class TaskEnd: Sendable {
    private let marked = Atomic<Bool>(false)

    var isMarked: Bool { marked.load(ordering: .acquiring) }

    func mark() { marked.store(true, ordering: .releasing) }
}
