import Dispatch
import Foundation
import Stream

extension BlockingObservable {
    /// Subscribes, collects the elements that satisfy `predicate` until the
    /// stream ends, `max` of them arrived, the predicate throws or the
    /// timeout passes, and disposes the subscription before returning.
    func wait(
        max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }
    ) -> MaterializedSequenceResult<Element> {
        let collector = BlockingCollector<Element>(max: max, predicate: predicate)
        let subscription = SerialDisposable()
        subscription.disposable = source.subscribe(AnyObserver { collector.on($0) })
        let deadline = timeout.map { DispatchTime.now() + $0 }
        let finished = collector.waitUntilFinished(before: deadline)
        subscription.dispose()
        return collector.result(timedOut: !finished)
    }
}

/// What a blocking wait has seen so far, shared between the threads that
/// deliver events and the one that waits.
// @unchecked: `state` is a lock; `predicate` and `max` are immutable, and
// `predicate` runs on the delivering thread, one event at a time (the grammar).
final class BlockingCollector<Element>: @unchecked Sendable {
    private struct State {
        var elements: [Element] = []
        var error: (any Error)?
        var finished = false
    }

    private let state = Locked(State())
    private let done = DispatchSemaphore(value: 0)
    private let max: Int?
    private let predicate: (Element) throws -> Bool

    init(max: Int?, predicate: @escaping (Element) throws -> Bool) {
        self.max = max
        self.predicate = predicate
    }

    func on(_ event: Event<Element>) {
        guard !state.withLock({ $0.finished }) else { return }
        switch event {
        case .next(let element):
            do {
                let keep = try predicate(element)
                let enough = state.withLock { state in
                    if keep { state.elements.append(element) }
                    return max.map { state.elements.count >= $0 } ?? false
                }
                if enough { finish(with: nil) }
            } catch {
                finish(with: error)
            }
        case .error(let error):
            finish(with: error)
        case .completed:
            finish(with: nil)
        }
    }

    private func finish(with error: (any Error)?) {
        let first = state.withLock { state -> Bool in
            guard !state.finished else { return false }
            state.finished = true
            state.error = error
            return true
        }
        if first { done.signal() }
    }

    /// Waits for the end; `false` if `deadline` passed first. On the main
    /// thread the main run loop keeps turning meanwhile, so work queued to
    /// the main queue (a `MainScheduler` hop) still runs.
    func waitUntilFinished(before deadline: DispatchTime?) -> Bool {
        guard Thread.isMainThread else {
            return done.wait(timeout: deadline ?? .distantFuture) == .success
        }
        while true {
            if done.wait(timeout: .now() + .milliseconds(1)) == .success { return true }
            if let deadline, DispatchTime.now() >= deadline { return false }
            _ = RunLoop.current.run(mode: .default, before: Date())
        }
    }

    /// The outcome; a wait that timed out fails with `StreamError.timeout`
    /// unless the stream ended meanwhile.
    func result(timedOut: Bool) -> MaterializedSequenceResult<Element> {
        state.withLock { state in
            if timedOut && !state.finished {
                state.finished = true
                state.error = StreamError.timeout
            }
            if let error = state.error { return .failed(elements: state.elements, error: error) }
            return .completed(elements: state.elements)
        }
    }
}
