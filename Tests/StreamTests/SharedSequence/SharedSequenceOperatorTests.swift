import Foundation
import Stream
import Testing

// RxCocoa 6.9.1's Tests/RxCocoaTests/SharedSequence+OperatorTest.swift,
// translated. RxCocoa's checks that a closure
// runs on the main thread become the harness's check that elements arrive
// only when the mocked scheduler runs.

@Suite("SharedSequence operators (RxCocoa's tests)")
struct SharedSequenceOperatorTests {
    @Test func testAsDriver_deferred() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let driver = Driver.deferred { hotObservable.asDriver(onErrorJustReturn: -1) }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
        }
    }

    @Test func testAsDriver_map() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let driver = hotObservable.asDriver(onErrorJustReturn: -1).map { (n: Int) -> Int in
                return n + 1
            }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [2, 3, 0])
        }
    }

    @Test func testAsDriver_compactMap() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<String>()
            let driver = hotObservable.asDriver(onErrorJustReturn: "-1").compactMap { (n: String) -> Int? in
                return Int(n)
            }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next("1"))
                hotObservable.on(.next("2"))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
        }
    }

    @Test func testAsDriver_compactMapNil() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<String>()
            let driver = hotObservable.asDriver(onErrorJustReturn: "-1").compactMap { (n: String) -> Int? in
                return Int(n)
            }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next("1"))
                hotObservable.on(.next("a"))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, -1])
        }
    }

    @Test func testAsDriver_filter() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let driver = hotObservable.asDriver(onErrorJustReturn: -1).filter { n in
                return n % 2 == 0
            }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [2])
        }
    }

    @Test func testAsDriver_switchLatest() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Signal<Int>>()
            let hotObservable1 = MainThreadPrimitiveHotObservable<Int>()
            let hotObservable2 = MainThreadPrimitiveHotObservable<Int>()

            let xs: Signal<Int> = hotObservable.asDriver(onErrorJustReturn: hotObservable1.asSignal(onErrorJustReturn: -1)).switchLatest()

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(hotObservable1.asSignal(onErrorJustReturn: -2)))

                hotObservable1.on(.next(1))
                hotObservable1.on(.next(2))
                hotObservable1.on(.error(testError))

                hotObservable.on(.next(hotObservable2.asSignal(onErrorJustReturn: -3)))

                hotObservable2.on(.next(10))
                hotObservable2.on(.next(11))
                hotObservable2.on(.error(testError))

                hotObservable.on(.error(testError))

                hotObservable1.on(.completed)
                hotObservable.on(.completed)

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [
                1, 2, -2,
                10, 11, -3,
                -1
                ])
        }
    }

    @Test func testAsDriver_flatMapLatest() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let hotObservable1 = MainThreadPrimitiveHotObservable<Int>()
            let hotObservable2 = MainThreadPrimitiveHotObservable<Int>()
            let errorHotObservable = MainThreadPrimitiveHotObservable<Int>()

            let signals: [Signal<Int>] = [
                hotObservable1.asSignal(onErrorJustReturn: -2),
                hotObservable2.asSignal(onErrorJustReturn: -3),
                errorHotObservable.asSignal(onErrorJustReturn: -4),
            ]

            let xs: Signal<Int> = hotObservable.asDriver(onErrorJustReturn: 2).flatMapLatest { signals[$0] }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(0))

                hotObservable1.on(.next(1))
                hotObservable1.on(.next(2))
                hotObservable1.on(.error(testError))

                hotObservable.on(.next(1))

                hotObservable2.on(.next(10))
                hotObservable2.on(.next(11))
                hotObservable2.on(.error(testError))

                hotObservable.on(.error(testError))

                errorHotObservable.on(.completed)
                hotObservable.on(.completed)

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [
                1, 2, -2,
                10, 11, -3
                ])
        }
    }

    @Test func testAsDriver_flatMapFirst() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let hotObservable1 = MainThreadPrimitiveHotObservable<Int>()
            let hotObservable2 = MainThreadPrimitiveHotObservable<Int>()
            let errorHotObservable = MainThreadPrimitiveHotObservable<Int>()

            let signals: [Signal<Int>] = [
                hotObservable1.asSignal(onErrorJustReturn: -2),
                hotObservable2.asSignal(onErrorJustReturn: -3),
                errorHotObservable.asSignal(onErrorJustReturn: -4),
            ]

            let xs: Signal<Int> = hotObservable.asDriver(onErrorJustReturn: 2).flatMapFirst { signals[$0] }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(0))
                hotObservable.on(.next(1))

                hotObservable1.on(.next(1))
                hotObservable1.on(.next(2))
                hotObservable1.on(.error(testError))

                hotObservable2.on(.next(10))
                hotObservable2.on(.next(11))
                hotObservable2.on(.error(testError))

                hotObservable.on(.error(testError))

                errorHotObservable.on(.completed)
                hotObservable.on(.completed)

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [
                1, 2, -2,
                ])
        }
    }

    private enum OrderedEvent: Equatable {
        case before(Event<Int>)
        case subscribe(Event<Int>)
        case after(Event<Int>)
    }

    @Test func testAsDriver_doOn() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()

            var events = [OrderedEvent]()

            var calledSubscribe = false
            var calledSubscribed = false
            var calledDispose = false

            let driver = hotObservable.asDriver(onErrorJustReturn: -1).do(onNext: { e in
                events.append(.subscribe(.next(e)))
            }, afterNext: { e in
                events.append(.after(.next(e)))
            }, onCompleted: {
                events.append(.subscribe(.completed))
            }, afterCompleted: {
                events.append(.after(.completed))
            }, onSubscribe: {
                calledSubscribe = true
            }, onSubscribed: {
                calledSubscribed = true
            }, onDispose: {
                calledDispose = true
            })

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
            let expectedEvents: [OrderedEvent] = [.subscribe(.next(1)), .after(.next(1)), .subscribe(.next(2)), .after(.next(2)), .subscribe(.next(-1)), .after(.next(-1)), .subscribe(.completed), .after(.completed)]
            #expect(events == expectedEvents)
            #expect(calledSubscribe == true)
            #expect(calledSubscribed == true)
            #expect(calledDispose == true)
        }
    }

    @Test func testAsDriver_doOnNext() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()

            var events = [Int]()

            let driver = hotObservable.asDriver(onErrorJustReturn: -1).do(onNext: { e in
                events.append(e)
            })

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
            let expectedEvents = [1, 2, -1]
            #expect(events == expectedEvents)
        }
    }

    @Test func testAsDriver_doAfterNext() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()

            var events = [OrderedEvent]()

            let driver = hotObservable.asDriver(onErrorJustReturn: -1).do(onNext: { e in
                events.append(.subscribe(.next(e)))
            }, afterNext: { e in
                events.append(.after(.next(e)))
            })

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
            let expectedEvents: [OrderedEvent] = [.subscribe(.next(1)), .after(.next(1)), .subscribe(.next(2)), .after(.next(2)), .subscribe(.next(-1)), .after(.next(-1))]
            #expect(events == expectedEvents)
        }
    }

    @Test func testAsDriver_doOnCompleted() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()

            var completed = false
            let driver = hotObservable.asDriver(onErrorJustReturn: -1).do(onCompleted: {
                completed = true
            })

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
            #expect(completed == true)
        }
    }

    @Test func testAsDriver_distinctUntilChanged1() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()

            let driver = hotObservable.asDriver(onErrorJustReturn: -1).distinctUntilChanged()

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
        }
    }

    @Test func testAsDriver_distinctUntilChanged2() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()

            let driver = hotObservable.asDriver(onErrorJustReturn: -1).distinctUntilChanged({ $0 })

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
        }
    }

    @Test func testAsDriver_distinctUntilChanged3() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()

            let driver = hotObservable.asDriver(onErrorJustReturn: -1).distinctUntilChanged({ $0 == $1 })

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
        }
    }

    @Test func testAsDriver_distinctUntilChanged4() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()

            let driver = hotObservable.asDriver(onErrorJustReturn: -1).distinctUntilChanged({ $0 }) { $0 == $1 }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
        }
    }

    @Test func testAsDriver_flatMap() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let xs: Signal<Int> = hotObservable.asDriver(onErrorJustReturn: -1).flatMap { (n: Int) -> Signal<Int> in
                return Signal.just(n + 1)
            }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [2, 3, 0])
        }
    }

    @Test func testAsDriver_mergeSync() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let factories: [(Driver<Int>) -> Driver<Int>] =
                [
                    { source in Driver.merge(source) },
                    { source in Driver.merge([source]) },
                    { source in Driver.merge(AnyCollection([source])) },
                ]

            for factory in factories {
                let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
                let driver = factory(hotObservable.asDriver(onErrorJustReturn: -1))

                let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                    #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                    hotObservable.on(.next(1))
                    hotObservable.on(.next(2))
                    hotObservable.on(.error(testError))

                    #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
                }

                #expect(results == [1, 2, -1])
            }
        }
    }

    @Test func testAsDriver_merge() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let xs: Signal<Int> = hotObservable.asDriver(onErrorJustReturn: -1).map { (n: Int) -> Signal<Int> in
                return Signal.just(n + 1)
            }.merge()

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [2, 3, 0])
        }
    }

    @Test func testAsDriver_merge2() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let xs: Signal<Int> = hotObservable.asDriver(onErrorJustReturn: -1).map { (n: Int) -> Signal<Int> in
                return Signal.just(n + 1)
            }.merge(maxConcurrent: 1)

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [2, 3, 0])
        }
    }

    @Test func testAsDriver_debug() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let driver = hotObservable.asDriver(onErrorJustReturn: -1).debug("a", trimOutput: false)

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, -1])
        }
    }

    @Test func testAsDriver_debounce() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let driver = hotObservable.asDriver(onErrorJustReturn: -1).debounce(.seconds(0))

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [-1])
        }
    }

    @Test func testAsDriver_throttle() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let driver = hotObservable.asDriver(onErrorJustReturn: -1).throttle(.milliseconds(500))

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, -1])
        }
    }

    @Test func testAsDriver_throttle2() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let driver = hotObservable.asDriver(onErrorJustReturn: -1).throttle(.milliseconds(500), latest: false)

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1])
        }
    }

    @Test func testAsDriver_scan() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let driver = hotObservable.asDriver(onErrorJustReturn: -1).scan(0) { (a: Int, n: Int) -> Int in
                return a + n
            }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 3, 2])
        }
    }

    @Test func testAsDriver_concat_sequenceType() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
            let hotObservable2 = MainThreadPrimitiveHotObservable<Int>()

            let driver = Driver.concat(AnySequence([hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2)]))

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])

                hotObservable1.on(.next(1))
                hotObservable1.on(.next(2))
                hotObservable1.on(.error(testError))

                #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])

                hotObservable2.on(.next(4))
                hotObservable2.on(.next(5))
                hotObservable2.on(.error(testError))

                #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1, 4, 5, -2])
        }
    }

    @Test func testAsDriver_concat() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
            let hotObservable2 = MainThreadPrimitiveHotObservable<Int>()

            let driver = Driver.concat([hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2)])

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])

                hotObservable1.on(.next(1))
                hotObservable1.on(.next(2))
                hotObservable1.on(.error(testError))

                #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])

                hotObservable2.on(.next(4))
                hotObservable2.on(.next(5))
                hotObservable2.on(.error(testError))

                #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1, 4, 5, -2])
        }
    }

    @Test func testAsDriver_combineLatest_array() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let factories: [([Driver<Int>]) -> Driver<Int>] =
                [
                    { e0 in
                        Driver.combineLatest(e0) { a in a.reduce(0, +) }
                    },
                    { e0 in
                        Driver.combineLatest(e0).map { a in a.reduce(0, +) }
                    },
                ]

            for factory in factories {
                let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable2 = BackgroundThreadPrimitiveHotObservable<Int>()

                let driver = factory([hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2)])

                let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                    #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])

                    hotObservable1.on(.next(1))
                    hotObservable2.on(.next(4))

                    hotObservable1.on(.next(2))
                    hotObservable2.on(.next(5))

                    hotObservable1.on(.error(testError))
                    hotObservable2.on(.error(testError))

                    #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
                }

                #expect(results == [5, 6, 7, 4, -3])
            }
        }
    }

    @Test func testAsDriver_combineLatest() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let factories: [(Driver<Int>, Driver<Int>) -> Driver<Int>] =
                [
                    { e0, e1 in
                        Driver.combineLatest(e0, e1, resultSelector: +)
                    },
                    { e0, e1 in
                        Driver.combineLatest(e0, e1).map(+)
                    },
                ]
            for factory in factories {
                let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable2 = BackgroundThreadPrimitiveHotObservable<Int>()

                let driver = factory(hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2))

                let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                    #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])

                    hotObservable1.on(.next(1))
                    hotObservable2.on(.next(4))

                    hotObservable1.on(.next(2))
                    hotObservable2.on(.next(5))

                    hotObservable1.on(.error(testError))
                    hotObservable2.on(.error(testError))

                    #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
                }

                #expect(results == [5, 6, 7, 4, -3])
            }
        }
    }

    @Test func testAsDriver_zip_array() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let factories: [([Driver<Int>]) -> Driver<Int>] =
                [
                    { e0 in
                        Driver.zip(e0) { a in a.reduce(0, +) }
                    },
                    { e0 in
                        Driver.zip(e0).map { a in a.reduce(0, +) }
                    },
                ]

            for factory in factories {
                let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable2 = BackgroundThreadPrimitiveHotObservable<Int>()

                let driver = factory([hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2)])

                let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                    #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])

                    hotObservable1.on(.next(1))
                    hotObservable2.on(.next(4))

                    hotObservable1.on(.next(2))
                    hotObservable2.on(.next(5))

                    hotObservable1.on(.error(testError))
                    hotObservable2.on(.error(testError))

                    #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
                }

                #expect(results == [5, 7, -3])
            }
        }
    }

    @Test func testAsDriver_zip() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let factories: [(Driver<Int>, Driver<Int>) -> Driver<Int>] =
                [
                    { e0, e1 in
                        Driver.zip(e0, e1, resultSelector: +)
                    },
                    { e0, e1 in
                        Driver.zip(e0, e1).map(+)
                    },
                ]
            for factory in factories {
                let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable2 = BackgroundThreadPrimitiveHotObservable<Int>()

                let driver = factory(hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2))

                let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                    #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])

                    hotObservable1.on(.next(1))
                    hotObservable2.on(.next(4))

                    hotObservable1.on(.next(2))
                    hotObservable2.on(.next(5))

                    hotObservable1.on(.error(testError))
                    hotObservable2.on(.error(testError))

                    #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
                }

                #expect(results == [5, 7, -3])
            }
        }
    }

    @Test func testAsDriver_withLatestFrom() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
            let hotObservable2 = BackgroundThreadPrimitiveHotObservable<Int>()

            let driver = hotObservable1.asDriver(onErrorJustReturn: -1).withLatestFrom(hotObservable2.asDriver(onErrorJustReturn: -2)) { f, s in "\(f)\(s)" }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])
                #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])

                hotObservable1.on(.next(1))
                hotObservable2.on(.next(4))

                hotObservable1.on(.next(2))
                hotObservable2.on(.next(5))

                hotObservable1.on(.error(testError))
                hotObservable2.on(.error(testError))

                #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == ["24", "-15"])
        }
    }

    @Test func testAsDriver_withLatestFromDefaultOverload() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
            let hotObservable2 = BackgroundThreadPrimitiveHotObservable<Int>()

            let driver = hotObservable1.asDriver(onErrorJustReturn: -1).withLatestFrom(hotObservable2.asDriver(onErrorJustReturn: -2))

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])
                #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])

                hotObservable1.on(.next(1))
                hotObservable2.on(.next(4))

                hotObservable1.on(.next(2))
                hotObservable2.on(.next(5))

                hotObservable1.on(.error(testError))
                hotObservable2.on(.error(testError))

                #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [4, 5])

        }
    }

    @Test func testAsDriver_skip() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()

            let driver = hotObservable1.asDriver(onErrorJustReturn: -1).skip(1)

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])

                hotObservable1.on(.next(1))
                hotObservable1.on(.next(2))

                hotObservable1.on(.error(testError))

                #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [2, -1])
        }
    }

    @Test func testAsDriver_startWith() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()

            let driver = hotObservable1.asDriver(onErrorJustReturn: -1).startWith(0)

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])

                hotObservable1.on(.next(1))
                hotObservable1.on(.next(2))

                hotObservable1.on(.error(testError))

                #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [0, 1, 2, -1])
        }
    }

    @Test func testAsDriver_delay() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()

            let driver = hotObservable1.asDriver(onErrorJustReturn: -1).delay(.milliseconds(100))

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])

                hotObservable1.on(.next(1))
                hotObservable1.on(.next(2))

                hotObservable1.on(.error(testError))

                #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
        }
    }

    @Test func testAsDriver_interval() {
        let testScheduler = TestScheduler(initialClock: 0)

        let firstObserver = testScheduler.createObserver(Int.self)
        let secondObserver = testScheduler.createObserver(Int.self)

        var disposable1: (any Disposable)!
        var disposable2: (any Disposable)!

        SharingScheduler.mock(scheduler: testScheduler) {
            let interval = Driver<Int>.interval(.seconds(100))

            testScheduler.scheduleAt(20) {
                disposable1 = interval.asObservable().subscribe(firstObserver)
            }

            testScheduler.scheduleAt(170) {
                disposable2 = interval.asObservable().subscribe(secondObserver)
            }

            testScheduler.scheduleAt(230) {
                disposable1.dispose()
                disposable2.dispose()
            }

            testScheduler.start()
        }

        #expect(firstObserver.events == [
                .next(120, 0),
                .next(220, 1)
            ])
        #expect(secondObserver.events == [
                .next(170, 0),
                .next(220, 1)
            ])
    }

    @Test func testAsDriver_timer() {
        let testScheduler = TestScheduler(initialClock: 0)

        let firstObserver = testScheduler.createObserver(Int.self)
        let secondObserver = testScheduler.createObserver(Int.self)

        var disposable1: (any Disposable)!
        var disposable2: (any Disposable)!

        SharingScheduler.mock(scheduler: testScheduler) {
            let interval = Driver<Int>.timer(.seconds(100), period: .seconds(105))

            testScheduler.scheduleAt(20) {
                disposable1 = interval.asObservable().subscribe(firstObserver)
            }

            testScheduler.scheduleAt(170) {
                disposable2 = interval.asObservable().subscribe(secondObserver)
            }

            testScheduler.scheduleAt(230) {
                disposable1.dispose()
                disposable2.dispose()
            }

            testScheduler.start()
        }

        #expect(firstObserver.events == [
            .next(120, 0),
            .next(225, 1)
            ])
        #expect(secondObserver.events == [
            .next(170, 0),
            .next(225, 1)
            ])
    }

    @Test func testDriverFromOptional() {
        // RxTest's processing tick, which this package's TestScheduler adds on request.
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.from(optional: 1 as Int?) }
            #expect(res.events == [
                .next(201, 1),
                .completed(202)
                ])
        }
    }

    @Test func testDriverFromOptionalWhenNil() {
        // RxTest's processing tick, which this package's TestScheduler adds on request.
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.from(optional: nil as Int?) }
            #expect(res.events == [
                .completed(201)
                ])
        }
    }

    @Test func testDriverFromSequence() {
        // RxTest's processing tick, which this package's TestScheduler adds on request.
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.from(AnySequence([10])) }
            #expect(res.events == [
                .next(201, 10),
                .completed(202)
                ])
        }
    }

    @Test func testDriverFromArray() {
        // RxTest's processing tick, which this package's TestScheduler adds on request.
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.from([20]) }
            #expect(res.events == [
                .next(201, 20),
                .completed(202)
                ])
        }
    }
}
