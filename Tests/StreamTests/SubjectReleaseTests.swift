import Testing
@testable import Stream

/// The three subjects, for tests that pin what they all share.
enum SubjectKind: CaseIterable, Sendable {
    case publish, behavior, replay

    /// A fresh subject of this kind, as its two sides.
    func make() -> (observable: Observable<Int>, observer: AnyObserver<Int>) {
        switch self {
        case .publish:
            let subject = PublishSubject<Int>()
            return (subject, subject.asObserver())
        case .behavior:
            let subject = BehaviorSubject(value: 0)
            return (subject, subject.asObserver())
        case .replay:
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            subject.onNext(0)
            return (subject, subject.asObserver())
        }
    }
}

@Suite("Subjects release their observers")
struct SubjectReleaseTests {
    @Test(arguments: SubjectKind.allCases)
    func disposedSubscriptionReleasesWhatTheObserverCaptured(_ kind: SubjectKind) {
        let (subject, _) = kind.make()
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = subject.map { $0 + box.value }.subscribe()
        }
        #expect(weakBox != nil)
        subscription?.dispose()
        #expect(weakBox == nil)
    }

    @Test(arguments: SubjectKind.allCases)
    func terminalEventReleasesWhatTheObserverCaptured(_ kind: SubjectKind) {
        let (subject, observer) = kind.make()
        weak var weakBox: Box?
        do {
            let box = Box()
            weakBox = box
            _ = subject.map { $0 + box.value }.subscribe()
        }
        #expect(weakBox != nil)
        observer.onError(TestError())
        #expect(weakBox == nil)
    }
}
