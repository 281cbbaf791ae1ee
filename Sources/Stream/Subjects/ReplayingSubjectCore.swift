import Foundation

/// The engine behind the subjects that replay (`BehaviorSubject`,
/// `ReplaySubject`) and behind `share(replay:)`: a replay buffer, the live
/// observers, and the subscribers still catching up.
///
/// How a subscriber joins without losing or repeating an element, with no lock
/// held while observers run:
/// 1. Under the lock it takes a snapshot of the buffer and is registered as
///    *catching up*. From then on every element sent is appended to its own
///    pending queue (under the same lock that updates the buffer) instead of
///    being sent to it.
/// 2. Outside the lock, on its own thread, it receives the snapshot, then
///    drains its pending queue batch by batch.
/// 3. When, under the lock, it finds its queue empty, it moves to the live list
///    and the senders reach it directly from their next element on (or, if the
///    stream ended meanwhile, it delivers the terminal event itself).
/// So each element reaches it exactly once, in order, and never from two
/// threads at once: an element sent after step 3 is sent after everything the
/// subscriber drained was delivered. While nobody is catching up, sending costs
/// what `PublishSubject` costs: one lock and one array retain.
// @unchecked: every stored var is read and written only with `lock` held.
final class ReplayingSubjectCore<Element>: SubjectObserverRemoving, @unchecked Sendable {
    private struct CatchingUp {
        let key: Int
        var pending: [Element] = []
    }

    private enum Join {
        case live(key: Int)
        case catchUp(key: Int, replay: [Element])
        case ended(replay: [Element], Termination)
    }

    private enum CatchUpStep {
        case deliver([Element])
        case end(Termination)
        case joined
    }

    private let lock = Locked()
    private let replaysAfterTermination: Bool
    // False for a buffer of 0 (`share()`): nobody ever catches up, and
    // sending costs what `PublishSubject`'s does.
    private let keepsElements: Bool
    private var buffer: ReplayBuffer<Element>
    private var observers = SubjectObservers<Element>()
    private var catchingUp: [CatchingUp] = []

    /// - Parameters:
    ///   - bufferSize: how many elements late subscribers receive (`nil`: all).
    ///   - replaysAfterTermination: whether a subscriber arriving after the end
    ///     receives the buffer before the terminal event (`ReplaySubject`) or
    ///     the terminal event alone (`BehaviorSubject`).
    init(bufferSize: Int?, replaysAfterTermination: Bool) {
        buffer = ReplayBuffer(capacity: bufferSize)
        self.replaysAfterTermination = replaysAfterTermination
        keepsElements = bufferSize.map { $0 > 0 } ?? true
    }

    /// `true` while at least one subscriber is connected or joining.
    var hasObservers: Bool {
        lock.withLock { !observers.nodes.isEmpty || !catchingUp.isEmpty }
    }

    /// The element kept most recently, or the failure the stream ended with.
    func latest() throws -> Element? {
        try lock.withLock {
            if case .error(let error) = observers.terminal { throw error }
            return buffer.latest
        }
    }

