import Foundation

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
        FlatMapLatestObservable(source: self, selector: selector)
    }
}

final class FlatMapLatestObservable<Source, Result>: Observable<Result> {
    private let source: Observable<Source>
    private let selector: (Source) throws -> Observable<Result>

    init(source: Observable<Source>, selector: @escaping (Source) throws -> Observable<Result>) {
        self.source = source
        self.selector = selector
    }

    override func run(_ observer: ObserverNode<Result>) -> any Disposable {
        let sink = SwitchSink(selector: selector, downstream: observer)
        sink.setUpstream(source.run(sink))
        return sink
    }
}

/// Subscribes the latest inner stream, disposing the one before.
///
/// Events of the source and of the inners are serialized through a
/// `SerialDrain` (no lock held while downstream runs), like
/// `SerialDeliverySink`'s, except that each carries the id of the inner it
/// came from and is checked against the latest id inside the serialized
/// delivery: an inner's element that passed its own checks just as a newer
/// inner was subscribed is dropped rather than delivered after the newer
/// inner's elements.
final class SwitchSink<Source, Result>: Sink<Source, Result>, InnerObserverParent, @unchecked Sendable {
    typealias Inner = InnerObserver<SwitchSink<Source, Result>>

    /// An event bound downstream and the inner it came from (`nil`: the
    /// source or the sink itself, always current).
    private struct Tagged {
        let inner: Int?
        let event: Event<Result>
    }

    private let selector: (Source) throws -> Observable<Result>
    private let delivery = SerialDrain<Tagged>()
    private let lock = Locked()
    // Guarded by `lock`.
    /// The newest inner stream while it runs; `nil` once it ended.
    private var current: Inner?
    /// The id of the newest inner stream.
    private var latest = 0
    private var sourceDone = false
    private var isDisposed = false

    init(selector: @escaping (Source) throws -> Observable<Result>, downstream: ObserverNode<Result>) {
        self.selector = selector
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        guard !isStopped else { return }
        let innerSource: Observable<Result>
        do { innerSource = try selector(element) } catch { return deliver(Tagged(inner: nil, event: .error(error))) }
        // Ids come from `onNext` only, which the grammar serializes.
        let inner = Inner(parent: self, id: latest &+ 1)
        let (accepted, previous) = lock.withLock { () -> (Bool, Inner?) in
            if isDisposed { return (false, nil) }
            latest = inner.id
            defer { current = inner }
            return (true, current)
        }
        previous?.dispose()
        if accepted { inner.setUpstream(innerSource.run(inner)) }
    }

    override func onError(_ error: any Error) {
        deliver(Tagged(inner: nil, event: .error(error)))
    }

    override func onCompleted() {
        let done = lock.withLock {
            sourceDone = true
            return current == nil
        }
        if done { deliver(Tagged(inner: nil, event: .completed)) }
    }

    func innerNext(_ element: Result, id: Int) {
        // The fast path builds no `Tagged`: nobody else is delivering, so
        // check and forward here, inside the serialized delivery.
        if delivery.tryEnter() {
            if isLatest(id) { forwardNext(element) }
            if delivery.leave() { drainQueued() }
        } else {
            enqueue(Tagged(inner: id, event: .next(element)))
        }
    }

    func innerError(_ error: any Error, id: Int) {
        // An inner superseded while it failed no longer counts.
        deliver(Tagged(inner: id, event: .error(error)))
    }

    func innerCompleted(id: Int) {
        let done = lock.withLock {
            guard latest == id else { return false }
            current = nil
            return sourceDone
        }
        if done { deliver(Tagged(inner: nil, event: .completed)) }
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
        lock.withLock { latest == id }
    }

    /// Forwards `tagged` unless it came from an inner that is no longer the
    /// latest; runs only inside the serialized delivery.
    private func forwardIfCurrent(_ tagged: Tagged) {
        if let inner = tagged.inner, !isLatest(inner) { return }
        forward(tagged.event)
    }

    private func deliver(_ tagged: Tagged) {
        delivery.submit(tagged) { forwardIfCurrent($0) }
    }

    @inline(never)
    private func enqueue(_ tagged: Tagged) {
        delivery.enqueue(tagged) { forwardIfCurrent($0) }
    }

    @inline(never)
    private func drainQueued() {
        delivery.drain { forwardIfCurrent($0) }
    }
}
