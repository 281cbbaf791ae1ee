import Testing
import Stream  // not @testable: only the public operators, one overload each

/// Long operator chains type-check as one expression. Each operator has one
/// public declaration (on `ObservableType`); with a second overload per step
/// the solver gave up on the 8-step chain below. The test target failing to
/// build is the failure this file guards against; the tests check the
/// chains' output.
///
/// The element type must be known where the chain starts (a typed source,
/// or a return type): `let chain = Observable.of(1).map { $0 &+ 1 }...`
/// leaves the literal's type open through every closure and exceeds the
/// solver's limit at 8 steps with one overload per operator too, as with
/// RxSwift's.
@Suite("Long operator chains type-check in one expression")
struct LongChainTypeCheckTests {
    static func eightSteps(_ source: Observable<Int>) -> Observable<Int> {
        source.map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &+ 1 }.filter { $0 > 0 }
    }

    static func twelveSteps(_ source: Observable<Int>) -> Observable<Int> {
        source
            .map { $0 &+ 1 }.filter { $0 >= 0 }
            .map { $0 &+ 2 }.filter { $0 >= 1 }
            .map { $0 &+ 3 }.filter { $0 >= 2 }
            .map { $0 &+ 4 }.filter { $0 >= 3 }
            .map { $0 &+ 5 }.filter { $0 >= 4 }
            .map { $0 &+ 6 }.filter { $0 >= 5 }
    }

    static func twelveStepsFromALiteral() -> Observable<Int> {
        Observable.of(1).map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &+ 1 }.filter { $0 > 0 }
    }

    private func elements(of chain: Observable<Int>) -> [Int] {
        var seen: [Int] = []
        _ = chain.subscribe(onNext: { seen.append($0) })
        return seen
    }

    @Test func eightStepsOnAnObservable() {
        #expect(elements(of: Self.eightSteps(.of(1))) == [5])
    }

    @Test func twelveStepsOnAnObservable() {
        #expect(elements(of: Self.twelveSteps(.of(0))) == [21])
    }

    @Test func twelveStepsFromAnIntegerLiteral() {
        #expect(elements(of: Self.twelveStepsFromALiteral()) == [7])
    }

    @Test func twelveStepsOnASubject() {
        let subject = PublishSubject<Int>()
        let chain = subject.map { $0 &+ 1 }.filter { $0 >= 0 }.map { $0 &+ 2 }.filter { $0 >= 1 }.map { $0 &+ 3 }.filter { $0 >= 2 }.map { $0 &+ 4 }.filter { $0 >= 3 }.map { $0 &+ 5 }.filter { $0 >= 4 }.map { $0 &+ 6 }.filter { $0 >= 5 }
        var seen: [Int] = []
        _ = chain.subscribe(onNext: { seen.append($0) })
        subject.onNext(0)
        #expect(seen == [21])
    }
}
