import Stream
import Testing

// The tests of RxCocoa 6.9.1's Tests/RxCocoaTests/Signal+Test.swift that emit
// to several relays, or optional ones, translated (`XCTAssertEqual` became
// `#expect`); the names keep RxCocoa's.
extension SignalTests {
    @MainActor @Test func testEmitBehaviorRelay1() {
        let relay = BehaviorRelay<Int?>(value: 0)

        let subscription = (Signal.just(1) as Signal<Int>).emit(to: relay)

        #expect(relay.value == 1)
        subscription.dispose()
    }

    @MainActor @Test func testEmitBehaviorRelays1() {
        let relay1 = BehaviorRelay<Int?>(value: 0)
        let relay2 = BehaviorRelay<Int?>(value: 0)

        let subscription = (Signal.just(1) as Signal<Int>).emit(to: relay1, relay2)

        #expect(relay1.value == 1)
        #expect(relay2.value == 1)
        subscription.dispose()
    }

    @MainActor @Test func testEmitBehaviorRelay2() {
        let relay = BehaviorRelay<Int?>(value: 0)

        let subscription = (Signal.just(1) as Signal<Int?>).emit(to: relay)

        #expect(relay.value == 1)
        subscription.dispose()
    }

    @MainActor @Test func testEmitBehaviorRelays2() {
        let relay1 = BehaviorRelay<Int?>(value: 0)
        let relay2 = BehaviorRelay<Int?>(value: 0)

        let subscription = (Signal.just(1) as Signal<Int?>).emit(to: relay1, relay2)

        #expect(relay1.value == 1)
        #expect(relay2.value == 1)
        subscription.dispose()
    }

    @MainActor @Test func testEmitOptionalPublishRelays() {
        let relay1 = PublishRelay<Int?>()
        let relay2 = PublishRelay<Int?>()

        var latest1: Int?
        var latest2: Int?

        _ = relay1.subscribe(onNext: { latestElement in
            latest1 = latestElement
        })

        _ = relay2.subscribe(onNext: { latestElement in
            latest2 = latestElement
        })

        _ = (Signal.just(1) as Signal<Int>).emit(to: relay1, relay2)

        #expect(latest1 == 1)
        #expect(latest2 == 1)
    }

    @MainActor @Test func testEmitOptionalPublishRelay2() {
        let relay = PublishRelay<Int?>()

        var latest: Int?
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })

        _ = (Signal.just(1) as Signal<Int?>).emit(to: relay)

        #expect(latest == 1)
    }

    @MainActor @Test func testEmitPublishRelays2() {
        let relay1 = PublishRelay<Int?>()
        let relay2 = PublishRelay<Int?>()

        var latest1: Int?
        var latest2: Int?

        _ = relay1.subscribe(onNext: { latestElement in
            latest1 = latestElement
        })

        _ = relay2.subscribe(onNext: { latestElement in
            latest2 = latestElement
        })

        _ = (Signal.just(1) as Signal<Int?>).emit(to: relay1, relay2)

        #expect(latest1 == 1)
        #expect(latest2 == 1)
    }

    @MainActor @Test func testEmitPublishRelayNoAmbiguity() {
        let relay = PublishRelay<Int?>()

        var latest: Int? = nil
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })

        // shouldn't cause compile time error
        _ = Signal.just(1).emit(to: relay)

        #expect(latest == 1)
    }

    @MainActor @Test func testEmitReplayRelays() {
        let relay1 = ReplayRelay<Int>.create(bufferSize: 1)
        let relay2 = ReplayRelay<Int>.create(bufferSize: 1)

        var latest1: Int?
        var latest2: Int?

        _ = relay1.subscribe(onNext: { latestElement in
            latest1 = latestElement
        })

        _ = relay2.subscribe(onNext: { latestElement in
            latest2 = latestElement
        })

        _ = (Signal.just(1) as Signal<Int>).emit(to: relay1, relay2)

        #expect(latest1 == 1)
        #expect(latest2 == 1)
    }

    @MainActor @Test func testEmitOptionalReplayRelays() {
        let relay1 = ReplayRelay<Int?>.create(bufferSize: 1)
        let relay2 = ReplayRelay<Int?>.create(bufferSize: 1)

        var latest1: Int?
        var latest2: Int?

        _ = relay1.subscribe(onNext: { latestElement in
            latest1 = latestElement
        })

        _ = relay2.subscribe(onNext: { latestElement in
            latest2 = latestElement
        })

        _ = (Signal.just(1) as Signal<Int>).emit(to: relay1, relay2)

        #expect(latest1 == 1)
        #expect(latest2 == 1)
    }

    @MainActor @Test func testEmitOptionalReplayRelay2() {
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)

        var latest: Int?
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })

        _ = (Signal.just(1) as Signal<Int?>).emit(to: relay)

        #expect(latest == 1)
    }

    @MainActor @Test func testEmitReplayRelays2() {
        let relay1 = ReplayRelay<Int?>.create(bufferSize: 1)
        let relay2 = ReplayRelay<Int?>.create(bufferSize: 1)

        var latest1: Int?
        var latest2: Int?

        _ = relay1.subscribe(onNext: { latestElement in
            latest1 = latestElement
        })

        _ = relay2.subscribe(onNext: { latestElement in
            latest2 = latestElement
        })

        _ = (Signal.just(1) as Signal<Int?>).emit(to: relay1, relay2)

        #expect(latest1 == 1)
        #expect(latest2 == 1)
    }

    @MainActor @Test func testEmitReplayRelayNoAmbiguity() {
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)

        var latest: Int? = nil
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })

        // shouldn't cause compile time error
        _ = Signal.just(1).emit(to: relay)

        #expect(latest == 1)
    }
}
