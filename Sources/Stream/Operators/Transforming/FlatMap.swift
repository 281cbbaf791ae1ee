import Foundation

extension Observable {
    /// Maps each element to an inner stream and merges the elements of every
    /// inner stream as they arrive.
    ///
    /// Fails with the first error of the source, of `selector` or of any inner
    /// stream (disposing everything else); completes once the source and every
    /// inner stream completed. Inner streams may emit from different threads:
    /// their elements are delivered one at a time.
    @usableFromInline
    func flatMap<Result>(
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        Producer<MergeSink<Element, Result>>(source: self, parameters: .init(selector: selector, maxConcurrent: .max))
    }

    /// Maps each element to an inner stream and concatenates them: one inner
    /// stream is subscribed at a time, the others wait in arrival order.
    ///
    /// As in RxSwift, `selector` runs as soon as the source emits; only the
    /// subscription waits. Fails with the first error; completes once the
    /// source and every inner stream completed.
    @usableFromInline
    func concatMap<Result>(
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        Producer<MergeSink<Element, Result>>(source: self, parameters: .init(selector: selector, maxConcurrent: 1))
    }

    /// Merges the inner streams this stream emits, with at most
    /// `maxConcurrent` subscribed at a time (the others wait in arrival order).
    @usableFromInline
    func merge(maxConcurrent: Int = .max) -> Observable<Element.Element>
    where Element: ObservableConvertibleType {
        Producer<MergeSink<Element, Element.Element>>(
            source: self,
            parameters: .init(selector: { $0.operatorSource() }, maxConcurrent: Swift.max(1, maxConcurrent)))
    }
}

