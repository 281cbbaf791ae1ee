import Synchronization

extension Observable {
    /// Runs side effects at each point of the subscription's life, leaving the
    /// events unchanged. Every closure is optional.
    ///
    /// - `onNext`, `onError`, `onCompleted` run before the event is forwarded;
    ///   `afterNext`, `afterError`, `afterCompleted` right after it.
    /// - A throwing `onNext`/`afterNext`/`onCompleted` fails the stream with
    ///   the thrown error instead (as does a throwing `onError`, with its own
    ///   error). An `after` closure that throws once the stream has ended has
    ///   nobody left to tell: its error goes to `StreamHooks.onUnhandledError`.
    /// - `onSubscribe` runs before the source is subscribed, `onSubscribed`
    ///   after that subscription returned.
    /// - `onDispose` runs exactly once, when the subscription ends, by a
    ///   terminal event (after `afterError`/`afterCompleted`) or by disposal;
    ///   never before `onSubscribed` (as in RxSwift).
    @usableFromInline
    func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        Producer<DoSink<Element>>(
            source: self,
            parameters: DoHandlers(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

/// The closures of one `do(...)` call.
struct DoHandlers<Element> {
    var onNext: ((Element) throws -> Void)?
    var afterNext: ((Element) throws -> Void)?
    var onError: ((any Error) throws -> Void)?
    var afterError: ((any Error) throws -> Void)?
    var onCompleted: (() throws -> Void)?
    var afterCompleted: (() throws -> Void)?
    var onSubscribe: (() -> Void)?
    var onSubscribed: (() -> Void)?
    var onDispose: (() -> Void)?
}

final class DoSink<Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    private static var subscribingBit: Int { 1 }
    private static var endedBit: Int { 2 }

    /// Orders `onDispose` after `onSubscribed` when the subscription ends
    /// while the source is still being subscribed (as RxSwift does): whichever
    /// of the two moments comes second runs `onDispose`.
    private let phase = Atomic<Int>(1)

    // Never cleared: events may race a dispose, so the closures are released
    // with the sink, which the chain lets go of once the subscription ended.
    private let handlers: DoHandlers<Element>

    init(parameters handlers: DoHandlers<Element>, downstream: ObserverNode<Element>) {
        self.handlers = handlers
        super.init(downstream: downstream)
    }

    /// `onSubscribe`, the subscription to the source, then `onSubscribed`.
    override func subscribe(to source: Observable<Element>) -> any Disposable {
        handlers.onSubscribe?()
        setUpstream(source.run(self))
        handlers.onSubscribed?()
        subscriptionReturned()
        return self
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        do {
            try handlers.onNext?(element)
            forwardNext(element)
            try handlers.afterNext?(element)
        } catch {
            forwardError(error)
        }
    }

    // The terminal events end the sink by hand rather than through
    // `forwardError`/`forwardCompleted`: the `after` closure runs between the
    // downstream delivery and the teardown that runs `onDispose`.

    override func onError(_ error: any Error) {
        endDownstream {
            do {
                try handlers.onError?(error)
                downstream.onError(error)
                runAfterEnd { try handlers.afterError?(error) }
            } catch {
                // As RxSwift: a throwing `onError` fails the stream with what it
                // threw, and `afterError` (after a delivery that did not happen as
                // planned) is skipped, as `afterNext` and `afterCompleted` are.
                downstream.onError(error)
            }
        }
    }

    override func onCompleted() {
        endDownstream {
            do {
                try handlers.onCompleted?()
                downstream.onCompleted()
                runAfterEnd { try handlers.afterCompleted?() }
            } catch {
                downstream.onError(error)
            }
        }
    }

    private func runAfterEnd(_ body: () throws -> Void) {
        do { try body() } catch { StreamHooks.unhandledError(error) }
    }

    /// Called once the source's subscription returned (after `onSubscribed`).
    private func subscriptionReturned() {
        let old = phase.bitwiseAnd(~Self.subscribingBit, ordering: .acquiringAndReleasing).oldValue
        if old & Self.endedBit != 0 { handlers.onDispose?() }
    }

    /// Runs after the source's subscription was disposed: `tearDown` disposes
    /// upstream first, and a terminal event reaches this sink only after the
    /// operators above it delivered it, to be torn down by the cascade this
    /// sink's teardown starts (see `Sink.dispose()`).
    override func disposeResources() {
        let old = phase.bitwiseOr(Self.endedBit, ordering: .acquiringAndReleasing).oldValue
        if old & Self.subscribingBit == 0 { handlers.onDispose?() }
    }
}
