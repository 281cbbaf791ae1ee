import Foundation
import Handlers
import Stream

extension APIClient {
    /// The decoded answer to `endpoint`, or a thrown `RequestError`.
    ///
    /// Cancelling the calling task disposes the request (in flight or
    /// between attempts) and throws `RequestError.cancelled` at once.
    public func send<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws -> Response {
        let bridge = SendBridge<Response>()
        // Erased so the cancellation handler captures no generic metatype.
        let cancellation: any CancellableBridge = bridge
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                bridge.start(request(endpoint), continuation: continuation)
            }
        } onCancel: {
            cancellation.cancel()
        }
    }
}

/// What a task's cancellation handler may call.
protocol CancellableBridge: Sendable {
    func cancel()
}

/// Hands one subscription's outcome to one continuation, exactly once,
/// whichever comes first: the value, the error, or the task's cancellation.
final class SendBridge<Value>: CancellableBridge {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var subscription: (any Disposable)?
        var isCancelled = false
    }

    private let state = Locked(State())

    func start(_ source: Observable<Value>, continuation: CheckedContinuation<Value, any Error>) {
        let cancelledEarly = state.withLock { state in
            if state.isCancelled { return true }
            state.continuation = continuation
            return false
        }
        if cancelledEarly {
            continuation.resume(throwing: RequestError.cancelled)
            return
        }
        let subscription = source.subscribe(
            onNext: { [self] value in
                // A value passes from the subscription to the awaiting task only once.
                nonisolated(unsafe) let value = value
                take()?.resume(returning: value)
            },
            onError: { [self] error in take()?.resume(throwing: error) },
            onCompleted: { [self] in
                take()?.resume(throwing: RequestError.transport(URLError(.zeroByteResource)))
            })
        let disposeNow = state.withLock { state in
            if state.continuation == nil { return true }
            state.subscription = subscription
            return false
        }
        if disposeNow { subscription.dispose() }
    }

    func cancel() {
        let (continuation, subscription) = state.withLock { state in
            state.isCancelled = true
            defer {
                state.continuation = nil
                state.subscription = nil
            }
            return (state.continuation, state.subscription)
        }
        subscription?.dispose()
        continuation?.resume(throwing: RequestError.cancelled)
    }

    private func take() -> CheckedContinuation<Value, any Error>? {
        state.withLock { state in
            defer { state.continuation = nil }
            return state.continuation
        }
    }
}