/// The engine of `flatMap`, `concatMap` and `merge`: subscribes inner streams
/// (at most `maxConcurrent` at a time), serializes their events (see
/// `SerialDeliverySink`), and keeps the inner subscriptions so disposal reaches them.
///
/// Storage is typed `any Disposable` and `Observable<Result>` rather than the
/// generic inner type, and `MergeStep` is not generic: unspecialized generic
/// code pays a metadata lookup for every generic value it touches. Inners are
/// kept in `InnerSlots` (an inner's id is its slot), not a dictionary: no
/// hashing on the per-inner path.
final class MergeSink<Source, Result>: SerialDeliverySink<Source, Result>, InnerObserverParent, ProducerSink,
    @unchecked Sendable {
    typealias Inner = InnerObserver<MergeSink<Source, Result>>

    private let selector: (Source) throws -> Observable<Result>
    private let maxConcurrent: Int
    private let lock = Locked()
    // Guarded by `lock`.
    /// The subscribed inners that have not ended; an inner's id is its slot.
    private var inners = InnerSlots()
    /// Inner streams waiting for room (`concatMap`, `merge(maxConcurrent:)` only).
    private var waiting = FifoBuffer<Observable<Result>>()
    private var active = 0
    private var sourceDone = false
    private var isPumping = false
    private var completionSent = false
    private var isDisposed = false

    /// The arguments in a struct: see `ProducerSink.Parameters` for why.
    struct Parameters {
        let selector: (Source) throws -> Observable<Result>
        let maxConcurrent: Int
    }

    init(parameters: Parameters, downstream: ObserverNode<Result>) {
        selector = parameters.selector
        maxConcurrent = parameters.maxConcurrent
        super.init(downstream: downstream)
    }

    private var isLimited: Bool { maxConcurrent != .max }

    override func onNext(_ element: Source) {
        guard !isStopped else { return }
        let innerSource: Observable<Result>
        do { innerSource = try selector(element) } catch { return deliverError(error) }
        if isLimited {
            let hasRoom = lock.withLock { () -> Bool in
                if isDisposed { return false }
                if active < maxConcurrent && waiting.isEmpty {
                    active += 1
                    return true
                }
                waiting.append(innerSource)
                return false
            }
            if hasRoom { subscribeInner(innerSource, slotTaken: true) }
        } else {
            subscribeInner(innerSource, slotTaken: false)
        }
    }

    /// Registers and subscribes an inner stream, taking its slot in `active`
    /// unless the caller already did.
    private func subscribeInner(_ innerSource: Observable<Result>, slotTaken: Bool) {
        // Allocated outside the lock and registered in the one lock that
        // gives its slot, before it is subscribed, so disposal reaches it
        // even while it subscribes.
        let inner = Inner(parent: self, id: 0)
        let registered = lock.withLock { () -> Bool in
            if isDisposed { return false }
            if !slotTaken { active += 1 }
            let slot = inners.reserve()
            inner.assign(id: slot)
            inners.fill(slot, with: inner)
            return true
        }
        // As RxSwift's inner `subscribe`: an element delivered where no
        // trampoline runs (a subject fed from outside) starts one.
        if registered { Trampoline.run { inner.setUpstream(innerSource.run(inner)) } }
    }

    /// The source ended: its subscription goes at once (as in RxSwift, and
    /// a test observable records the unsubscription then), while the inner
    /// streams still running go on.
    override func onCompleted() {
        releaseUpstream()
        finish(innerID: nil)
    }

    func innerNext(_ element: Result, id: Int) {
        deliverNext(element)
    }

    func innerError(_ error: any Error, id: Int) {
        deliverError(error)
    }

    func innerCompleted(id: Int) {
        finish(innerID: id)
    }

    /// Records the end of the source (`nil`) or of an inner, and completes
    /// once the source and every inner ended. `concatMap`-style sinks also
    /// start what waits (see `pump`).
    private func finish(innerID: Int?) {
        let complete = lock.withLock { () -> Bool in
            // Torn down (disposed, or failed by another inner): the slots are
            // gone and nothing completes any more. An inner that ends at that
            // moment, on another thread or from inside the teardown, is ignored.
            if isDisposed { return false }
            if let id = innerID {
                inners.release(id)
                active -= 1
            } else {
                sourceDone = true
            }
            if isLimited { return false }
            guard sourceDone, active == 0, !completionSent else { return false }
            completionSent = true
            return true
        }
        if complete { deliverCompleted() }
        if isLimited { pump() }
    }

    /// Starts waiting inners while there is room, and completes once nothing
    /// is left. A loop rather than recursion: a waiting inner that completes
    /// during its subscription only records that it did (`finish`), and this
    /// loop starts the next one, so a long chain of synchronous inners runs
    /// in constant stack. One thread pumps at a time; another that finds the
    /// pump busy leaves its change to it.
    @inline(never)
    private func pump() {
        var pumping = false
        var next: Observable<Result>?
        while true {
            let step = lock.withLock { () -> MergeStep in
                if !pumping {
                    // Another thread is in this loop: it will see the change.
                    if isPumping { return .idle }
                    isPumping = true
                    pumping = true
                }
                if !isDisposed, active < maxConcurrent, let source = waiting.popFirst() {
                    active += 1
                    next = source
                    return .subscribeNext
                }
                isPumping = false
                if sourceDone, active == 0, !completionSent, waiting.isEmpty {
                    completionSent = true
                    return .complete
                }
                return .idle
            }
            switch step {
            case .subscribeNext:
                if let source = next.take() { subscribeInner(source, slotTaken: true) }
            case .complete:
                deliverCompleted()
                return
            case .idle:
                return
            }
        }
    }

    override func disposeResources() {
        let subscribed = lock.withLock { () -> [any Disposable] in
            isDisposed = true
            waiting.removeAll()
            return inners.removeAll()
        }
        for inner in subscribed { inner.dispose() }
    }
}

/// What `MergeSink.pump` does after its locked step.
private enum MergeStep {
    case subscribeNext
    case complete
    case idle
}

/// The subscriptions of a sink's inner streams, each in a numbered slot that
/// is reused once freed: O(1) and, once grown, free of allocation and hashing.
/// Not thread-safe: the owner guards it.
struct InnerSlots {
    private var slots: [(any Disposable)?] = []
    private var free: [Int] = []

    /// A slot to `fill` later; it stays empty until then.
    mutating func reserve() -> Int {
        if let slot = free.popLast() { return slot }
        slots.append(nil)
        return slots.count - 1
    }

    mutating func fill(_ slot: Int, with subscription: any Disposable) {
        slots[slot] = subscription
    }

    /// Forgets the subscription in `slot` and frees the slot.
    mutating func release(_ slot: Int) {
        slots[slot] = nil
        free.append(slot)
    }

    /// Every subscription held, forgetting them all.
    mutating func removeAll() -> [any Disposable] {
        defer {
            slots = []
            free = []
        }
        return slots.compactMap { $0 }
    }
}
