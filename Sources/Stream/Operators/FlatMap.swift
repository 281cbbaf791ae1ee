import Foundation

extension Observable {
    /// Maps each element to an inner stream and merges the elements of every
    /// inner stream as they arrive.
    ///
    /// Fails with the first error of the source, of `selector` or of any inner
    /// stream (disposing everything else); completes once the source and every
    /// inner stream completed. Inner streams may emit from different threads:
    /// their elements are delivered one at a time.
    public func flatMap<Result>(
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        FlatMapObservable(source: self, maxConcurrent: .max, selector: selector)
    }

    /// Maps each element to an inner stream and concatenates them: one inner
    /// stream is subscribed at a time, the others wait in arrival order.
    ///
    /// As in RxSwift, `selector` runs as soon as the source emits; only the
    /// subscription waits. Fails with the first error; completes once the
    /// source and every inner stream completed.
    public func concatMap<Result>(
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        FlatMapObservable(source: self, maxConcurrent: 1, selector: selector)
    }

    /// Merges the inner streams this stream emits, with at most
    /// `maxConcurrent` subscribed at a time (the others wait in arrival order).
    public func merge<Inner>(maxConcurrent: Int = .max) -> Observable<Inner>
    where Element == Observable<Inner> {
        FlatMapObservable(source: self, maxConcurrent: Swift.max(1, maxConcurrent), selector: { $0 })
    }
}

final class FlatMapObservable<Source, Result>: Observable<Result> {
    private let source: Observable<Source>
    private let maxConcurrent: Int
    private let selector: (Source) throws -> Observable<Result>

    init(source: Observable<Source>, maxConcurrent: Int, selector: @escaping (Source) throws -> Observable<Result>) {
        self.source = source
        self.maxConcurrent = maxConcurrent
        self.selector = selector
    }

    override func run(_ observer: ObserverNode<Result>) -> any Disposable {
        let sink = MergeSink(selector: selector, maxConcurrent: maxConcurrent, downstream: observer)
        sink.setUpstream(source.run(sink))
        return sink
    }
}

/// The engine of `flatMap`, `concatMap` and `merge`: subscribes inner streams
/// (at most `maxConcurrent` at a time), serializes their events through a
/// `SerialDrain`, and keeps the inner subscriptions so disposal reaches them.
final class MergeSink<Source, Result>: Sink<Source, Result>, InnerObserverParent, @unchecked Sendable {
    typealias Inner = InnerObserver<MergeSink<Source, Result>>

    private let selector: (Source) throws -> Observable<Result>
    private let maxConcurrent: Int
    private let delivery = SerialDrain<Event<Result>>()
    // Touched only in `onNext`, which the grammar serializes.
    private var nextInnerID = 0

    private let lock = NSLock()  // not Mutex: ThreadSanitizer on Linux cannot see Mutex's ordering
    // Guarded by `lock`.
    private var inners: [Int: Inner] = [:]
    private var waiting = FifoBuffer<(Observable<Result>, Inner)>()
    private var active = 0
    private var sourceDone = false
    private var isPumping = false
    private var completionSent = false
    private var isDisposed = false

    init(selector: @escaping (Source) throws -> Observable<Result>, maxConcurrent: Int, downstream: ObserverNode<Result>) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
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
        let inner = Inner(parent: self, id: nextInnerID)
        nextInnerID &+= 1
        let startNow = lock.withLock { () -> Bool in
            if isDisposed { return false }
            if active < maxConcurrent && waiting.isEmpty {
                active += 1
                inners[inner.id] = inner
                return true
            }
            waiting.append((innerSource, inner))
            return false
        }
        if startNow { inner.setUpstream(innerSource.run(inner)) }
    }

    override func onError(_ error: any Error) {
        deliver(.error(error))
    }

    override func onCompleted() {
        lock.withLock { sourceDone = true }
        advance(finishedInner: nil)
    }

    func innerNext(_ element: Result, id: Int) {
        deliver(.next(element))
    }

    func innerError(_ error: any Error, id: Int) {
        deliver(.error(error))
    }

    func innerCompleted(id: Int) {
        advance(finishedInner: id)
    }

    private enum Step {
        case subscribe(Observable<Result>, Inner)
        case complete
        case idle
    }

    /// Forgets a finished inner, starts waiting ones while there is room, and
    /// completes once nothing is left. A loop rather than recursion: a waiting
    /// inner that completes during its subscription only records that it did,
    /// and this loop starts the next one, so a long chain of synchronous
    /// inners runs in constant stack.
    private func advance(finishedInner: Int?) {
        var finished = finishedInner
        var pumping = false
        while true {
            let step = lock.withLock { () -> Step in
                if let id = finished {
                    finished = nil
                    inners[id] = nil
                    active -= 1
                }
                if !pumping {
                    // Another thread is in this loop: it will see the change.
                    if isPumping { return .idle }
                    isPumping = true
                    pumping = true
                }
                if !isDisposed, active < maxConcurrent, let (source, inner) = waiting.popFirst() {
                    active += 1
                    inners[inner.id] = inner
                    return .subscribe(source, inner)
                }
                isPumping = false
                if sourceDone, active == 0, waiting.isEmpty, !completionSent {
                    completionSent = true
                    return .complete
                }
                return .idle
            }
            switch step {
            case .subscribe(let source, let inner):
                inner.setUpstream(source.run(inner))
            case .complete:
                deliver(.completed)
                return
            case .idle:
                return
            }
        }
    }

    private func deliver(_ event: Event<Result>) {
        delivery.submit(event) { forward($0) }
    }

    override func disposeResources() {
        let subscribed = lock.withLock { () -> [Inner] in
            isDisposed = true
            waiting.removeAll()
            defer { inners = [:] }
            return Array(inners.values)
        }
        for inner in subscribed { inner.dispose() }
    }
}
