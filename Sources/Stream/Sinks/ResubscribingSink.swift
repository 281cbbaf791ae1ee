import Synchronization

/// The base of the operators that subscribe to one source after another on a
/// single subscription: `concat`, `catchError`, `retry`, `retryWhen`, and the
/// backoff `retry`.
///
/// Stack safety. A source that ends synchronously inside its own `subscribe`
/// asks for the next subscription while the previous `subscribe` is still on
/// the stack. Requests are counted in `pendingSteps`: the caller that raises
/// the count from zero runs the loop, every later request only adds one and
/// returns, and the loop takes the next step once the running one returned.
/// A million synchronous retries therefore run in the loop's one frame, not
/// in a million nested frames.
///
/// Sources never overlap: the next one is subscribed only after the previous
/// one ended. So this sink observes every source itself (no allocation per
/// subscription), and the step in flight (a subscription, or a wait before
/// one) sits in the node's upstream slot (a `DisposableSlot`), which only the
/// loop fills, replacing and disposing the step before it, which releases
/// what that step captured.
///
/// Disposal releases the slot: the step in flight is disposed, and one that
/// is still being started is disposed as soon as it returns. The loop checks
/// before every step, so nothing new starts once the sink, or any node after
/// it (`take(1)`), stopped.
///
/// Subclasses override the event methods, call `subscribeNext()` to subscribe
/// the same source again (`retry`) or `subscribeNext(_:)` to move on to
/// another (`catchError`, `concat`), and may override `startNextStep()` to
/// start something else first (a wait).
class ResubscribingSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let pendingSteps = Atomic<Int>(0)
    /// The source the next step subscribes: the operator's source, or what
    /// replaced it (`catchError`'s fallback, `concat`'s next part). Written
    /// before each request, whose atomic hands it to the loop; sources never
    /// overlap, so no step reads it while another writes it.
    private var source: Observable<Element>?

    /// Subscribes `source` as the first step; the sink is the subscription.
    override func subscribe(to source: Observable<Element>) -> any Disposable {
        self.source = source
        // A subscribe runs inside the thread's trampoline already (see
        // `Trampoline`), so the first step skips the check later steps make.
        if pendingSteps.add(1, ordering: .acquiringAndReleasing).oldValue == 0 { runSteps() }
        return self
    }

    /// Starts the next step and returns what cancels it. By default
    /// subscribes this sink to the current source; override to start
    /// something else first (a wait), whose end calls `subscribeNext()` again.
    func startNextStep() -> any Disposable {
        subscribeSource()
    }

    /// Subscribes this sink to the current source. For the loop's steps only.
    final func subscribeSource() -> any Disposable {
        guard let source else { preconditionFailure("subscribe(to:) or subscribeNext(_:) sets the source first") }
        return source.run(self)
    }

    /// Takes the next step on `source`, which later steps subscribe too
    /// until it is replaced (see `subscribeNext()`).
    final func subscribeNext(_ source: Observable<Element>) {
        self.source = source
        subscribeNext()
    }

    /// Elements of every source pass straight through.
    override func onNext(_ element: Element) { forwardNext(element) }

    /// Takes the next step (see `startNextStep()`): at once, or, when a step
    /// of this sink is still starting up the stack or on another thread,
    /// right after it returns. Call it once per wanted step, after the
    /// previous source ended (or to start).
    final func subscribeNext() {
        // Whoever raises the count from zero owns the loop; the acquire/release
        // pair also hands the requester's writes (an index, the next source)
        // to the loop's thread.
        guard pendingSteps.add(1, ordering: .acquiringAndReleasing).oldValue == 0 else { return }
        // The next source's subscribe is a subscribe of RxSwift's: requested
        // from an event where no trampoline runs, it starts one. Once per
        // loop, not per step.
        Trampoline.run { runSteps() }
    }

    /// The loop: takes the steps requested until none is pending.
    private func runSteps() {
        repeat {
            if isChainStopped {
                // The subscriber (or an operator before it, e.g. `take`) is done:
                // stop here instead of subscribing again. The count stays up, so
                // later requests return at once.
                dispose()
                return
            }
            // The step it replaces has ended; a step that starts after the
            // sink stopped is disposed at once.
            replaceSlot(startNextStep())
        } while pendingSteps.subtract(1, ordering: .acquiringAndReleasing).newValue != 0
    }
}
