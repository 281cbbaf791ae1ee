import Stream
import Testing

// RxCocoa 6.9.1's Tests/RxCocoaTests/ObservableConvertibleType+SharedSequence.swift,
// translated onto the harness of RxCocoa's SharedSequence tests.

@Suite("asSharedSequence(sharingStrategy:...) (RxCocoa's tests)")
struct ObservableConvertibleSharedSequenceTests {
    @Test func testAsSharedSequence_onErrorJustReturn() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let sharedSequence: Signal<Int> = hotObservable.asSharedSequence(onErrorJustReturn: -1)

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(sharedSequence) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
        }
    }

    @Test func testAsSharedSequence_onErrorDriveWith() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let sharedSequence: Signal<Int> = hotObservable.asSharedSequence(onErrorDriveWith: .just(-2))

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(sharedSequence) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -2])
        }
    }

    @Test func testAsSharedSequence_onErrorRecover() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let sharedSequence: Signal<Int> = hotObservable.asSharedSequence(onErrorRecover: { _ -> Signal<Int> in
                return .just(-3)
            })

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(sharedSequence) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -3])
        }
    }

    // Not in RxCocoa's tests: the strategy named by `sharingStrategy:` is
    // the one applied, here a `Driver`'s replay of the latest element.
    @Test func asSharedSequence_namedDriverStrategyReplays() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = PublishSubject<Int>()
            let driver = source.asSharedSequence(
                sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
            var first: [Int] = []
            var second: [Int] = []

            let firstSubscription = driver.drive(onNext: { first.append($0) })
            source.onNext(1)
            scheduler.start()
            let secondSubscription = driver.drive(onNext: { second.append($0) })
            source.onNext(2)
            scheduler.start()

            #expect(first == [1, 2])
            #expect(second == [1, 2])
            firstSubscription.dispose()
            secondSubscription.dispose()
        }
    }
}
