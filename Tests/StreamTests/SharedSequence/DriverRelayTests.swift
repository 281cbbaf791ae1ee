import Stream
import Testing

// The tests of RxCocoa 6.9.1's Tests/RxCocoaTests/Driver+Test.swift that drive
// several relays, or optional ones, translated (`XCTAssertEqual` became
// `#expect`); the names keep RxCocoa's.
extension DriverTests {
    @MainActor @Test func testDriveOptionalBehaviorRelays1() {
        let relay1 = BehaviorRelay<Int?>(value: 0)
        let relay2 = BehaviorRelay<Int?>(value: 0)

        _ = (Driver.just(1) as Driver<Int>).drive(relay1, relay2)

        #expect(relay1.value == 1)
        #expect(relay2.value == 1)
    }

    @MainActor @Test func testDriveOptionalBehaviorRelays2() {
        let relay1 = BehaviorRelay<Int?>(value: 0)
        let relay2 = BehaviorRelay<Int?>(value: 0)

        _ = (Driver.just(1) as Driver<Int?>).drive(relay1, relay2)

        #expect(relay1.value == 1)
        #expect(relay2.value == 1)
    }

    @MainActor @Test func testDriveReplayRelays() {
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

        _ = (Driver.just(1) as Driver<Int>).drive(relay1, relay2)

        #expect(latest1 == 1)
        #expect(latest2 == 1)
    }

    @MainActor @Test func testDriveOptionalReplayRelays() {
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

        _ = (Driver.just(1) as Driver<Int>).drive(relay1, relay2)

        #expect(latest1 == 1)
        #expect(latest2 == 1)
    }

    @MainActor @Test func testDriveOptionalReplayRelay2() {
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)

        var latest: Int?
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })

        _ = (Driver.just(1) as Driver<Int?>).drive(relay)

        #expect(latest == 1)
    }

    @MainActor @Test func testDriveReplayRelays2() {
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

        _ = (Driver.just(1) as Driver<Int?>).drive(relay1, relay2)

        #expect(latest1 == 1)
        #expect(latest2 == 1)
    }

    @MainActor @Test func testDriveReplayRelayNoAmbiguity() {
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)

        var latest: Int? = nil
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })

        // shouldn't cause compile time error
        _ = Driver.just(1).drive(relay)

        #expect(latest == 1)
    }
}
