import Foundation
import Testing
@testable import Stream

@Suite("catchError: continue with another stream on error")
struct CatchTests {
    struct HandlerFailure: Error, Equatable {}

    @Test func continuesWithTheHandlersStream() {
        var caught: [any Error] = []
        let log = EventLog<Int>()
        _ = Observable.concat(.just(1), .error(TestError(id: 4)))
            .catchError { error in
                caught.append(error)
                return .of(8, 9)
            }
            .subscribe(log.observer)
        #expect(log.events == [.next(1), .next(8), .next(9), .completed])
        #expect(caught.count == 1 && errorsAreEqual(caught[0], TestError(id: 4)))
    }

    @Test func throwingHandlerFailsWithTheThrownError() {
        let log = EventLog<Int>()
        _ = Observable<Int>.error(TestError()).catchError { _ in throw HandlerFailure() }.subscribe(log.observer)
        #expect(log.events == [.error(HandlerFailure())])
    }

    @Test func errorOfTheHandlersStreamIsNotCaughtAgain() {
        var calls = 0
        let log = EventLog<Int>()
        _ = Observable<Int>.error(TestError(id: 1))
            .catchError { _ in
                calls += 1
                return .error(TestError(id: 2))
            }
            .subscribe(log.observer)
        #expect(log.events == [.error(TestError(id: 2))])
        #expect(calls == 1)
    }

    @Test func completedSourceNeverCallsTheHandler() {
        var calls = 0
        let log = EventLog<Int>()
        _ = Observable.of(1, 2).catchError { _ in calls += 1; return .empty() }.subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .completed])
        #expect(calls == 0)
    }

    @Test func justReturnEmitsTheFallbackAndCompletes() {
        let log = EventLog<Int>()
        _ = Observable.concat(.just(1), .error(TestError())).catchErrorJustReturn(0).subscribe(log.observer)
        #expect(log.events == [.next(1), .next(0), .completed])
    }

    @Test func catchReleasesTheFailedSource() {
        weak var weakBox: Box?
        let subscription: any Disposable
        do {
            let box = Box()
            weakBox = box
            subscription = Observable<Int>.create { observer in
                observer.onError(TestError())
                return Disposables.create { _ = box }
            }.catchError { _ in .never() }.subscribe()
        }
        #expect(weakBox == nil)  // while the handler's stream is still subscribed
        subscription.dispose()
    }

    @Test func catchDropsTheFailedSubscription() {
        weak var weakBox: Box?
        let subscription: any Disposable
        do {
            let box = Box()
            weakBox = box
            subscription = FailingSourceReturningHolder(box).catchError { _ in .never() }.subscribe()
        }
        #expect(weakBox == nil)
        subscription.dispose()
    }

    @Test func disposeAfterCatchingDisposesTheHandlersStream() {
        let fallback = PublishSubject<Int>()
        let subscription = Observable<Int>.error(TestError()).catchError { _ in fallback }.subscribe()
        #expect(fallback.hasObservers)
        subscription.dispose()
        #expect(!fallback.hasObservers)
    }

    @Test func disposedCatchReleasesTheHandler() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable<Int>.never().catchError { _ in .just(box.value) }.subscribe()
        }
        #expect(weakBox != nil)
        subscription?.dispose()
        #expect(weakBox == nil)
    }

    @Test func finishedCatchReleasesTheHandlerAndItsStream() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable<Int>.error(TestError())
                .catchError { _ in .deferred { .just(box.value) } }
                .subscribe()
        }
        #expect(weakBox == nil)
        _ = subscription
    }
}

/// Fails at once and returns a subscription that holds `box` until whoever
/// holds the subscription lets it go: shows that an operator drops it.
final class FailingSourceReturningHolder: Observable<Int> {
    final class Holder: Disposable {
        let box: Box
        init(_ box: Box) { self.box = box }
        func dispose() {}
    }

    private weak var box: Box?

    init(_ box: Box) {
        self.box = box
    }

    override func run(_ observer: ObserverNode<Int>) -> any Disposable {
        observer.onError(TestError())
        return box.map(Holder.init) ?? Disposables.create()
    }
}
