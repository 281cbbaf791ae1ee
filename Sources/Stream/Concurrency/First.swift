import Foundation

extension Observable {
    #if compiler(>=6.2)
    /// Subscribes, waits for the first element and disposes the subscription.
    ///
    /// Returns `nil` when the stream completes without an element and throws
    /// the stream's error. Cancelling the waiting task disposes the
    /// subscription and throws `CancellationError`. It runs on the caller's
    /// actor (`nonisolated(nonsending)`), so it can be awaited from
    /// `@MainActor` code on a stream of non-`Sendable` elements.
    nonisolated(nonsending) public func first() async throws -> Element? {
        try await first(cancellingWith: CancellationError())
    }

    /// `first()`, throwing `cancellationError` when the waiting task is
    /// cancelled: the one bridge from a stream to `async`, which the request
    /// layer's `send` uses with its own `.cancelled`.
    nonisolated(nonsending) package func first(cancellingWith cancellationError: any Error) async throws -> Element? {
        let observer = FirstElementObserver<Element>(cancellationError: cancellationError)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // A subscribe like any other: it starts a trampoline.
                if observer.start(continuation) { Trampoline.run { observer.setUpstream(run(observer)) } }
            }
        } onCancel: {
            observer.cancel()
        }
    }
    #else
    /// Subscribes, waits for the first element and disposes the subscription.
    ///
    /// Returns `nil` when the stream completes without an element and throws
    /// the stream's error. Cancelling the waiting task disposes the
    /// subscription and throws `CancellationError`. The element is returned
    /// as `sending`, so the caller's actor may keep it.
    public func first() async throws -> sending Element? {
        try await first(cancellingWith: CancellationError())
    }

    /// `first()`, throwing `cancellationError` when the waiting task is
    /// cancelled (see the Swift 6.2 form).
    package func first(cancellingWith cancellationError: any Error) async throws -> sending Element? {
        let observer = FirstElementObserver<Element>(cancellationError: cancellationError)
        let element = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // A subscribe like any other: it starts a trampoline.
                if observer.start(continuation) { Trampoline.run { observer.setUpstream(run(observer)) } }
            }
        } onCancel: {
            observer.cancel()
        }
        // The continuation handed it over; nothing else here keeps it.
        nonisolated(unsafe) let handedOver = element
        return handedOver
    }
    #endif
}

/// Waits for the first event of a stream on behalf of `first()`.
// @unchecked: `state` is guarded by `lock`; the rest is SubscriptionNode's atomic state.
final class FirstElementObserver<Element>: SubscriptionNode<Element>, @unchecked Sendable {
    private enum State {
        case idle
        case waiting(CheckedContinuation<Element?, any Error>)
        case cancelledBeforeStart
        case resumed
    }

    private let lock = Locked()
    private var state = State.idle
    /// What the waiting task throws when it is cancelled.
    private let cancellationError: any Error

    init(cancellationError: any Error) {
        self.cancellationError = cancellationError
    }

    /// Parks the continuation. Returns `false` (after throwing the
    /// cancellation error into it) when the task was cancelled before.
    func start(_ continuation: CheckedContinuation<Element?, any Error>) -> Bool {
        let wasCancelled = lock.withLock {
            if case .cancelledBeforeStart = state {
                state = .resumed
                return true
            }
            state = .waiting(continuation)
            return false
        }
        if wasCancelled { continuation.resume(throwing: cancellationError) }
        return !wasCancelled
    }

    /// The parked continuation, once. Nothing is parked yet only when the
    /// task was cancelled before `start`, which then resumes it itself.
    private func takeContinuation() -> CheckedContinuation<Element?, any Error>? {
        lock.withLock {
            switch state {
            case .waiting(let continuation):
                state = .resumed
                return continuation
            case .idle:
                state = .cancelledBeforeStart
                return nil
            case .cancelledBeforeStart, .resumed:
                return nil
            }
        }
    }

    // Each ending disposes the subscription before resuming the task, so the
    // caller never finds it still connected.
    override func onNext(_ element: Element) {
        // Handed over to the waiting task, as elements pass between threads
        // everywhere in Stream (see Docs/Threading.md).
        nonisolated(unsafe) let element: Element? = element
        endAfterTearDown { takeContinuation()?.resume(returning: element) }
    }

    override func onError(_ error: any Error) {
        endAfterTearDown { takeContinuation()?.resume(throwing: error) }
    }

    override func onCompleted() {
        endAfterTearDown { takeContinuation()?.resume(returning: nil) }
    }

    /// The waiting task was cancelled.
    func cancel() {
        endAfterTearDown { takeContinuation()?.resume(throwing: cancellationError) }
    }
}
