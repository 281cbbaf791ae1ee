import Foundation
import Testing
@testable import Stream
import TestExecutors

/// An observer that records every event and runs `onElement` inside the
/// delivery, so a test can act while the switch's delivery is busy.
private final class BusyDownstream<Element>: ObserverNode<Element>, @unchecked Sendable {  // events under `lock`
    private let lock = NSLock()
    private var recorded: [Event<Element>] = []
    var onElement: (Element) -> Void = { _ in }

    var events: [Event<Element>] { lock.withLock { recorded } }

    override func onNext(_ element: Element) {
        lock.withLock { recorded.append(.next(element)) }
        onElement(element)
    }

    override func onError(_ error: any Error) { lock.withLock { recorded.append(.error(error)) } }
    override func onCompleted() { lock.withLock { recorded.append(.completed) } }
}

/// What the current inner sends is taken, in order, even when it waits for a
/// busy delivery while the source switches; what a superseded inner sends
/// after the switch is not (see the stress test in MultiSourceStressTests).
@Suite("flatMapLatest: events waiting for delivery across a switch", .onAThreadOfItsOwn)
struct FlatMapLatestOrderTests {
    @Test func theCurrentInnersErrorWaitingForDeliverySurvivesALaterSwitch() {
        let source = PublishSubject<Int>()
        let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
        let log = BusyDownstream<Int>()
        log.onElement = { value in
            guard value == 1 else { return }
            inners[0].onError(TestError(id: 7))  // the current inner fails while delivery is busy
            source.onNext(1)  // then the source switches
        }
        _ = source.flatMapLatest { inners[$0] }.subscribe(log)
        source.onNext(0)
        inners[0].onNext(1)
        source.onCompleted()
        inners[1].onCompleted()
        #expect(log.events == [.next(1), .error(TestError(id: 7))])
    }

    @Test func theCurrentInnersErrorSurvivesASwitchWhileAnotherThreadDelivers() {
        let source = PublishSubject<Int>()
        let first = PublishSubject<Int>()
        let log = BusyDownstream<Int>()
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        log.onElement = { _ in
            entered.signal()
            _ = release.wait(timeout: .now() + 5)
        }
        _ = source.flatMapLatest { value -> Observable<Int> in
            switch value {
            case 0: return first.asObservable()
            case 1: return .error(TestError(id: 8))
            default: return .empty()
            }
        }
        .subscribe(log)
        source.onNext(0)
        Thread {
            first.onNext(1)
            done.signal()
        }.start()
        #expect(entered.wait(timeout: .now() + 5) == .success)
        source.onNext(1)  // this inner fails at once: its error waits behind the other thread
        source.onNext(2)  // a switch to an inner that completes at once
        source.onCompleted()
        release.signal()
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(log.events == [.next(1), .error(TestError(id: 8))])
    }

    @Test func anElementTheCurrentInnerSentBeforeASwitchIsDelivered() {
        let source = PublishSubject<Int>()
        let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
        let log = BusyDownstream<Int>()
        log.onElement = { value in
            guard value == 1 else { return }
            inners[0].onNext(2)  // the current inner, while delivery is busy
            source.onNext(1)  // then the switch
        }
        _ = source.flatMapLatest { inners[$0] }.subscribe(log)
        source.onNext(0)
        inners[0].onNext(1)
        inners[1].onNext(3)
        inners[0].onNext(99)  // superseded: dropped
        #expect(log.events == [.next(1), .next(2), .next(3)])
    }

    @Test func downstreamDisposingDuringASwitchGetsNothingMore() {
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let log = BusyDownstream<Int>()
        var subscription: (any Disposable)?
        log.onElement = { value in
            if value == 1 {
                inner.onNext(2)  // waits behind this delivery
                source.onNext(1)  // a switch to a synchronous inner: waits behind 2
                inner.onNext(3)  // superseded: dropped
            }
            if value == 10 {
                subscription?.dispose()
                source.onNext(2)  // after dispose: nothing
            }
        }
        subscription = source.flatMapLatest { $0 == 0 ? inner.asObservable() : Observable.of(10 * $0, 11 * $0) }
            .subscribe(log)
        source.onNext(0)
        inner.onNext(1)
        #expect(log.events == [.next(1), .next(2), .next(10)])
        #expect(!inner.hasObservers && !source.hasObservers)
    }
}
