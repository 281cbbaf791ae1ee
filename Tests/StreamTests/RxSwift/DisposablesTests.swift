import Stream
import Testing

// From RxSwift 6.9.1's Tests/RxSwiftTests/DisposableTest.swift (the tests of
// `Disposables.create` and of the hot observable's disposal), translated to
// Swift Testing; then the forms that file does not cover.
@Suite("Disposables.create (RxSwift's tests)")
struct DisposablesTests {
    @Test func actionDisposable() {
        var counter = 0

        let disposable = Disposables.create {
            counter += 1
        }

        #expect(counter == 0)
        disposable.dispose()
        #expect(counter == 1)
        disposable.dispose()
        #expect(counter == 1)
    }

    @Test func hotObservable_Disposing() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(110, 1),
            .next(180, 2),
            .next(230, 3),
            .next(270, 4),
            .next(340, 5),
            .next(380, 6),
            .next(390, 7),
            .next(450, 8),
            .next(470, 9),
            .next(560, 10),
            .next(580, 11),
            .completed(600),
        ])

        let res = scheduler.start(disposed: 400) {
            xs
        }

        #expect(res.events == [
            .next(230, 3),
            .next(270, 4),
            .next(340, 5),
            .next(380, 6),
            .next(390, 7),
        ])

        #expect(xs.subscriptions == [
            Subscription(200, 400)
        ])
    }

    @Test func disposables_TestCreateWithNumberOfDisposables() {
        var numberDisposed = 0

        let disposable1 = Disposables.create {
            numberDisposed += 1
        }
        let disposable2 = Disposables.create {
            numberDisposed += 1
        }
        let disposable3 = Disposables.create {
            numberDisposed += 1
        }
        let disposable4 = Disposables.create {
            numberDisposed += 1
        }
        let disposable5 = Disposables.create {
            numberDisposed += 1
        }

        let disposable = Disposables.create(disposable1, disposable2, disposable3, disposable4, disposable5)

        #expect(numberDisposed == 0)

        disposable.dispose()
        #expect(numberDisposed == 5)
    }

    @Test(arguments: 0...4)
    func everyFormDisposesItsPartsOnceInOrder(count: Int) {
        var order: [Int] = []
        let parts = (0..<count).map { index in Disposables.create { order.append(index) } }
        let whole: any Disposable
        switch count {
        case 0: whole = Disposables.create()
        case 1: whole = Disposables.create(with: parts[0].dispose)
        case 2: whole = Disposables.create(parts[0], parts[1])
        case 3: whole = Disposables.create(parts[0], parts[1], parts[2])
        default: whole = Disposables.create(parts[0], parts[1], parts[2], parts[3])
        }
        whole.dispose()
        whole.dispose()
        #expect(order == Array(0..<count))
    }

    @Test func anArrayOfDisposables() {
        var order: [Int] = []
        let parts: [any Disposable] = (0..<3).map { index in Disposables.create { order.append(index) } }
        let whole = Disposables.create(parts)
        #expect(order.isEmpty)
        whole.dispose()
        whole.dispose()
        #expect(order == [0, 1, 2])
        Disposables.create([]).dispose()
    }
}
