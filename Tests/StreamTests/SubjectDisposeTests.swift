import Foundation
import Testing
@testable import Stream

extension SubjectKind {
    /// A fresh subject of this kind, as its two sides and as the disposable
    /// it is (RxSwift's `PublishSubject`, `BehaviorSubject` and
    /// `ReplaySubject` are; its `AsyncSubject` is not).
    func makeDisposable() -> (observable: Observable<Int>, observer: AnyObserver<Int>, subject: any Disposable) {
        switch self {
        case .publish:
            let subject = PublishSubject<Int>()
            return (subject, subject.asObserver(), subject)
        case .behavior:
            let subject = BehaviorSubject(value: 0)
            return (subject, subject.asObserver(), subject)
        case .replay:
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            subject.onNext(0)
            return (subject, subject.asObserver(), subject)
        }
    }
}

/// What RxSwift 6.9.1's subjects do once disposed: later events are ignored,
/// the observers are dropped without an event, and a new subscriber fails
/// with `RxError.disposed` (here `StreamError.disposed`). RxSwift's tests do
/// not dispose subjects; these follow its sources.
@Suite("Disposing a subject")
struct SubjectDisposeTests {
    @Test(arguments: SubjectKind.allCases)
    func currentObserversAreDroppedWithoutAnEvent(_ kind: SubjectKind) {
        let (subject, observer, disposable) = kind.makeDisposable()
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        observer.onNext(1)
        disposable.dispose()
        observer.onNext(2)
        observer.onCompleted()
        #expect(log.events.last == .next(1))
        #expect(!log.events.contains(.next(2)))
        #expect(!log.events.contains(.completed))
    }

    @Test(arguments: SubjectKind.allCases)
    func aNewSubscriberFailsWithDisposed(_ kind: SubjectKind) {
        let (subject, _, disposable) = kind.makeDisposable()
        disposable.dispose()
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        #expect(log.events == [.error(StreamError.disposed)])
    }

    /// The subject lets go of the observers it holds. (A subscriber made by
    /// `subscribe` is not told to stop: it keeps itself, and what it
    /// captured, until its subscription is disposed or ends.)
    @Test(arguments: SubjectKind.allCases)
    func disposingReleasesTheObserversItHolds(_ kind: SubjectKind) {
        let (subject, _, disposable) = kind.makeDisposable()
        weak var weakBox: Box?
        do {
            let box = Box()
            weakBox = box
            _ = subject.subscribe(CapturingNode(box))
        }
        #expect(weakBox != nil)
        disposable.dispose()
        #expect(weakBox == nil)
    }

    @Test(arguments: SubjectKind.allCases)
    func disposingTwiceAndDisposingSubscriptionsAfterwardDoNothing(_ kind: SubjectKind) {
        let (subject, observer, disposable) = kind.makeDisposable()
        let log = EventLog<Int>()
        let subscription = subject.subscribe(log.observer)
        disposable.dispose()
        disposable.dispose()
        subscription.dispose()
        observer.onNext(1)
        let late = EventLog<Int>()
        _ = subject.subscribe(late.observer)
        #expect(late.events == [.error(StreamError.disposed)])
    }

    /// Disposing while one thread sends and two others subscribe and leave:
    /// nothing crashes or deadlocks, and afterwards the subject is disposed
    /// for everyone.
    @Test(arguments: SubjectKind.allCases)
    func disposingWhileSendingAndSubscribingIsSafe(_ kind: SubjectKind) {
        for _ in 0..<20 {
            switch kind {
            case .publish: Self.disposeWhileBusy(PublishSubject<Int>())
            case .behavior: Self.disposeWhileBusy(BehaviorSubject(value: 0))
            case .replay: Self.disposeWhileBusy(ReplaySubject<Int>.create(bufferSize: 2))
            }
        }
    }

    private static func disposeWhileBusy<Subject: Observable<Int> & ObserverType & Disposable>(
        _ subject: Subject
    ) where Subject.Element == Int {
        _ = runOnThreads(4) { thread in
            switch thread {
            case 0:
                for value in 1...200 { subject.onNext(value) }
            case 1:
                for _ in 0..<50 { sched_yield() }
                subject.dispose()
            default:
                for _ in 0..<20 { subject.subscribe(onNext: { _ in }).dispose() }
            }
        }
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        subject.onNext(-1)
        #expect(log.events == [.error(StreamError.disposed)])
    }
}

/// An observer the subject holds directly (a node is subscribed as it is),
/// keeping `box` alive while anything holds it.
// @unchecked: restated from ObserverNode; its only state is an immutable `let`.
private final class CapturingNode: ObserverNode<Int>, @unchecked Sendable {
    let box: Box

    init(_ box: Box) {
        self.box = box
        super.init()
    }

    override func onNext(_ element: Int) {}
    override func onError(_ error: any Error) {}
    override func onCompleted() {}
}
