import Foundation
import Stream
import StreamBlocking
import Testing

// RxSwift 6.9.1's Tests/RxBlockingTests/Observable+BlockingTest.swift,
// translated to Swift Testing. Changes: `XCTAssert...` became `#expect`;
// `Observable<Int64>.interval` is `Observable<Int>.interval` (this package's
// `interval` counts in `Int`); `subscribe(on:)` is spelled `subscribeOn`;
// `RxError` is `StreamError`; `of(..., scheduler: CurrentThreadScheduler.instance)`
// is `of(...)` (no `scheduler:` form here).
@Suite("RxBlocking: toBlocking (RxSwift's tests)")
struct BlockingTests {
    // MARK: toArray

    @Test func toArray_empty() throws {
        #expect(try Observable<Int>.empty().toBlocking().toArray() == [])
    }

    @Test func toArray_return() throws {
        #expect(try Observable.just(42).toBlocking().toArray() == [42])
    }

    @Test func toArray_fail() {
        #expect(throws: testError) { try Observable<Int>.error(testError).toBlocking().toArray() }
    }

    @Test func toArray_someData() throws {
        #expect(try Observable.of(42, 43, 44, 45).toBlocking().toArray() == [42, 43, 44, 45])
    }

    @Test func toArray_withRealScheduler() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

        let array = try Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
            .take(10)
            .toBlocking()
            .toArray()

