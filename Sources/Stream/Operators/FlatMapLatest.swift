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

/// Subscribes the latest inner stream, disposing the one before; events of
/// the source and the current inner are serialized (see `SerialDeliverySink`).
final class SwitchSink<Source, Result>: SerialDeliverySink<Source, Result>, InnerObserverParent, @unchecked Sendable {
    typealias Inner = InnerObserver<SwitchSink<Source, Result>>

    private let selector: (Source) throws -> Observable<Result>
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
        do { innerSource = try selector(element) } catch { return deliverError(error) }
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

    override func onCompleted() {
        let done = lock.withLock {
            sourceDone = true
            return current == nil
        }
        if done { deliverCompleted() }
    }

    func innerNext(_ element: Result, id: Int) {
        deliverNext(element)
    }

    func innerError(_ error: any Error, id: Int) {
        // An inner superseded while it failed no longer counts.
        if lock.withLock({ latest == id }) { deliverError(error) }
    }

    func innerCompleted(id: Int) {
        let done = lock.withLock {
            guard latest == id else { return false }
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
}
