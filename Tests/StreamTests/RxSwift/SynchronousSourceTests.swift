import Stream
import Testing

// The tests of RxSwift 6.9.1's Tests/RxSwiftTests/Observable+MergeTests.swift,
// Observable+CombineLatestTests.swift and Observable+ConcatTests.swift whose
// sources are synchronous (`of`, `just`, `concat` of them): they subscribe
// at the top level, so the sources emit through the trampoline that
// subscribe starts. Translated to Swift Testing (`XCTAssertEqual` became
// `#expect`); the names keep RxSwift's.
@Suite("Synchronous sources under merge, combineLatest, concat (RxSwift's tests)")
struct SynchronousSourceTests {
    @Test func testMerge_DeadlockSimple() {
        var nEvents = 0

        let observable = Observable.of(
            Observable.of(0, 1, 2),
            Observable.of(0, 1, 2),
            Observable.of(0, 1, 2)
        ).merge()

        _ = observable.subscribe(onNext: { _ in
            nEvents += 1
        })

        #expect(nEvents == 9)
    }

    @Test func testMerge_DeadlockErrorAfterN() {
        var nEvents = 0

        let observable = Observable.of(
            Observable.of(0, 1, 2),
            Observable.concat([Observable.of(0, 1), Observable.error(testError)]),
            Observable.of(0, 1, 2)
        ).merge()

        _ = observable.subscribe(onError: { _ in
            nEvents += 1
        })

        #expect(nEvents == 1)
    }

    @Test func testMerge_DeadlockErrorImmediately() {
        var nEvents = 0

        let observable: Observable<Int> = Observable.just(
            Observable.error(testError)
        ).merge()

        _ = observable.subscribe(onError: { _ in
            nEvents += 1
        })

        #expect(nEvents == 1)
    }

    @Test func testMerge_DeadlockEmpty() {
        var nEvents = 0

        let observable: Observable<Int> = Observable<Observable<Int>>.empty().merge()
        _ = observable.subscribe(onCompleted: {
            nEvents += 1
        })

        #expect(nEvents == 1)
    }

    @Test func testMerge_DeadlockFirstEmpty() {
        var nEvents = 0

        let observable: Observable<Int> = Observable.just(Observable.empty()).merge()
        _ = observable.subscribe(onCompleted: {
            nEvents += 1
        })

        #expect(nEvents == 1)
    }

    @Test func testMergeConcurrent_DeadlockSimple() {
        var nEvents = 0

        let observable = Observable.of(
            Observable.of(0, 1, 2),
            Observable.of(0, 1, 2),
            Observable.of(0, 1, 2)
        ).merge(maxConcurrent: 1)

        _ = observable.subscribe(onNext: { _ in
            nEvents += 1
        })

        #expect(nEvents == 9)
    }

    @Test func testMergeConcurrent_DeadlockErrorAfterN() {
        var nEvents = 0

        let observable = Observable.of(
            Observable.of(0, 1, 2),
            Observable.concat([Observable.of(0, 1), Observable.error(testError)]),
            Observable.of(0, 1, 2)
        ).merge(maxConcurrent: 1)

        _ = observable.subscribe(onError: { _ in
            nEvents += 1
        })

        #expect(nEvents == 1)
    }

    @Test func testMergeConcurrent_DeadlockErrorImmediately() {
        var nEvents = 0

        let observable: Observable<Int> = Observable.just(
            Observable.error(testError)
        ).merge(maxConcurrent: 1)

        _ = observable.subscribe(onError: { _ in
            nEvents += 1
        })

        #expect(nEvents == 1)
    }

    @Test func testMergeConcurrent_DeadlockEmpty() {
        var nEvents = 0

        let observable: Observable<Int> = Observable<Observable<Int>>.empty().merge(maxConcurrent: 1)

        _ = observable.subscribe(onCompleted: {
            nEvents += 1
        })

        #expect(nEvents == 1)
    }

    @Test func testMergeConcurrent_DeadlockFirstEmpty() {
        var nEvents = 0

        let observable: Observable<Int> = Observable.just(Observable.empty()).merge(maxConcurrent: 1)

        _ = observable.subscribe(onCompleted: {
            nEvents += 1
        })

        #expect(nEvents == 1)
    }

    @Test func testCombineLatest_DeadlockErrorAfterN() {
        var nEvents = 0

        let observable = Observable.combineLatest(
            Observable.concat([Observable.of(0, 1, 2), Observable.error(testError)]),
            Observable.of(0, 1, 2)
        ) { $0 + $1 }

        _ = observable.subscribe(onError: { _ in
            nEvents += 1
        })

        #expect(nEvents == 1)
    }

    @Test func testCombineLatest_DeadlockErrorImmediately() {
        var nEvents = 0

        let observable = Observable.combineLatest(
            Observable.error(testError),
            Observable.of(0, 1, 2)
        ) { $0 + $1 }

        _ = observable.subscribe(onError: { _ in
            nEvents += 1
        })

        #expect(nEvents == 1)
    }

    @Test func testReplay_DeadlockEmpty() {
        var nEvents = 0

        let observable = Observable.combineLatest(
            Observable.empty(),
            Observable.of(0, 1, 2)
        ) { $0 + $1 }

        _ = observable.subscribe(onCompleted: {
            nEvents += 1
        })

        #expect(nEvents == 1)
    }

    @Test func testConcat_DefaultScheduler() {
        var sum = 0
        _ = Observable.concat([Observable.just(1), Observable.just(2), Observable.just(3)]).subscribe(onNext: { e -> Void in
            sum += e
        })

        #expect(sum == 6)
    }
}
