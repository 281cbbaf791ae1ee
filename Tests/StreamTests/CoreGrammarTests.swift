import Foundation
import Testing
@testable import Stream

struct TestError: Error, Equatable {
    var id = 0
}

/// Collects what a subscription saw.
final class EventLog<Element>: @unchecked Sendable {  // test-only; used from one thread
    var events: [Event<Element>] = []
    var observer: AnyObserver<Element> { AnyObserver { self.events.append($0) } }
}

@Suite("Core: grammar, disposal, creation")
struct CoreGrammarTests {
    @Test func justEmitsThenCompletes() {
        let log = EventLog<Int>()
        _ = Observable.just(1).subscribe(log.observer)
        #expect(log.events == [.next(1), .completed])
    }

    @Test func mapAndFilterTransform() {
        let log = EventLog<Int>()
        _ = Observable.from(1...6).map { $0 * 10 }.filter { $0 % 20 == 0 }.subscribe(log.observer)
        #expect(log.events == [.next(20), .next(40), .next(60), .completed])
    }

    @Test func throwingMapFailsTheStream() {
        let log = EventLog<Int>()
        _ = Observable.of(1, 2, 3).map { v -> Int in
            if v == 2 { throw TestError(id: 2) }
            return v
        }.subscribe(log.observer)
        #expect(log.events == [.next(1), .error(TestError(id: 2))])
    }

    @Test func nothingAfterTerminalEvent() {
        let log = EventLog<Int>()
        _ = Observable<Int>.create { o in
            o.onNext(1)
            o.onCompleted()
            o.onNext(2)
            o.onError(TestError())
            o.onCompleted()
            return Disposables.create()
        }.map { $0 }.subscribe(log.observer)
        #expect(log.events == [.next(1), .completed])
    }

    @Test func nothingAfterDispose() {
        let log = EventLog<Int>()
        var captured: AnyObserver<Int>?
        let d = Observable<Int>.create { o in
            captured = o
            return Disposables.create()
        }.map { $0 }.subscribe(log.observer)
        captured?.onNext(1)
        d.dispose()
        captured?.onNext(2)
        captured?.onCompleted()
        #expect(log.events == [.next(1)])
    }

    @Test func disposeBeforeUpstreamIsKnownIsHonouredWhenItArrives() {
        let sourceDisposed = LockedFlag()
        let source = Observable<Int>.create { _ in Disposables.create { sourceDisposed.set() } }
        let downstream = ClosureSubscriber<Int>(onNext: nil, onError: nil, onCompleted: nil, onDisposed: nil)
        let sink = PassThroughSink(downstream: downstream)
        sink.dispose()  // arrives while "subscribe" has not returned yet
        #expect(!sourceDisposed.isSet)
        sink.setUpstream(source.run(sink))
        #expect(sourceDisposed.isSet)
    }

    @Test func createDisposableRunsOnCompletion() {
        let flag = LockedFlag()
        _ = Observable<Int>.create { o in
            o.onCompleted()
            return Disposables.create { flag.set() }
        }.subscribe()
        #expect(flag.isSet)
    }

    @Test func onDisposedRunsOnceAfterTerminal() {
        var calls: [String] = []
        let d = Observable.just(1).subscribe(
            onNext: { calls.append("next \($0)") },
            onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") })
        d.dispose()
        #expect(calls == ["next 1", "completed", "disposed"])
    }

    @Test func eventEqualityComparesErrorsByTypeAndValue() {
        #expect(Event<Int>.error(TestError(id: 1)) == .error(TestError(id: 1)))
        #expect(Event<Int>.error(TestError(id: 1)) != .error(TestError(id: 2)))
        #expect(Event<Int>.error(URLError(.timedOut)) == .error(URLError(.timedOut)))
        #expect(Event<Int>.error(NSError(domain: "a", code: 1)) == .error(NSError(domain: "a", code: 1)))
        #expect(Event<Int>.error(NSError(domain: "a", code: 1)) != .error(NSError(domain: "a", code: 2)))
    }

    @Test func finishedChainReleasesCaptures() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable.of(1, 2).map { $0 + box.value }.subscribe()
        }
        #expect(weakBox == nil)
        _ = subscription
    }

    @Test func disposedChainReleasesCaptures() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable<Int>.never().map { $0 + box.value }.subscribe()
        }
        #expect(weakBox != nil)
        subscription?.dispose()
        #expect(weakBox == nil)
    }

    /// `from` stops pulling once the chain below it is done, although `take`
    /// cannot dispose it while `subscribe` is still running: an endless
    /// sequence terminates, as RxSwift's does. (A long finite one here, so
    /// that a regression fails rather than hangs.)
    @Test func fromStopsPullingOnceTakeHasWhatItWants() {
        nonisolated(unsafe) var pulled = 0
        let counted = (0..<1_000_000).lazy.map { value -> Int in
            pulled += 1
            return value
        }
        var seen: [Int] = []
        _ = Observable.from(counted).take(2).subscribe(onNext: { seen.append($0) })
        #expect(seen == [0, 1])
        #expect(pulled == 2)
    }
}

final class Box: @unchecked Sendable {  // test-only value holder
    var value = 1
}

final class LockedFlag: @unchecked Sendable {  // guarded by lock
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
