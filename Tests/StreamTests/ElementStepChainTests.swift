import Testing
@testable import Stream

/// map, filter and compactMap call each other's steps directly; these pin
/// that the direct path keeps every hop's grammar and disposal rules.
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
}
