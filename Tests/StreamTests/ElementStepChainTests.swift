import Testing
@testable import Stream

/// map, filter and compactMap call each other's steps directly; these pin
/// that the direct path keeps every hop's grammar, disposal and order, and
/// that every operator's stream is a stream of its own.
@Suite("Element-step chains: map, filter, compactMap")
struct ElementStepChainTests {
    @Test func mixedChainTransformsInOrder() {
        let log = EventLog<String>()
        _ = Observable.from(1...6)
            .map { $0 * 10 }
            .filter { $0 != 30 }
            .compactMap { $0 == 50 ? nil : $0 + 1 }
            .map { "v\($0)" }
            .subscribe(log.observer)
        #expect(log.events == [.next("v11"), .next("v21"), .next("v41"), .next("v61"), .completed])
    }

    @Test func disposingInsideAStepStopsTheRestOfTheChain() {
        var seenByFilter: [Int] = []
        var received: [Int] = []
        var subscription: (any Disposable)?
        let source = PublishSubject<Int>()
        subscription = source
            .map { value -> Int in
                if value == 2 { subscription?.dispose() }
                return value
            }
            .filter { value in
                seenByFilter.append(value)
                return true
            }
            .map { $0 }
            .subscribe(onNext: { received.append($0) })
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        #expect(seenByFilter == [1])
        #expect(received == [1])
    }

    @Test func errorThrownMidChainEndsItOnceAndDisposesTheSource() {
        let log = EventLog<Int>()
        var sourceDisposed = 0
        var laterSteps = 0
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            observer.onCompleted()
            return Disposables.create { sourceDisposed += 1 }
        }
        .filter { _ in true }
        .map { value -> Int in
            if value == 2 { throw TestError(id: 2) }
            return value
        }
        .compactMap { value -> Int? in
            laterSteps += 1
            return value
        }
        .subscribe(log.observer)
        #expect(log.events == [.next(1), .error(TestError(id: 2))])
        #expect(laterSteps == 1)
        #expect(sourceDisposed == 1)
    }

    @Test func aStepThatEndsTheChainReleasesIt() {
        weak var weakSink: AnyObject?
        do {
            let subject = PublishSubject<Int>()
            let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe(onNext: { _ in })
            weakSink = subscription as AnyObject
            subject.onCompleted()
        }
        #expect(weakSink == nil)
    }

    @Test func aClosureThatEndsTheSourceStopsTheLaterOperators() {
        let source = PublishSubject<Int>()
        var seenByLaterOperator: [Int] = []
        let log = EventLog<Int>()
        _ = source
            .map { value -> Int in
                if value == 2 { source.onCompleted() }
                return value
            }
            .filter { value in
                seenByLaterOperator.append(value)
                return true
            }
            .subscribe(log.observer)
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        #expect(seenByLaterOperator == [1])
        #expect(log.events == [.next(1), .completed])
    }

    @Test func aReentrantElementRunsThroughEveryOperatorBeforeTheOuterOneGoesOn() {
        let source = PublishSubject<Int>()
        var order: [String] = []
        var received: [Int] = []
        _ = source
            .map { value -> Int in
                order.append("first \(value)")
                if value == 1 { source.onNext(10) }
                return value
            }
            .map { value -> Int in
                order.append("second \(value)")
                return value * 2
            }
            .subscribe(onNext: { received.append($0) })
        source.onNext(1)
        #expect(order == ["first 1", "first 10", "second 10", "second 1"])
        #expect(received == [20, 2])
    }

    @Test func everyOperatorsStreamIsAStreamOfItsOwn() {
        let source = PublishSubject<Int>()
        var firstOperatorRuns = 0
        let base = source.map { value -> Int in
            firstOperatorRuns += 1
            return value * 10
        }
        let evens = base.filter { $0 % 20 == 0 }
        let labels = base.map { "n\($0)" }
        let baseLog = EventLog<Int>()
        let evensLog = EventLog<Int>()
        let labelsLog = EventLog<String>()
        _ = base.subscribe(baseLog.observer)
        _ = evens.subscribe(evensLog.observer)
        let labelsSubscription = labels.subscribe(labelsLog.observer)
        source.onNext(1)
        labelsSubscription.dispose()
        source.onNext(2)
        source.onCompleted()
        #expect(baseLog.events == [.next(10), .next(20), .completed])
        #expect(evensLog.events == [.next(20), .completed])
        #expect(labelsLog.events == [.next("n10")])
        #expect(firstOperatorRuns == 5)  // once per element per subscription: 3 for 1, 2 for 2
    }

    @Test func elementsThatNeedRetainingPassThroughAndAreReleased() {
        final class Payload {
            let name: String
            init(_ name: String) { self.name = name }
        }
        weak var weakPayload: Payload?
        var names: [String] = []
        do {
            let source = PublishSubject<Payload>()
            let subscription = source
                .filter { !$0.name.isEmpty }
                .map { $0 }
                .compactMap { $0.name + "!" }
                .subscribe(onNext: { names.append($0) })
            do {
                let payload = Payload("first")
                weakPayload = payload
                source.onNext(payload)
            }
            subscription.dispose()
        }
        #expect(names == ["first!"])
        #expect(weakPayload == nil)
    }

    @Test func aLongChainOfOperatorsComposesInOrder() {
        var chain = Observable.from(0..<3)
        for step in 1...500 {
            chain = step % 2 == 0 ? chain.map { $0 + 1 } : chain.filter { $0 >= 0 }
        }
        let log = EventLog<Int>()
        _ = chain.subscribe(log.observer)
        #expect(log.events == [.next(250), .next(251), .next(252), .completed])
    }

    /// A subscription must not hold the streams it was built from: an owner
    /// whose source captures it, and who keeps the subscription in its own
    /// bag, is released once nothing else holds it (a cycle otherwise, with
    /// an endless source never broken). A fused design of these operators,
    /// whose one sink would hold the operators' streams and so the source,
    /// leaks here.
    @Test func aSubscriptionDoesNotKeepTheStreamsItWasBuiltFrom() {
        final class Owner {
            let bag = DisposeBag()
            let subject = PublishSubject<Int>()
            var received: [Int] = []

            func start() {
                Observable.deferred { self.subject.asObservable() }
                    .map { $0 + 1 }
                    .filter { $0 > 0 }
                    .subscribe(onNext: { [weak self] in self?.received.append($0) })
                    .disposed(by: bag)
            }
        }
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            weakOwner = owner
            owner.start()
            owner.subject.onNext(1)
            #expect(owner.received == [2])
        }
        #expect(weakOwner == nil)
    }
}
