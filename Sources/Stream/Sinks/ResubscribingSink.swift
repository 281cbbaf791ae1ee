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
/// one) sits in one slot that only the loop fills, replacing and disposing
/// the step before it, which releases what that step captured.
///
/// Disposal. `dispose()` closes the slot: the step in flight is disposed, and
/// one that is still being started is disposed as soon as it returns. The
/// loop checks before every step, so nothing new starts once the sink, or any
/// node after it (`take(1)`), stopped.
///
/// The slot is two plain fields guarded by one atomic word rather than a
/// `Mutex`: it costs no lock, and ThreadSanitizer sees its ordering (it does
/// not see `Synchronization.Mutex` on Linux and reports false races).
///
/// Subclasses override the event methods, call `subscribeNext()` to subscribe
/// the same source again (`retry`) or `subscribeNext(_:)` to move on to
/// another (`catchError`, `concat`), may override `startNextStep()` to start
/// something else first (a wait), and call `super.disposeResources()` when
/// they override `disposeResources()`.
class ResubscribingSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    /// Set while the loop is writing `stepInFlight`.
    private static var installingBit: Int { 1 }
    /// Set once the sink stopped: the slot takes nothing more.
    private static var closedBit: Int { 2 }

    private let pendingSteps = Atomic<Int>(0)
    private let slotState = Atomic<Int>(0)
    // Written only by the loop, between setting and clearing `installingBit`;
    // taken by `disposeResources` only when no install is in progress, or by
    // the installer that sees `closedBit` when it finishes.
    private var stepInFlight: (any Disposable)?
    /// The source the next step subscribes: the operator's source, or what
    /// replaced it (`catchError`'s fallback, `concat`'s next part). Written
    /// before each request, whose atomic hands it to the loop; sources never
    /// overlap, so no step reads it while another writes it.
    private var source: Observable<Element>?

    /// Subscribes `source` as the first step; the sink is the subscription.
    override func subscribe(to source: Observable<Element>) -> any Disposable {
        subscribeNext(source)
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
        repeat {
            if isChainStopped {
                // The subscriber (or an operator before it, e.g. `take`) is done:
                // stop here instead of subscribing again. The count stays up, so
                // later requests return at once.
                dispose()
                return
            }
            install(startNextStep())
        } while pendingSteps.subtract(1, ordering: .acquiringAndReleasing).newValue != 0
    }

    /// Puts `step` in the slot and disposes the step it replaces (that one
    /// has ended); disposes `step` itself if the sink stopped meanwhile.
    private func install(_ step: any Disposable) {
        let before = slotState.bitwiseOr(Self.installingBit, ordering: .acquiringAndReleasing).oldValue
        if before & Self.closedBit != 0 {
            // Closed before we started: `disposeResources` already emptied the slot.
            return step.dispose()
        }
        let replaced = stepInFlight
        stepInFlight = step
        let after = slotState.bitwiseAnd(~Self.installingBit, ordering: .acquiringAndReleasing).oldValue
        replaced?.dispose()
        if after & Self.closedBit != 0 {
            // Closed while we were writing: `disposeResources` left the slot to us.
            takeStepInFlight()?.dispose()
        }
    }

    private func takeStepInFlight() -> (any Disposable)? {
        let step = stepInFlight
        stepInFlight = nil
        return step
    }

    /// Closes the slot and disposes the step in flight. Subclasses that
    /// override this must call `super.disposeResources()`.
    override func disposeResources() {
        let state = slotState.bitwiseOr(Self.closedBit, ordering: .acquiringAndReleasing).oldValue
        // An install in progress disposes what it finds once it sees the bit.
        guard state & Self.installingBit == 0 else { return }
        takeStepInFlight()?.dispose()
    }
}