        #expect(array == Array(0..<10))
    }

    @Test func toArray_independent() throws {
        for _ in 0..<10 {
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

            func operation1() -> Observable<Int> {
                return Observable.of(1, 2).subscribeOn(scheduler)
            }

            let a = try operation1().toBlocking().toArray()
            let b = try operation1().toBlocking().toArray()
            let c = try operation1().toBlocking().toArray()
            let d = try operation1().toBlocking().toArray()

            #expect(a == [1, 2])
            #expect(b == [1, 2])
            #expect(c == [1, 2])
            #expect(d == [1, 2])
        }
    }

    @Test func toArray_timeout() {
        #expect(throws: StreamError.timeout) { try Observable<Int>.never().toBlocking(timeout: 0.01).toArray() }
    }

    // MARK: first

    @Test func first_empty() throws {
        #expect(try Observable<Int>.empty().toBlocking().first() == nil)
    }

    @Test func first_return() throws {
        #expect(try Observable.just(42).toBlocking().first() == 42)
    }

    @Test func first_fail() {
        #expect(throws: testError) { try Observable<Int>.error(testError).toBlocking().first() }
    }

    @Test func first_someData() throws {
        #expect(try Observable.of(42, 43, 44, 45).toBlocking().first() == 42)
    }

    @Test func first_withRealScheduler() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

        let element = try Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
            .take(10)
            .toBlocking()
            .first()

        #expect(element == 0)
    }

    @Test func first_independent() throws {
        for _ in 0..<10 {
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

            func operation1() -> Observable<Int> {
                return Observable.just(1).subscribeOn(scheduler)
            }

            let a = try operation1().toBlocking().first()
            let b = try operation1().toBlocking().first()
            let c = try operation1().toBlocking().first()
            let d = try operation1().toBlocking().first()

            #expect(a == 1)
            #expect(b == 1)
            #expect(c == 1)
            #expect(d == 1)
        }
    }

    @Test func first_timeout() {
        #expect(throws: StreamError.timeout) { try Observable<Int>.never().toBlocking(timeout: 0.01).first() }
    }

    // MARK: last

    @Test func last_empty() throws {
        #expect(try Observable<Int>.empty().toBlocking().last() == nil)
    }

    @Test func last_return() throws {
        #expect(try Observable.just(42).toBlocking().last() == 42)
    }

    @Test func last_fail() {
        #expect(throws: testError) { try Observable<Int>.error(testError).toBlocking().last() }
    }

    @Test func last_someData() throws {
        #expect(try Observable.of(42, 43, 44, 45).toBlocking().last() == 45)
    }

    @Test func last_withRealScheduler() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

        let element = try Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
            .take(10)
            .toBlocking()
            .last()

        #expect(element == 9)
    }

    @Test func last_independent() throws {
        for _ in 0..<10 {
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .background)

            func operation1() -> Observable<Int> {
                return Observable.just(1).subscribeOn(scheduler)
            }

            let a = try operation1().toBlocking().last()
            let b = try operation1().toBlocking().last()
            let c = try operation1().toBlocking().last()
            let d = try operation1().toBlocking().last()

            #expect(a == 1)
            #expect(b == 1)
            #expect(c == 1)
            #expect(d == 1)
        }
    }

    @Test func last_timeout() {
        #expect(throws: StreamError.timeout) { try Observable<Int>.never().toBlocking(timeout: 0.01).last() }
    }

    // MARK: single

    @Test func single_empty() {
        #expect(throws: StreamError.noElements) { try Observable<Int>.empty().toBlocking().single() }
    }

    @Test func single_return() throws {
        #expect(try Observable.just(42).toBlocking().single() == 42)
    }

    @Test func single_two() {
        #expect(throws: StreamError.moreThanOneElement) { try Observable.of(42, 43).toBlocking().single() }
    }

    @Test func single_someData() {
        #expect(throws: StreamError.moreThanOneElement) {
            try Observable.of(42, 43, 44, 45).toBlocking().single()
        }
    }

    @Test func single_fail() {
        #expect(throws: testError) { try Observable<Int>.error(testError).toBlocking().single() }
    }

    @Test func single_withRealScheduler() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

        let element = try Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
            .take(1)
            .toBlocking()
            .single()

        #expect(element == 0)
    }

    @Test func single_predicate_empty() {
        #expect(throws: StreamError.noElements) {
            try Observable<Int>.empty().toBlocking().single { _ in true }
        }
    }

    @Test func single_predicate_return() throws {
        #expect(try Observable.just(42).toBlocking().single { _ in true } == 42)
    }

    @Test func single_predicate_someData_one_match() {
        var predicateVals = [Int]()
        do {
            let element = try Observable.of(42, 43, 44, 45).toBlocking().single({ e in
                predicateVals.append(e)
                return e == 44
            })
            #expect(element == 44)
        } catch _ {
            Issue.record()
        }
        #expect(predicateVals == [42, 43, 44, 45])
    }

    @Test func single_predicate_someData_two_match() {
        var predicateVals = [Int]()
        do {
            _ = try Observable.of(42, 43, 44, 45).toBlocking().single({ e in
                predicateVals.append(e)
                return e >= 43
            })
            Issue.record()
        } catch let e {
            #expect(e as? StreamError == .moreThanOneElement)
        }
        #expect(predicateVals == [42, 43, 44])
    }

    @Test func single_predicate_none() {
        var predicateVals = [Int]()
        do {
            _ = try Observable.of(42, 43, 44, 45).toBlocking().single { e in
                predicateVals.append(e)
                return e > 50
            }
            Issue.record()
        } catch let e {
            #expect(e as? StreamError == .noElements)
        }
        #expect(predicateVals == [42, 43, 44, 45])
    }

    @Test func single_predicate_throws() {
        var predicateVals = [Int]()
        do {
            _ = try Observable.of(42, 43, 44, 45).toBlocking().single({ e in
                predicateVals.append(e)
                if e < 43 { return false }
                throw testError
            })
            Issue.record()
        } catch let e {
            #expect(e as? RxTestError == testError)
        }
        #expect(predicateVals == [42, 43])
    }

    @Test func single_predicate_fail() {
        #expect(throws: testError) { try Observable<Int>.error(testError).toBlocking().single { _ in true } }
    }

    @Test func single_predicate_withRealScheduler() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

        let element = try Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
            .take(4)
            .toBlocking()
            .single({ $0 == 3 })

        #expect(element == 3)
    }

    @Test func single_independent() throws {
        for _ in 0..<10 {
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

            func operation1() -> Observable<Int> {
                return Observable.just(1).subscribeOn(scheduler)
            }

            let a = try operation1().toBlocking().single()
            let b = try operation1().toBlocking().single()
            let c = try operation1().toBlocking().single()
            let d = try operation1().toBlocking().single()

            #expect(a == 1)
            #expect(b == 1)
            #expect(c == 1)
            #expect(d == 1)
        }
    }

    @Test func single_timeout() {
        #expect(throws: StreamError.timeout) { try Observable<Int>.never().toBlocking(timeout: 0.01).single() }
    }

    @Test func singlePredicate_timeout() {
        #expect(throws: StreamError.timeout) {
            try Observable<Int>.never().toBlocking(timeout: 0.01).single { _ in true }
        }
    }

    // MARK: materialize

    @Test func materialize_empty() {
        let result = Observable<Int>.empty().toBlocking().materialize()

        switch result {
        case .completed(let elements):
            #expect(elements == [])
        case .failed:
            Issue.record("Expected result to be complete successfully, but result was failed.")
        }
    }

    @Test func materialize_empty_fail() {
        let result = Observable<Int>.error(testError).toBlocking().materialize()

        switch result {
        case .completed:
            Issue.record("Expected result to be complete with error, but result was successful.")
        case let .failed(elements, error):
            #expect(elements == [])
            #expect(error as? RxTestError == testError)
        }
    }

    @Test func materialize_someData() {
        let result = Observable.of(42, 43, 44, 45).toBlocking().materialize()

        switch result {
        case .completed(let elements):
            #expect(elements == [42, 43, 44, 45])
        case .failed:
            Issue.record("Expected result to be complete successfully, but result was failed.")
        }
    }

    @Test func materialize_someData_fail() {
        let sequence = Observable.concat(Observable.of(42, 43, 44, 45), Observable<Int>.error(testError))
        let result = sequence.toBlocking().materialize()

        switch result {
        case .completed:
            Issue.record("Expected result to be complete with error, but result was successful.")
        case let .failed(elements, error):
            #expect(elements == [42, 43, 44, 45])
            #expect(error as? RxTestError == testError)
        }
    }
}
