import Stream
import Synchronization
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/DisposeBagTest.swift, translated to
// Swift Testing: `XCTAssert` became `#expect`; the counting disposable keeps
// its count in a `Mutex`, as `Disposable` is `Sendable` here.
@Suite("DisposeBag (RxSwift's tests)")
struct DisposeBagTests {
    @Test func testDisposeBagInsert() {
        let disposable1 = TestDisposable()
        let disposable2 = TestDisposable()

        var disposeBag: DisposeBag? = DisposeBag()

        disposeBag?.insert(disposable1)
        disposeBag?.insert(disposable2)

        #expect(disposable1.count == 0)
        #expect(disposable2.count == 0)
        disposeBag = nil
        #expect(disposable1.count == 1)
        #expect(disposable2.count == 1)
    }

    @Test func testDisposeBagVaradicInsert() {
        let disposable1 = TestDisposable()
        let disposable2 = TestDisposable()

        var disposeBag: DisposeBag? = DisposeBag()

        disposeBag?.insert(disposable1, disposable2)

        #expect(disposable1.count == 0)
        #expect(disposable2.count == 0)
        disposeBag = nil
        #expect(disposable1.count == 1)
        #expect(disposable2.count == 1)
    }

    @Test func testDisposeBagVaradicInsertArray() {
        let disposable1 = TestDisposable()
        let disposable2 = TestDisposable()

        var disposeBag: DisposeBag? = DisposeBag()

        disposeBag?.insert([disposable1, disposable2])

        #expect(disposable1.count == 0)
        #expect(disposable2.count == 0)
        disposeBag = nil
        #expect(disposable1.count == 1)
        #expect(disposable2.count == 1)
    }

    @Test func testDisposableBuilderInitializer() {
        let disposable1 = TestDisposable()
        let disposable2 = TestDisposable()
        let disposable3 = TestDisposable()

        var disposeBag = DisposeBag {
            disposable1
            disposable2
            disposable3
        }

        #expect(disposable1.count == 0)
        #expect(disposable2.count == 0)
        #expect(disposable3.count == 0)
        disposeBag = DisposeBag()
        #expect(disposable1.count == 1)
        #expect(disposable2.count == 1)
        #expect(disposable3.count == 1)

        _ = disposeBag
    }

    @Test func testDisposableBuilderInsert() {
        let disposable1 = TestDisposable()
        let disposable2 = TestDisposable()
        let disposable3 = TestDisposable()
        let disposable4 = TestDisposable()

        var disposeBag = DisposeBag {
            disposable1
            disposable2
        }

        disposeBag.insert {
            disposable3
            disposable4
        }

        #expect(disposable1.count == 0)
        #expect(disposable2.count == 0)
        #expect(disposable3.count == 0)
        #expect(disposable4.count == 0)
        disposeBag = DisposeBag()
        #expect(disposable1.count == 1)
        #expect(disposable2.count == 1)
        #expect(disposable3.count == 1)
        #expect(disposable4.count == 1)

        _ = disposeBag
    }

    // Beyond RxSwift's tests: `DisposeBag(disposing:)`, both forms.
    @Test func disposingInitializersHoldTheirDisposables() {
        let disposable1 = TestDisposable()
        let disposable2 = TestDisposable()
        var variadic: DisposeBag? = DisposeBag(disposing: disposable1, disposable2)
        var array: DisposeBag? = DisposeBag(disposing: [disposable1])
        #expect(disposable1.count == 0)
        variadic = nil
        #expect(disposable1.count == 1)
        #expect(disposable2.count == 1)
        array = nil
        #expect(disposable1.count == 2)
        _ = (variadic, array)
    }
}

/// Counts its `dispose()` calls.
private final class TestDisposable: Disposable {
    private let calls = Mutex(0)
    var count: Int { calls.withLock { $0 } }
    func dispose() {
        calls.withLock { $0 += 1 }
    }
}
