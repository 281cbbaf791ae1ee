import Foundation
import Synchronization

extension Observable {
    /// Maps each element to an inner stream and mirrors only the latest one:
    /// a new element disposes the previous inner stream before subscribing the
    /// next (RxSwift's `flatMapLatest`, a "switch").
    ///
    /// Fails with the first error of the source, of `selector` or of the
    /// current inner stream; completes once the source completed and the
    /// current inner stream (if any) completed.
    public func flatMapLatest<Result>(
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        Producer<SwitchSink<Element, Result>>(source: self, parameters: selector)
    }
}

/// Subscribes the latest inner stream, disposing the one before.
///
/// Events of the source and of the inners are serialized as in every
/// `SerialDeliverySink`, except that an inner's event is delivered only if
/// its inner is the latest at the moment the event takes its place in the
/// delivery order (`deliverNext(_:ifTaken:lock:)`). So an event of a
/// superseded inner that passed its own checks just as a newer inner was
/// subscribed is dropped rather than delivered after the newer inner's
/// elements, while what the current inner sent before a switch (or its
/// error) is delivered, in order.
final class SwitchSink<Source, Result>: SerialDeliverySink<Source, Result>, InnerObserverParent, ProducerSink,
    @unchecked Sendable {
    typealias Inner = InnerObserver<SwitchSink<Source, Result>>

    private let selector: (Source) throws -> Observable<Result>
    /// The id of the newest inner stream. Written under `lock` (with
    /// `current`); read without it inside a delivery turn, where one atomic
    /// load is all the check needs (a newer inner's events cannot be
    /// delivered before the turn ends), so an element takes no lock.
    private let latest = Atomic<Int>(0)
    private let lock = Locked()
    // Guarded by `lock`.
    /// The newest inner stream while it runs; `nil` once it ended.
    private var current: Inner?
    private var sourceDone = false
    private var isDisposed = false

    init(parameters selector: @escaping (Source) throws -> Observable<Result>, downstream: ObserverNode<Result>) {
        self.selector = selector
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        guard !isStopped else { return }
        let innerSource: Observable<Result>
        do { innerSource = try selector(element) } catch { return deliverError(error) }
        // Ids come from `onNext` only, which the grammar serializes.
        let inner = Inner(parent: self, id: latest.load(ordering: .relaxed) &+ 1)
        let (accepted, previous) = lock.withLock { () -> (Bool, Inner?) in
            if isDisposed { return (false, nil) }
            latest.store(inner.id, ordering: .releasing)
            defer { current = inner }
            return (true, current)
        }
        previous?.dispose()
        if accepted { inner.setUpstream(innerSource.run(inner)) }
    }

    /// The source ended: its subscription goes at once (as in RxSwift), while
    /// the current inner stream goes on.
    override func onCompleted() {
        releaseUpstream()
        let done = lock.withLock {
            sourceDone = true
            return current == nil
        }
        if done { deliverCompleted() }
    }

    func innerNext(_ element: Result, id: Int) {
        deliverNext(element, ifTaken: { isLatest(id) }, lock: lock)
    }

    func innerError(_ error: any Error, id: Int) {
        // An inner superseded while it failed no longer counts.
        deliver(.error(error), ifTaken: { isLatest(id) }, lock: lock)
    }

    func innerCompleted(id: Int) {
        let done = lock.withLock {
            guard latest.load(ordering: .relaxed) == id else { return false }
            current = nil
            return sourceDone
        }
        if done { deliverCompleted() }
    }

    override func disposeResources() {
        let inner = lock.withLock { () -> Inner? in
            isDisposed = true
            defer { current = nil }
            return current
        }
        inner?.dispose()
    }

    private func isLatest(_ id: Int) -> Bool {
        latest.load(ordering: .acquiring) == id
    }
}
