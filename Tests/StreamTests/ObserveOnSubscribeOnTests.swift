import Dispatch
import Foundation
import Synchronization
import Testing
@testable import Stream

@Suite("observeOn and subscribeOn")
struct ObserveOnSubscribeOnTests {
    @Test func observeOnDeliversEveryEventOnTheQueueInOrder() {
        let tagged = TaggedQueue("observe")
        let log = ConcurrentEventLog<Int>(expectedQueue: tagged)
        _ = Observable.from(0..<1000)
            .observeOn(SerialDispatchQueueScheduler(queue: tagged.queue))
            .subscribe(log)
        waitFor(log.terminated)
        #expect(log.elements == Array(0..<1000))
        #expect(log.events.last == .completed)
        #expect(log.violations == [])
    }

    @Test func observeOnDeliversErrorsAfterTheQueuedElements() {
        let tagged = TaggedQueue("observe-error")
        let log = ConcurrentEventLog<Int>()
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onError(TestError(id: 9))
            return Disposables.create()
        }
        .observeOn(SerialDispatchQueueScheduler(queue: tagged.queue))
        .subscribe(log)
        waitFor(log.terminated)
        #expect(log.events == [.next(1), .next(2), .error(TestError(id: 9))])
    }

    @Test func observeOnDeliversNothingAfterDispose() {
        let tagged = TaggedQueue("observe-dispose")
        let subject = PublishSubject<Int>()
        let log = ConcurrentEventLog<Int>()
        let subscription = subject.observeOn(SerialDispatchQueueScheduler(queue: tagged.queue)).subscribe(log)
        let gate = DispatchSemaphore(value: 0)
        tagged.queue.async { gate.wait() }  // hold the queue so the events pile up
        for value in 0..<10 { subject.onNext(value) }
        subscription.dispose()
        gate.signal()
        tagged.flush()
        #expect(log.events == [])
    }

    @Test func observeOnStopsWhenDisposedFromInsideADelivery() {
        let tagged = TaggedQueue("observe-inner-dispose")
        let gate = DispatchSemaphore(value: 0)
        tagged.queue.async { gate.wait() }
        var received: [Int] = []
        var subscription: (any Disposable)?
        subscription = Observable.from(0..<100)
            .observeOn(SerialDispatchQueueScheduler(queue: tagged.queue))
            .subscribe(onNext: { value in
                received.append(value)
                if value == 4 { subscription?.dispose() }
            })
        gate.signal()
        tagged.flush()
        #expect(received == [0, 1, 2, 3, 4])
    }

    @Test func observeOnInVirtualTimeDeliversAtTheSameTick() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start { source.observeOn(scheduler) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(230)])
    }

    @Test func subscribeOnSubscribesAndDisposesOnTheQueue() {
        let tagged = TaggedQueue("subscribe")
        let subscribedOnQueue = LockedFlag(), disposedOnQueue = LockedFlag()
        let subscribed = DispatchSemaphore(value: 0), disposed = DispatchSemaphore(value: 0)
        let subscription = Observable<Int>.create { _ in
            if tagged.isCurrent { subscribedOnQueue.set() }
            subscribed.signal()
            return Disposables.create {
                if tagged.isCurrent { disposedOnQueue.set() }
                disposed.signal()
            }
        }
        .subscribeOn(SerialDispatchQueueScheduler(queue: tagged.queue))
        .subscribe()
        waitFor(subscribed)
        subscription.dispose()
        waitFor(disposed)
        #expect(subscribedOnQueue.isSet)
        #expect(disposedOnQueue.isSet)
    }

    @Test func subscribeOnDisposedBeforeItRunsNeverSubscribes() {
        let tagged = TaggedQueue("subscribe-cancel")
        let gate = DispatchSemaphore(value: 0)
        tagged.queue.async { gate.wait() }
        let subscribed = LockedFlag()
        let subscription = Observable<Int>.create { _ in
            subscribed.set()
            return Disposables.create()
        }
        .subscribeOn(SerialDispatchQueueScheduler(queue: tagged.queue))
        .subscribe()
        subscription.dispose()
        gate.signal()
        tagged.flush()
        #expect(!subscribed.isSet)
    }

    @Test func subscribeOnInVirtualTimeRecordsSubscriptionTimes() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(10, 1), .next(900, 2)])
        let observer = scheduler.start { source.subscribeOn(scheduler) }
        #expect(observer.events == [.next(210, 1)])
        #expect(source.subscriptions == [Subscription(200, 1000)])
    }

    @Test func subscribeOnLeavesDeliveryToTheSource() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(250, 1), .completed(260)])
        let observer = scheduler.start { source.subscribeOn(ImmediateScheduler.instance) }
        #expect(observer.events == [.next(250, 1), .completed(260)])
        #expect(source.subscriptions == [Subscription(200, 260)])
    }
}
