import Stream
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/Observable+SwitchIfEmptyTests.swift and
// Observable+DefaultIfEmpty.swift, translated to Swift Testing:
// `XCTAssertEqual` became `#expect`. The TRACE_RESOURCES release tests are
// left out (no resource counter here).
@Suite("ifEmpty(switchTo:) and ifEmpty(default:) on Observable (RxSwift's tests)")
struct IfEmptyTests {
    @Test func testSwitchIfEmpty_SourceNotEmpty_SwitchCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(205, 1),
            .completed(210, Int.self)
            ])
        let switchSource = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .completed(50)
            ])

        let res = scheduler.start {
            return source.ifEmpty(switchTo: switchSource.asObservable())
        }

        #expect(res.events == [
            .next(205, 1),
            .completed(210)
            ])
        #expect(source.subscriptions == [
            Subscription(200, 210)
            ])
        #expect(switchSource.subscriptions == [
            ])
    }

    @Test func testSwitchIfEmpty_SourceNotEmptyError_SwitchCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(205, 1),
            .error(210, testError)
            ])
        let switchSource = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .completed(50)
            ])

        let res = scheduler.start {
            return source.ifEmpty(switchTo: switchSource.asObservable())
        }

        #expect(res.events == [
            .next(205, 1),
            .error(210, testError)
            ])
        #expect(source.subscriptions == [
            Subscription(200, 210)
            ])
        #expect(switchSource.subscriptions == [
            ])
    }

    @Test func testSwitchIfEmpty_SourceEmptyError_SwitchCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .error(210, testError, Int.self)
            ])
        let switchSource = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .completed(50)
            ])

        let res = scheduler.start {
            return source.ifEmpty(switchTo: switchSource.asObservable())
        }

        #expect(res.events == [
            .error(210, testError)
            ])
        #expect(source.subscriptions == [
            Subscription(200, 210)
            ])
        #expect(switchSource.subscriptions == [
            ])
    }

    @Test func testSwitchIfEmpty_SourceEmpty_SwitchCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
                .completed(210, Int.self)
            ])
        let switchSource = scheduler.createColdObservable([
                .next(10, 0),
                .next(20, 1),
                .next(30, 2),
                .next(40, 3),
                .completed(50)
            ])
        
        let res = scheduler.start {
            return source.ifEmpty(switchTo: switchSource.asObservable())
        }
        
        #expect(res.events == [
                .next(220, 0),
                .next(230, 1),
                .next(240, 2),
                .next(250, 3),
                .completed(260)
            ])
        #expect(source.subscriptions == [
                Subscription(200, 210)
            ])
        #expect(switchSource.subscriptions == [
                Subscription(210, 260)
            ])
    }

    @Test func testSwitchIfEmpty_SourceEmpty_SwitchError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .completed(210, Int.self)
            ])
        let switchSource = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .error(50, testError)
            ])

        let res = scheduler.start {
            return source.ifEmpty(switchTo: switchSource.asObservable())
        }

        #expect(res.events == [
            .next(220, 0),
            .next(230, 1),
            .next(240, 2),
            .next(250, 3),
            .error(260, testError)
            ])
        #expect(source.subscriptions == [
            Subscription(200, 210)
            ])
        #expect(switchSource.subscriptions == [
            Subscription(210, 260)
            ])
    }

    @Test func testSwitchIfEmpty_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
                .next(0, 0)
            ])
        let switchSource = scheduler.createColdObservable([
                .next(10, 0),
                .next(20, 1),
                .next(30, 2),
                .next(40, 3),
                .completed(50)
            ])
        
        let res = scheduler.start {
            return source.ifEmpty(switchTo: switchSource.asObservable())
        }
        
        #expect(res.events == [])
        #expect(source.subscriptions == [
                Subscription(200, 1000)
            ])
        #expect(switchSource.subscriptions == [])
    }


    @Test func testDefaultIfEmpty_Source_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
                .completed(201, Int.self)
            ])
        let defaultValue = 1
        let res = scheduler.start {
            xs.ifEmpty(default: defaultValue)
        }
        
        #expect(res.events == [
                .next(201, 1),
                .completed(201)
            ])
        #expect(xs.subscriptions == [
            Subscription(200, 201)
            ])
    }
    
    @Test func testDefaultIfEmpty_Source_Errors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
                .error(201, testError, Int.self)
            ])
        let defaultValue = 1
        let res = scheduler.start {
            xs.ifEmpty(default: defaultValue)
        }
        
        #expect(res.events == [
            .error(201, testError)
            ])
        #expect(xs.subscriptions == [
            Subscription(200, 201)
            ])
    }
    
    @Test func testDefaultIfEmpty_Source_Emits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
                .next(201, 1),
                .next(202, 2),
                .next(203, 3),
                .completed(204)
            ])
        let defaultValue = 42
        let res = scheduler.start {
            xs.ifEmpty(default: defaultValue)
        }
        
        #expect(res.events == [
            .next(201, 1),
            .next(202, 2),
            .next(203, 3),
            .completed(204)
            ])
        #expect(xs.subscriptions == [
            Subscription(200, 204)
            ])
    }
    
    @Test func testDefaultIfEmpty_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(0, 0)
            ])
        let defaultValue = 42
        let res = scheduler.start {
            xs.ifEmpty(default: defaultValue)
        }
        
        #expect(res.events == [])
        #expect(xs.subscriptions == [
            Subscription(200, 1000)
            ])
    }
}
