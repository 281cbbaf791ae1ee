import Synchronization

/// The base of the operators that subscribe to one source after another on a
/// single subscription: `concat`, `catchError`, `retry`, `retryWhen`.
///
/// Stack safety. A source that ends synchronously inside its own `subscribe`
/// asks for the next subscription while the previous `subscribe` is still on
/// the stack. Requests are counted in `pendingSubscriptions`: the caller that
/// raises the count from zero runs the subscribe loop, every later request
/// only adds one and returns, and the loop subscribes again once the running
/// `subscribe` has returned. A million synchronous retries therefore run in
/// the loop's one frame, not in a million nested frames.
///
/// Sources never overlap: the next one is subscribed only after the previous
/// one ended. So this sink observes every source itself (no allocation per
/// subscription), and the current subscription is swapped in one locked
/// slot; the ended one is disposed there, releasing what it captured.
///
/// Disposal. `dispose()` closes the slot: the current subscription is
/// disposed, and one that is still being subscribed is disposed as soon as
/// its `subscribe` returns. The loop checks before every subscription, so no
/// new subscription starts once the sink, or any node after it, stopped.
///
/// Subclasses override `nextSource()` and the event methods, call
/// `subscribeNext()` to move on, and call `super.disposeResources()` when
/// they override `disposeResources()`.
class ResubscribingSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private struct Slot {
        var subscription: (any Disposable)?
        var isClosed = false
    }

    private let pendingSubscriptions = Atomic<Int>(0)
    private let current = Mutex(Slot())

    /// The source to subscribe now. Called by the subscribe loop only, once
    /// per subscription, after the request that `subscribeNext()` made.
    func nextSource() -> Observable<Element> {
        fatalError("abstract: \(Self.self).nextSource")
    }

    /// Elements of every source pass straight through.
    override func onNext(_ element: Element) { forwardNext(element) }

    /// Subscribes to `nextSource()`: at once, or, when a `subscribe` of this
    /// sink is already running up the stack or on another thread, right after
    /// it returns. Call it once per wanted subscription, after the previous
    /// source ended (or to start).
    final func subscribeNext() {
        // Whoever raises the count from zero owns the loop; the acquire/release
        // pair also hands the requester's writes (an index, the next source)
        // to the loop's thread.
        guard pendingSubscriptions.add(1, ordering: .acquiringAndReleasing).oldValue == 0 else { return }
        repeat {
            if isChainStopped {
                // The subscriber (or an operator before it, e.g. `take`) is done:
                // stop here instead of subscribing again. The count stays up, so
                // later requests return at once.
                dispose()
                return
            }
            let subscription = nextSource().run(self)
            install(subscription)
        } while pendingSubscriptions.subtract(1, ordering: .acquiringAndReleasing).newValue != 0
    }

    /// Puts `subscription` in the slot and disposes the one it replaces (that
    /// source has ended); disposes `subscription` itself if the sink stopped.
    private func install(_ subscription: any Disposable) {
        let replaced: (any Disposable)? = current.withLock { slot in
            if slot.isClosed { return subscription }
            defer { slot.subscription = subscription }
            return slot.subscription
        }
        replaced?.dispose()
    }

    /// Closes the slot and disposes the current subscription. Subclasses that
    /// override this must call `super.disposeResources()`.
    override func disposeResources() {
        let last: (any Disposable)? = current.withLock { slot in
            slot.isClosed = true
            defer { slot.subscription = nil }
            return slot.subscription
        }
        last?.dispose()
    }
}
