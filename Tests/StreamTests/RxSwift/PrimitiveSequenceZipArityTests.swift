import Stream
import StreamBlocking
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/PrimitiveSequenceTest+zip+arity.swift
// (generated from its .tt) for two to eight sources, and SingleTest.swift's
// testZipCollection_*, translated to Swift Testing: `XCTAssertEqual` became
// `#expect`, `try!` became `try`. Single's two-source tests are in
// SingleTests; the two-source tests here are Maybe's.
@Suite("Single.zip and Maybe.zip of fixed arity (RxSwift's tests)")
struct PrimitiveSequenceZipArityTests {

    @Test func testMaybeZip2_selector() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1)) { $0 + $1 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 2)
    }

    @Test func testMaybeZip2_tuple() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1)).map { $0 + $1 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 2)
    }

    @Test func testSingleZip3_selector() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1)) { $0 + $1 + $2 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 3)
    }

    @Test func testSingleZip3_tuple() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1)).map { $0 + $1 + $2 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 3)
    }

    @Test func testMaybeZip3_selector() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1)) { $0 + $1 + $2 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 3)
    }

    @Test func testMaybeZip3_tuple() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1)).map { $0 + $1 + $2 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 3)
    }

    @Test func testSingleZip4_selector() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1)) { $0 + $1 + $2 + $3 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 4)
    }

    @Test func testSingleZip4_tuple() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1)).map { $0 + $1 + $2 + $3 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 4)
    }

    @Test func testMaybeZip4_selector() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)) { $0 + $1 + $2 + $3 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 4)
    }

    @Test func testMaybeZip4_tuple() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)).map { $0 + $1 + $2 + $3 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 4)
    }

    @Test func testSingleZip5_selector() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1)) { $0 + $1 + $2 + $3 + $4 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 5)
    }

    @Test func testSingleZip5_tuple() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1)).map { $0 + $1 + $2 + $3 + $4 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 5)
    }

    @Test func testMaybeZip5_selector() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)) { $0 + $1 + $2 + $3 + $4 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 5)
    }

    @Test func testMaybeZip5_tuple() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)).map { $0 + $1 + $2 + $3 + $4 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 5)
    }

    @Test func testSingleZip6_selector() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1)) { $0 + $1 + $2 + $3 + $4 + $5 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 6)
    }

    @Test func testSingleZip6_tuple() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1)).map { $0 + $1 + $2 + $3 + $4 + $5 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 6)
    }

    @Test func testMaybeZip6_selector() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)) { $0 + $1 + $2 + $3 + $4 + $5 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 6)
    }

    @Test func testMaybeZip6_tuple() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)).map { $0 + $1 + $2 + $3 + $4 + $5 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 6)
    }

    @Test func testSingleZip7_selector() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 7)
    }

    @Test func testSingleZip7_tuple() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1)).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 7)
    }

    @Test func testMaybeZip7_selector() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 7)
    }

    @Test func testMaybeZip7_tuple() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 7)
    }

    @Test func testSingleZip8_selector() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 8)
    }

    @Test func testSingleZip8_tuple() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1)).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 8)
    }

    @Test func testMaybeZip8_selector() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 8)
    }

    @Test func testMaybeZip8_tuple() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }

        let result = try singleResult
            .toBlocking().first()!
        #expect(result == 8)
    }

    @Test func testZipCollection_selector() throws {
        let collection = [Single<Int>.just(1), Single<Int>.just(1), Single<Int>.just(1)]
        let singleResult: Single<Int> = Single.zip(collection) { $0.reduce(0, +) }

        let result = try singleResult
            .toBlocking()
            .first()!

        #expect(result == 3)
    }

    @Test func testZipCollection_selector_when_empty() throws {
        let collection: [Single<Int>] = []
        let singleResult = Single.zip(collection) { $0.reduce(0, +) }

        let result = try singleResult
            .toBlocking()
            .first()!

        #expect(result == 0)
    }

    @Test func testZipCollection_tuple() throws {
        let collection = [Single<Int>.just(1), Single<Int>.just(1), Single<Int>.just(1)]
        let singleResult: Single<Int> = Single.zip(collection).map { $0.reduce(0, +) }

        let result = try singleResult
            .toBlocking()
            .first()!

        #expect(result == 3)
    }

    @Test func testZipCollection_tuple_when_empty() throws {
        let collection: [Single<Int>] = []
        let singleResult = Single.zip(collection)

        let result = try singleResult
            .toBlocking()
            .first()!

        #expect(result == [])
    }

    // Beyond RxSwift's tests: the documented failure and empty cases.

    @Test func aFailingSourceFailsTheZip() {
        let zipped = Single.zip(Single.just(1), Single<Int>.error(testError), Single.just(3)) { $0 + $1 + $2 }
        #expect(throws: testError) { try zipped.toBlocking().first() }
    }

    @Test func anEmptyMaybeEmptiesTheZip() throws {
        let zipped = Maybe.zip(Maybe.just(1), Maybe<Int>.empty(), Maybe.just(3))
        #expect(try zipped.toBlocking().toArray().isEmpty)
    }

    @Test func aThrowingSelectorFailsTheCollectionZip() {
        let zipped: Single<Int> = Single.zip([Single.just(1)]) { _ in throw testError }
        #expect(throws: testError) { try zipped.toBlocking().first() }
        let empty: Single<Int> = Single.zip([Single<Int>]()) { _ in throw testError }
        #expect(throws: testError) { try empty.toBlocking().first() }
    }
}
