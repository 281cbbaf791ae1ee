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
/// the source and the current inner are serialized through a `SerialDrain`.
final class SwitchSink<Source, Result>: Sink<Source, Result>, InnerObserverParent, @unchecked Sendable {
    private let selector: (Source) throws -> Observable<Result>
    private let current = SerialDisposable()
    private let delivery = SerialDrain<Event<Result>>()
    private let lock = NSLock()  // not Mutex: ThreadSanitizer on Linux cannot see Mutex's ordering
    // Guarded by `lock`.
    /// The id of the newest inner stream.
    private var latest = 0
    private var innerActive = false
    private var sourceDone = false

    init(selector: @escaping (Source) throws -> Observable<Result>, downstream: ObserverNode<Result>) {
        self.selector = selector
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        guard !isStopped else { return }
        let innerSource: Observable<Result>
        do {
            innerSource = try selector(element)
        } catch {
            deliver(.error(error))
            return
        }
        let id = lock.withLock {
            latest &+= 1
            innerActive = true
            return latest
        }
        let inner = InnerObserver(parent: self, id: id)
        current.disposable = inner  // disposes the previous inner (or this one, once disposed)
        inner.setUpstream(innerSource.run(inner))
    }

    override func onError(_ error: any Error) {
        deliver(.error(error))
    }

    override func onCompleted() {
        let done = lock.withLock {
            sourceDone = true
            return !innerActive
        }
        if done { deliver(.completed) }
    }

    func innerNext(_ element: Result, id: Int) {
        deliver(.next(element))
    }

    func innerError(_ error: any Error, id: Int) {
        // An inner superseded while it failed no longer counts.
        if lock.withLock({ latest == id }) { deliver(.error(error)) }
    }

    func innerCompleted(id: Int) {
        let done = lock.withLock {
            guard latest == id else { return false }
            innerActive = false
            return sourceDone
        }
        if done { deliver(.completed) }
    }

    private func deliver(_ event: Event<Result>) {
        delivery.submit(event) { forward($0) }
    }

    override func disposeResources() {
        current.dispose()
    }
}
