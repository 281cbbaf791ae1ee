import Testing
@testable import Stream

/// An owner for `subscribe(with:)`: records what its closures were given.
private final class Screen {
    var log: [String] = []
}

@Suite("subscribe(with:) and bind(onNext:)")
struct SubscribeWithTests {
    @Test func theClosuresReceiveTheOwner() {
        let screen = Screen()
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(
            with: screen,
            onNext: { owner, value in owner.log.append("next \(value)") },
            onError: { owner, _ in owner.log.append("error") },
            onCompleted: { owner in owner.log.append("completed") },
            onDisposed: { owner in owner.log.append("disposed") })
        subject.onNext(1)
        subject.onCompleted()
        #expect(screen.log == ["next 1", "completed", "disposed"])
    }

    @Test func theOwnerIsHeldWeaklyAndNothingIsDeliveredOnceItIsGone() {
        let subject = PublishSubject<Int>()
        var screen: Screen? = Screen()
        weak var weakScreen: Screen?
        weakScreen = screen
        var calls = 0
        let subscription = subject.subscribe(with: screen!, onNext: { _, _ in calls += 1 }, onDisposed: { _ in calls += 1 })
        subject.onNext(1)
        screen = nil
        #expect(weakScreen == nil)
        subject.onNext(2)
        subscription.dispose()
        #expect(calls == 1)
    }

    @Test func theOwnerGoesWithTheBagItOwns() {
        final class Owner {
            let bag = DisposeBag()
            var values: [Int] = []
        }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        subject.subscribe(with: owner!, onNext: { owner, value in owner.values.append(value) }).disposed(by: owner!.bag)
        subject.onNext(1)
        #expect(owner?.values == [1])
        owner = nil
        #expect(!subject.hasObservers)
    }

    @Test func anErrorWithoutOnErrorGoesToTheHook() {
        struct Unhandled: Error {}
        let seen = Locked(0)
        unhandledErrorHookLock.lock()
        defer { unhandledErrorHookLock.unlock() }
        let previousHook = StreamHooks.onUnhandledError
        StreamHooks.onUnhandledError = { error in
            if error is Unhandled { seen.withLock { $0 += 1 } } else { previousHook(error) }
        }
        defer { StreamHooks.onUnhandledError = previousHook }
        let screen = Screen()
        _ = Observable<Int>.error(Unhandled()).subscribe(with: screen, onNext: { _, _ in })
        _ = Observable<Int>.error(Unhandled()).bind(onNext: { _ in })
        _ = Observable<Int>.error(Unhandled()).bind(with: screen, onNext: { _, _ in })
        #expect(seen.withLock { $0 } == 3)
    }

    @Test func bindWithHandsTheOwnerWhileItLives() {
        let subject = PublishSubject<Int>()
        var screen: Screen? = Screen()
        let kept = screen!
        _ = subject.bind(with: screen!) { owner, value in owner.log.append("\(value)") }
        subject.onNext(1)
        screen = nil
        subject.onNext(2)
        #expect(kept.log == ["1", "2"])
        var values: [Int] = []
        _ = subject.bind(onNext: { values.append($0) })
        subject.onNext(3)
        #expect(values == [3])
    }

    @Test func subscribeWithAnEventClosure() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).subscribe { event in events.append(event) }
        #expect(events == [.next(1), .next(2), .completed])
    }
}