    /// Routes a subject's event: `.next` to `onNext`, a terminal one to `finish`.
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): finish(.error(error))
        case .completed: finish(.completed)
        }
    }

    /// Keeps `element` for late subscribers and sends it to the live ones.
    /// Ignored after the terminal event.
    func onNext(_ element: Element) {
        guard keepsElements else {
            let receivers = lock.withLock { observers.terminal == nil ? observers.receivers : [] }
            for receiver in receivers { unsafeDowncast(receiver, to: ObserverNode<Element>.self).onNext(element) }
            return
        }
        // The element the buffer drops is released after the lock: its
        // deinit may run user code, even code that calls this subject.
        let (receivers, dropped) = lock.withLock { () -> (ContiguousArray<AnyObject>, Element?) in
            guard observers.terminal == nil else { return ([], nil) }
            let dropped = buffer.append(element)
            for index in catchingUp.indices {
                catchingUp[index].pending.append(element)
            }
            return (observers.receivers, dropped)
        }
        withExtendedLifetime(dropped) {}
        for receiver in receivers { unsafeDowncast(receiver, to: ObserverNode<Element>.self).onNext(element) }
    }

    /// Ends the stream (the first terminal event wins); subscribers still
    /// catching up receive it after their pending elements.
    func finish(_ termination: Termination) {
        let nodes = lock.withLock { observers.finish(with: termination) }
        for entry in nodes { termination.send(to: entry.node) }
    }

    /// Ends the subject for good (a subject's `dispose()`): drops every
    /// subscriber, live or catching up, without an event, and lets go of the
    /// buffer. From then on it is a stream that failed with
    /// `StreamError.disposed` and keeps nothing: later events are ignored, a
    /// new subscriber receives that error, and `latest()` throws it.
    func dispose() {
        // What leaves is released after the lock: a deinit may run user code.
        let released = lock.withLock { () -> ([SubjectObservers<Element>.Entry], [CatchingUp], ReplayBuffer<Element>) in
            let entries = observers.dispose(endingWith: .error(StreamError.disposed))
            defer {
                catchingUp = []
                buffer = ReplayBuffer(capacity: 0)
            }
            return (entries, catchingUp, buffer)
        }
        withExtendedLifetime(released) {}
    }

    /// `true` once `dispose()` has been called.
    var isDisposed: Bool {
        lock.withLock { observers.isDisposed }
    }

    /// Connects `observer`: replays the buffer, then sends live events.
    /// Returns its key for `remove(key:)`, or `nil` when the stream had
    /// already ended (the observer then received the end).
    func subscribe(_ observer: ObserverNode<Element>) -> Int? {
        let join = lock.withLock { () -> Join in
            if let terminal = observers.terminal {
                return .ended(replay: replaysAfterTermination ? buffer.elements : [], terminal)
            }
            let key = observers.reserveKey()
            if buffer.isEmpty {
                observers.insert(observer, key: key)
                return .live(key: key)
            }
            catchingUp.append(CatchingUp(key: key))
            return .catchUp(key: key, replay: buffer.elements)
        }
        switch join {
        case .live(let key):
            return key
        case .catchUp(let key, let replay):
            for element in replay { observer.onNext(element) }
            catchUp(observer, key: key)
            return key
        case .ended(let replay, let termination):
            for element in replay { observer.onNext(element) }
            termination.send(to: observer)
            return nil
        }
    }

    /// `subscribe`, packaged as a subject's subscription.
    func subscription(for observer: ObserverNode<Element>) -> any Disposable {
        guard let key = subscribe(observer) else { return Disposables.create() }
        return SubjectSubscription(key: key, remove: self)
    }

    /// Step 2 and 3 of joining: delivers what was sent during the replay until
    /// nothing is pending, then joins the live list.
    private func catchUp(_ observer: ObserverNode<Element>, key: Int) {
        while true {
            let step = lock.withLock { () -> CatchUpStep in
                guard let index = catchingUp.firstIndex(where: { $0.key == key }) else { return .joined }
                let pending = catchingUp[index].pending
                if !pending.isEmpty {
                    catchingUp[index].pending = []
                    return .deliver(pending)
                }
                catchingUp.remove(at: index)
                if let terminal = observers.terminal { return .end(terminal) }
                observers.insert(observer, key: key)
                return .joined
            }
            switch step {
            case .deliver(let elements):
                for element in elements { observer.onNext(element) }
            case .end(let termination):
                termination.send(to: observer)
                return
            case .joined:
                return
            }
        }
    }

    /// Whether exactly `count` observers are subscribed, none still catching
    /// up, and the chain after every one of them has stopped: nothing this
    /// subject is sent can reach anyone.
    func allObserversStopped(count: Int) -> Bool {
        let nodes = lock.withLock {
            catchingUp.isEmpty && observers.nodes.count == count ? observers.chainNodes : nil
        }
        // Asked outside the lock: a chain may hold locks of its own.
        return nodes?.allSatisfy(\.isChainStopped) ?? false
    }

    /// Whether no subscriber is catching up and the chain after every live
    /// one has stopped (see `ObserverChainsReporting`).
    var allObserverChainsStopped: Bool {
        let nodes = lock.withLock { catchingUp.isEmpty ? observers.chainNodes : nil }
        return nodes?.allSatisfy(\.isChainStopped) ?? false
    }

    /// The element kept most recently (nil when none is kept).
    var latestElement: Element? {
        lock.withLock { buffer.latest }
    }

    /// Disconnects the subscriber with `key`; `false` if it already left
    /// (disposed before, or dropped by the terminal event).
    @discardableResult
    func remove(key: Int) -> Bool {
        // What leaves (the node, or the elements it had pending) is released
        // after the lock: a deinit may run user code.
        let removed = lock.withLock { () -> (node: ObserverNode<Element>?, pending: CatchingUp?) in
            if let node = observers.remove(key: key) { return (node, nil) }
            guard let index = catchingUp.firstIndex(where: { $0.key == key }) else { return (nil, nil) }
            return (nil, catchingUp.remove(at: index))
        }
        return removed.node != nil || removed.pending != nil
    }

    func removeObserver(key: Int) {
        remove(key: key)
    }
}
