import Foundation
import Testing
@testable import Stream

@Suite("Single")
struct SingleTests {
    @Test func createSucceedsOnceAndIgnoresLaterCalls() {
        var disposed = 0
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(TestError(id: 1)))
            return Disposables.create { disposed += 1 }
        }
        let log = EventLog<Int>()
        _ = single.asObservable().subscribe(log.observer)
        #expect(log.events == [.next(1), .completed])
        #expect(disposed == 1)
        var outcomes: [String] = []
        _ = single.subscribe(onSuccess: { outcomes.append("success \($0)") }, onFailure: { _ in outcomes.append("failure") })
        #expect(outcomes == ["success 1"])
    }

    @Test func createFailsOnce() {
        let single = Single<Int>.create { observer in
            observer(.failure(TestError(id: 2)))
            observer(.success(1))
            return Disposables.create()
        }
        var results: [SingleEvent<Int>] = []
        _ = single.subscribe { results.append($0) }
        #expect(results.count == 1)
        guard case .failure(let error) = results.first else {
            Issue.record("no failure")
            return
        }
        #expect(error as? TestError == TestError(id: 2))
    }

    @Test func theObserverCanBeCalledFromAnotherThread() async throws {
        let single = Single<String>.create { observer in
            let task = Task.detached {
                observer(.success("done"))
            }
            return Disposables.create { task.cancel() }
        }
        #expect(try await single.asObservable().first() == "done")
    }

    @Test func inVirtualTime() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 4), .completed(20)])
        let observer = scheduler.start { xs.asSingle().map { $0 * 10 }.asObservable() }
        // asSingle emits the element when the source completes.
        #expect(observer.events == [.next(220, 40), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func anObservableThatCompletesEmptyFailsAsASingle() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Int>>])
        let observer = scheduler.start { xs.asSingle().asObservable() }
        #expect(observer.events == [.error(220, StreamError.noElements)])
    }

    @Test func aSecondElementFailsAndDisposesTheSource() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observer = scheduler.start { xs.asSingle().asObservable() }
        #expect(observer.events == [.error(220, StreamError.moreThanOneElement)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func aFailurePassesThrough() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 3))])
        let observer = scheduler.start { xs.asSingle().asObservable() }
        #expect(observer.events == [.error(220, TestError(id: 3))])
    }

    @Test func subscribeLabels() {
        var log: [String] = []
        _ = Single.just(5).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("disposed") })
        _ = Single<Int>.error(TestError(id: 1)).subscribe(
            onSuccess: { _ in log.append("success") },
            onFailure: { log.append("failure \(($0 as? TestError)?.id ?? 0)") },
            onDisposed: { log.append("disposed") })
        #expect(log == ["success 5", "disposed", "failure 1", "disposed"])
    }

    @Test func neverNeverEnds() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Single<Int>.never().asObservable() }
        #expect(observer.events.isEmpty)
    }

    @Test func mapFlatMapAndZip() {
        let scheduler = TestScheduler()
        let observer = scheduler.start {
            Single.just(2)
                .flatMap { value in Single.just(value * 3).delay(.seconds(5), scheduler: scheduler) }
                .map { "\($0)" }
                .asObservable()
        }
        #expect(observer.events == [.next(205, "6"), .completed(205)])

        var zipped: [String] = []
        _ = Single.zip(Single.just(1), Single.just("a")).subscribe(onSuccess: { zipped.append("\($0.0)\($0.1)") })
        _ = Single.zip(Single.just(1), Single.just(2)) { $0 + $1 }.subscribe(onSuccess: { zipped.append("\($0)") })
        _ = Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { zipped.append("\($0)") })
        _ = Single<Int>.zip([Single<Int>]()).subscribe(onSuccess: { zipped.append("\($0)") })
        #expect(zipped == ["1a", "3", "[1, 2]", "[]"])
    }

    @Test func catchAndRetry() {
        let scheduler = TestScheduler()
        let failing = scheduler.createColdObservable([.error(10, TestError(id: 1))] as [Recorded<Event<Int>>])
        let observer = scheduler.start {
            failing.asSingle()
                .retry(2)
                .catch { _ in .just(-1) }
                .asObservable()
        }
        #expect(observer.events == [.next(220, -1), .completed(220)])
        #expect(failing.subscriptions == [Subscription(200, 210), Subscription(210, 220)])

        var attempts = 0
        _ = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError(id: attempts)) : .just(attempts)
        }
        .retry(when: { errors in errors.map { _ in () } })
        .subscribe(onSuccess: { #expect($0 == 3) })
        #expect(attempts == 3)
        var fallback: Int?
        _ = Single<Int>.error(TestError(id: 1)).catchAndReturn(7).subscribe(onSuccess: { fallback = $0 })
        #expect(fallback == 7)
    }

    @Test func doAndTheTraitConversions() {
        var log: [String] = []
        _ = Single.just(1)
            .do(onSuccess: { log.append("on \($0)") }, afterSuccess: { log.append("after \($0)") },
                onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") })
            .subscribe(onSuccess: { log.append("success \($0)") })
        #expect(log == ["subscribe", "on 1", "success 1", "after 1", "dispose"])

        var outcomes: [String] = []
        _ = Single.just(1).filter { $0 > 1 }.subscribe(onSuccess: { _ in outcomes.append("success") }, onCompleted: { outcomes.append("empty") })
        _ = Single.just(1).compactMap { $0 > 0 ? "\($0)" : nil }.subscribe(onSuccess: { outcomes.append($0) })
        _ = Single.just(1).asMaybe().subscribe(onSuccess: { outcomes.append("maybe \($0)") })
        _ = Single.just(1).asCompletable().subscribe(onCompleted: { outcomes.append("completed") })
        _ = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }.subscribe(onCompleted: { outcomes.append("flat empty") })
        _ = Single.just(1).flatMapCompletable { _ in .empty() }.subscribe(onCompleted: { outcomes.append("flat completed") })
        #expect(outcomes == ["empty", "1", "maybe 1", "completed", "flat empty", "flat completed"])
    }

    @Test func timeAndSchedulers() {
        let scheduler = TestScheduler()
        let observer = scheduler.start {
            Single<Int>.never().timeout(.seconds(5), scheduler: scheduler).asObservable()
        }
        #expect(observer.events == [.error(205, StreamError.timeout)])
        let other = TestScheduler()
        let delayed = other.start {
            Single.just(1).delaySubscription(.seconds(3), scheduler: other)
                .subscribe(on: other).observe(on: other).asObservable()
        }
        #expect(delayed.events == [.next(203, 1), .completed(203)])
    }

    @Test func subscribeWithAWeakOwner() {
        final class Owner {
            var value = 0
        }
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        _ = subject.asSingle().subscribe(with: owner!, onSuccess: { owner, value in owner.value = value })
        let kept = owner!
        subject.onNext(4)
        subject.onCompleted()
        #expect(kept.value == 4)
        var dropped: Owner? = Owner()
        let other = PublishSubject<Int>()
        var called = false
        _ = other.asSingle().subscribe(with: dropped!, onSuccess: { _, _ in called = true })
        dropped = nil
        other.onNext(1)
        other.onCompleted()
        #expect(!called)
        owner = nil
    }

    /// Extensions written the RxSwift way compile and apply to `Single` only.
    @Test func extensionsInRxSwiftsShape() {
        #expect(Single.just(3).doubled().subscribeValue() == 6)
    }
}

extension PrimitiveSequence where Trait == SingleTrait, Element == Int {
    fileprivate func doubled() -> Single<Int> { map { $0 * 2 } }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    fileprivate func subscribeValue() -> Element? {
        var value: Element?
        _ = primitiveSequence.subscribe(onSuccess: { value = $0 })
        return value
    }
}
