import Stream
import Testing

// RxCocoa 6.9.1's testAsDriver_zip and testAsDriver_combineLatest
// (Tests/RxCocoaTests/SharedSequence+OperatorTest.swift), which cover two
// sources, written out for the five to eight sources of RxCocoa's
// SharedSequence+Operators+arity.swift: source i sends 10·i + 1, then
// 10·i + 2, then fails (its driver's fallback is -i), in source order.
@Suite("SharedSequence zip and combineLatest of five to eight sources")
struct SharedSequenceArityTests {

    @Test func testAsDriver_zip5() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let factories: [(Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>) -> Driver<Int>] =
                [
                    { e1, e2, e3, e4, e5 in
                        Driver.zip(e1, e2, e3, e4, e5) { $0 + $1 + $2 + $3 + $4 }
                    },
                    { e1, e2, e3, e4, e5 in
                        Driver.zip(e1, e2, e3, e4, e5).map { $0 + $1 + $2 + $3 + $4 }
                    },
                ]
            for factory in factories {
                let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable2 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable3 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable4 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable5 = BackgroundThreadPrimitiveHotObservable<Int>()

                let driver = factory(hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2), hotObservable3.asDriver(onErrorJustReturn: -3), hotObservable4.asDriver(onErrorJustReturn: -4), hotObservable5.asDriver(onErrorJustReturn: -5))

                let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                    #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable3.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable4.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable5.subscriptions == [SubscribedToHotObservable])

                    hotObservable1.on(.next(11))
                    hotObservable2.on(.next(21))
                    hotObservable3.on(.next(31))
                    hotObservable4.on(.next(41))
                    hotObservable5.on(.next(51))

                    hotObservable1.on(.next(12))
                    hotObservable2.on(.next(22))
                    hotObservable3.on(.next(32))
                    hotObservable4.on(.next(42))
                    hotObservable5.on(.next(52))

                    hotObservable1.on(.error(testError))
                    hotObservable2.on(.error(testError))
                    hotObservable3.on(.error(testError))
                    hotObservable4.on(.error(testError))
                    hotObservable5.on(.error(testError))

                    #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable3.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable4.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable5.subscriptions == [UnsunscribedFromHotObservable])
                }

                #expect(results == [155, 160, -15])
            }
        }
    }

    @Test func testAsDriver_zip6() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let factories: [(Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>) -> Driver<Int>] =
                [
                    { e1, e2, e3, e4, e5, e6 in
                        Driver.zip(e1, e2, e3, e4, e5, e6) { $0 + $1 + $2 + $3 + $4 + $5 }
                    },
                    { e1, e2, e3, e4, e5, e6 in
                        Driver.zip(e1, e2, e3, e4, e5, e6).map { $0 + $1 + $2 + $3 + $4 + $5 }
                    },
                ]
            for factory in factories {
                let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable2 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable3 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable4 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable5 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable6 = BackgroundThreadPrimitiveHotObservable<Int>()

                let driver = factory(hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2), hotObservable3.asDriver(onErrorJustReturn: -3), hotObservable4.asDriver(onErrorJustReturn: -4), hotObservable5.asDriver(onErrorJustReturn: -5), hotObservable6.asDriver(onErrorJustReturn: -6))

                let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                    #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable3.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable4.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable5.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable6.subscriptions == [SubscribedToHotObservable])

                    hotObservable1.on(.next(11))
                    hotObservable2.on(.next(21))
                    hotObservable3.on(.next(31))
                    hotObservable4.on(.next(41))
                    hotObservable5.on(.next(51))
                    hotObservable6.on(.next(61))

                    hotObservable1.on(.next(12))
                    hotObservable2.on(.next(22))
                    hotObservable3.on(.next(32))
                    hotObservable4.on(.next(42))
                    hotObservable5.on(.next(52))
                    hotObservable6.on(.next(62))

                    hotObservable1.on(.error(testError))
                    hotObservable2.on(.error(testError))
                    hotObservable3.on(.error(testError))
                    hotObservable4.on(.error(testError))
                    hotObservable5.on(.error(testError))
                    hotObservable6.on(.error(testError))

                    #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable3.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable4.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable5.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable6.subscriptions == [UnsunscribedFromHotObservable])
                }

                #expect(results == [216, 222, -21])
            }
        }
    }

    @Test func testAsDriver_zip7() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let factories: [(Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>) -> Driver<Int>] =
                [
                    { e1, e2, e3, e4, e5, e6, e7 in
                        Driver.zip(e1, e2, e3, e4, e5, e6, e7) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
                    },
                    { e1, e2, e3, e4, e5, e6, e7 in
                        Driver.zip(e1, e2, e3, e4, e5, e6, e7).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
                    },
                ]
            for factory in factories {
                let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable2 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable3 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable4 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable5 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable6 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable7 = BackgroundThreadPrimitiveHotObservable<Int>()

                let driver = factory(hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2), hotObservable3.asDriver(onErrorJustReturn: -3), hotObservable4.asDriver(onErrorJustReturn: -4), hotObservable5.asDriver(onErrorJustReturn: -5), hotObservable6.asDriver(onErrorJustReturn: -6), hotObservable7.asDriver(onErrorJustReturn: -7))

                let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                    #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable3.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable4.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable5.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable6.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable7.subscriptions == [SubscribedToHotObservable])

                    hotObservable1.on(.next(11))
                    hotObservable2.on(.next(21))
                    hotObservable3.on(.next(31))
                    hotObservable4.on(.next(41))
                    hotObservable5.on(.next(51))
                    hotObservable6.on(.next(61))
                    hotObservable7.on(.next(71))

                    hotObservable1.on(.next(12))
                    hotObservable2.on(.next(22))
                    hotObservable3.on(.next(32))
                    hotObservable4.on(.next(42))
                    hotObservable5.on(.next(52))
                    hotObservable6.on(.next(62))
                    hotObservable7.on(.next(72))

                    hotObservable1.on(.error(testError))
                    hotObservable2.on(.error(testError))
                    hotObservable3.on(.error(testError))
                    hotObservable4.on(.error(testError))
                    hotObservable5.on(.error(testError))
                    hotObservable6.on(.error(testError))
                    hotObservable7.on(.error(testError))

                    #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable3.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable4.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable5.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable6.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable7.subscriptions == [UnsunscribedFromHotObservable])
                }

                #expect(results == [287, 294, -28])
            }
        }
    }

    @Test func testAsDriver_zip8() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let factories: [(Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>) -> Driver<Int>] =
                [
                    { e1, e2, e3, e4, e5, e6, e7, e8 in
                        Driver.zip(e1, e2, e3, e4, e5, e6, e7, e8) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
                    },
                    { e1, e2, e3, e4, e5, e6, e7, e8 in
                        Driver.zip(e1, e2, e3, e4, e5, e6, e7, e8).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
                    },
                ]
            for factory in factories {
                let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable2 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable3 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable4 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable5 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable6 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable7 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable8 = BackgroundThreadPrimitiveHotObservable<Int>()

                let driver = factory(hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2), hotObservable3.asDriver(onErrorJustReturn: -3), hotObservable4.asDriver(onErrorJustReturn: -4), hotObservable5.asDriver(onErrorJustReturn: -5), hotObservable6.asDriver(onErrorJustReturn: -6), hotObservable7.asDriver(onErrorJustReturn: -7), hotObservable8.asDriver(onErrorJustReturn: -8))

                let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                    #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable3.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable4.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable5.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable6.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable7.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable8.subscriptions == [SubscribedToHotObservable])

                    hotObservable1.on(.next(11))
                    hotObservable2.on(.next(21))
                    hotObservable3.on(.next(31))
                    hotObservable4.on(.next(41))
                    hotObservable5.on(.next(51))
                    hotObservable6.on(.next(61))
                    hotObservable7.on(.next(71))
                    hotObservable8.on(.next(81))

                    hotObservable1.on(.next(12))
                    hotObservable2.on(.next(22))
                    hotObservable3.on(.next(32))
                    hotObservable4.on(.next(42))
                    hotObservable5.on(.next(52))
                    hotObservable6.on(.next(62))
                    hotObservable7.on(.next(72))
                    hotObservable8.on(.next(82))

                    hotObservable1.on(.error(testError))
                    hotObservable2.on(.error(testError))
                    hotObservable3.on(.error(testError))
                    hotObservable4.on(.error(testError))
                    hotObservable5.on(.error(testError))
                    hotObservable6.on(.error(testError))
                    hotObservable7.on(.error(testError))
                    hotObservable8.on(.error(testError))

                    #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable3.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable4.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable5.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable6.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable7.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable8.subscriptions == [UnsunscribedFromHotObservable])
                }

                #expect(results == [368, 376, -36])
            }
        }
    }

    @Test func testAsDriver_combineLatest5() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let factories: [(Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>) -> Driver<Int>] =
                [
                    { e1, e2, e3, e4, e5 in
                        Driver.combineLatest(e1, e2, e3, e4, e5) { $0 + $1 + $2 + $3 + $4 }
                    },
                    { e1, e2, e3, e4, e5 in
                        Driver.combineLatest(e1, e2, e3, e4, e5).map { $0 + $1 + $2 + $3 + $4 }
                    },
                ]
            for factory in factories {
                let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable2 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable3 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable4 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable5 = BackgroundThreadPrimitiveHotObservable<Int>()

                let driver = factory(hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2), hotObservable3.asDriver(onErrorJustReturn: -3), hotObservable4.asDriver(onErrorJustReturn: -4), hotObservable5.asDriver(onErrorJustReturn: -5))

                let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                    #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable3.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable4.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable5.subscriptions == [SubscribedToHotObservable])

                    hotObservable1.on(.next(11))
                    hotObservable2.on(.next(21))
                    hotObservable3.on(.next(31))
                    hotObservable4.on(.next(41))
                    hotObservable5.on(.next(51))

                    hotObservable1.on(.next(12))
                    hotObservable2.on(.next(22))
                    hotObservable3.on(.next(32))
                    hotObservable4.on(.next(42))
                    hotObservable5.on(.next(52))

                    hotObservable1.on(.error(testError))
                    hotObservable2.on(.error(testError))
                    hotObservable3.on(.error(testError))
                    hotObservable4.on(.error(testError))
                    hotObservable5.on(.error(testError))

                    #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable3.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable4.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable5.subscriptions == [UnsunscribedFromHotObservable])
                }

                #expect(results == [155, 156, 157, 158, 159, 160, 147, 123, 88, 42, -15])
            }
        }
    }

    @Test func testAsDriver_combineLatest6() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let factories: [(Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>) -> Driver<Int>] =
                [
                    { e1, e2, e3, e4, e5, e6 in
                        Driver.combineLatest(e1, e2, e3, e4, e5, e6) { $0 + $1 + $2 + $3 + $4 + $5 }
                    },
                    { e1, e2, e3, e4, e5, e6 in
                        Driver.combineLatest(e1, e2, e3, e4, e5, e6).map { $0 + $1 + $2 + $3 + $4 + $5 }
                    },
                ]
            for factory in factories {
                let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable2 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable3 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable4 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable5 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable6 = BackgroundThreadPrimitiveHotObservable<Int>()

                let driver = factory(hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2), hotObservable3.asDriver(onErrorJustReturn: -3), hotObservable4.asDriver(onErrorJustReturn: -4), hotObservable5.asDriver(onErrorJustReturn: -5), hotObservable6.asDriver(onErrorJustReturn: -6))

                let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                    #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable3.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable4.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable5.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable6.subscriptions == [SubscribedToHotObservable])

                    hotObservable1.on(.next(11))
                    hotObservable2.on(.next(21))
                    hotObservable3.on(.next(31))
                    hotObservable4.on(.next(41))
                    hotObservable5.on(.next(51))
                    hotObservable6.on(.next(61))

                    hotObservable1.on(.next(12))
                    hotObservable2.on(.next(22))
                    hotObservable3.on(.next(32))
                    hotObservable4.on(.next(42))
                    hotObservable5.on(.next(52))
                    hotObservable6.on(.next(62))

                    hotObservable1.on(.error(testError))
                    hotObservable2.on(.error(testError))
                    hotObservable3.on(.error(testError))
                    hotObservable4.on(.error(testError))
                    hotObservable5.on(.error(testError))
                    hotObservable6.on(.error(testError))

                    #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable3.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable4.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable5.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable6.subscriptions == [UnsunscribedFromHotObservable])
                }

                #expect(results == [216, 217, 218, 219, 220, 221, 222, 209, 185, 150, 104, 47, -21])
            }
        }
    }

    @Test func testAsDriver_combineLatest7() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let factories: [(Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>) -> Driver<Int>] =
                [
                    { e1, e2, e3, e4, e5, e6, e7 in
                        Driver.combineLatest(e1, e2, e3, e4, e5, e6, e7) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
                    },
                    { e1, e2, e3, e4, e5, e6, e7 in
                        Driver.combineLatest(e1, e2, e3, e4, e5, e6, e7).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
                    },
                ]
            for factory in factories {
                let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable2 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable3 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable4 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable5 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable6 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable7 = BackgroundThreadPrimitiveHotObservable<Int>()

                let driver = factory(hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2), hotObservable3.asDriver(onErrorJustReturn: -3), hotObservable4.asDriver(onErrorJustReturn: -4), hotObservable5.asDriver(onErrorJustReturn: -5), hotObservable6.asDriver(onErrorJustReturn: -6), hotObservable7.asDriver(onErrorJustReturn: -7))

                let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                    #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable3.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable4.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable5.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable6.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable7.subscriptions == [SubscribedToHotObservable])

                    hotObservable1.on(.next(11))
                    hotObservable2.on(.next(21))
                    hotObservable3.on(.next(31))
                    hotObservable4.on(.next(41))
                    hotObservable5.on(.next(51))
                    hotObservable6.on(.next(61))
                    hotObservable7.on(.next(71))

                    hotObservable1.on(.next(12))
                    hotObservable2.on(.next(22))
                    hotObservable3.on(.next(32))
                    hotObservable4.on(.next(42))
                    hotObservable5.on(.next(52))
                    hotObservable6.on(.next(62))
                    hotObservable7.on(.next(72))

                    hotObservable1.on(.error(testError))
                    hotObservable2.on(.error(testError))
                    hotObservable3.on(.error(testError))
                    hotObservable4.on(.error(testError))
                    hotObservable5.on(.error(testError))
                    hotObservable6.on(.error(testError))
                    hotObservable7.on(.error(testError))

                    #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable3.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable4.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable5.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable6.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable7.subscriptions == [UnsunscribedFromHotObservable])
                }

                #expect(results == [287, 288, 289, 290, 291, 292, 293, 294, 281, 257, 222, 176, 119, 51, -28])
            }
        }
    }

    @Test func testAsDriver_combineLatest8() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let factories: [(Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>, Driver<Int>) -> Driver<Int>] =
                [
                    { e1, e2, e3, e4, e5, e6, e7, e8 in
                        Driver.combineLatest(e1, e2, e3, e4, e5, e6, e7, e8) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
                    },
                    { e1, e2, e3, e4, e5, e6, e7, e8 in
                        Driver.combineLatest(e1, e2, e3, e4, e5, e6, e7, e8).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
                    },
                ]
            for factory in factories {
                let hotObservable1 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable2 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable3 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable4 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable5 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable6 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable7 = BackgroundThreadPrimitiveHotObservable<Int>()
                let hotObservable8 = BackgroundThreadPrimitiveHotObservable<Int>()

                let driver = factory(hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2), hotObservable3.asDriver(onErrorJustReturn: -3), hotObservable4.asDriver(onErrorJustReturn: -4), hotObservable5.asDriver(onErrorJustReturn: -5), hotObservable6.asDriver(onErrorJustReturn: -6), hotObservable7.asDriver(onErrorJustReturn: -7), hotObservable8.asDriver(onErrorJustReturn: -8))

                let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                    #expect(hotObservable1.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable2.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable3.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable4.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable5.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable6.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable7.subscriptions == [SubscribedToHotObservable])
                    #expect(hotObservable8.subscriptions == [SubscribedToHotObservable])

                    hotObservable1.on(.next(11))
                    hotObservable2.on(.next(21))
                    hotObservable3.on(.next(31))
                    hotObservable4.on(.next(41))
                    hotObservable5.on(.next(51))
                    hotObservable6.on(.next(61))
                    hotObservable7.on(.next(71))
                    hotObservable8.on(.next(81))

                    hotObservable1.on(.next(12))
                    hotObservable2.on(.next(22))
                    hotObservable3.on(.next(32))
                    hotObservable4.on(.next(42))
                    hotObservable5.on(.next(52))
                    hotObservable6.on(.next(62))
                    hotObservable7.on(.next(72))
                    hotObservable8.on(.next(82))

                    hotObservable1.on(.error(testError))
                    hotObservable2.on(.error(testError))
                    hotObservable3.on(.error(testError))
                    hotObservable4.on(.error(testError))
                    hotObservable5.on(.error(testError))
                    hotObservable6.on(.error(testError))
                    hotObservable7.on(.error(testError))
                    hotObservable8.on(.error(testError))

                    #expect(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable3.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable4.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable5.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable6.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable7.subscriptions == [UnsunscribedFromHotObservable])
                    #expect(hotObservable8.subscriptions == [UnsunscribedFromHotObservable])
                }

                #expect(results == [368, 369, 370, 371, 372, 373, 374, 375, 376, 363, 339, 304, 258, 201, 133, 54, -36])
            }
        }
    }
}
