// The sharing operators, each declared once, on `ObservableType`, in
// RxSwift's signatures: they apply to any conforming type, `Observable`
// included. Each builds on `operatorSource()`, which is the receiver itself
// for an `Observable`, so an `Observable` chain reaches the internal
// implementation in Sharing/ without a call to `asObservable()`.

extension ObservableType {
    /// One subscription to the source shared by every observer, replaying the
    /// last `replay` elements (defaults
    /// `0` and `.whileConnected`). `profile.share(replay: 1)`
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        operatorSource().share(replay: replay, scope: scope)
    }

    /// A connectable stream through a `PublishSubject`.
    /// `let shared = ticks.publish(); shared.connect()`
    @inlinable
    public func publish() -> ConnectableObservable<Element> {
        operatorSource().publish()
    }

    /// A connectable stream replaying the last `bufferSize` elements. `ticks.replay(1)`
    @inlinable
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        operatorSource().replay(bufferSize)
    }

    /// A connectable stream replaying every element.
    /// `ticks.replayAll()`
    @inlinable
    public func replayAll() -> ConnectableObservable<Element> {
        operatorSource().replayAll()
    }

    /// A connectable stream through `subject`.
    /// `ticks.multicast(PublishSubject())`
    @inlinable
    public func multicast<Subject: Observable<Element> & ObserverType>(
        _ subject: Subject
    ) -> ConnectableObservable<Element> where Subject.Element == Element {
        operatorSource().multicast(subject)
    }

    /// A connectable stream through a subject made at each connection. `ticks.multicast(makeSubject: { PublishSubject() })`
    @inlinable
    public func multicast<Subject: Observable<Element> & ObserverType>(
        makeSubject: @escaping () -> Subject
    ) -> ConnectableObservable<Element> where Subject.Element == Element {
        operatorSource().multicast(makeSubject: makeSubject)
    }

    /// Per subscription, the stream `selector` builds over the source shared
    /// through a subject from `subjectSelector`.
    /// `ticks.multicast({ PublishSubject() }, selector: { $0.skip(1) })`
    @inlinable
    public func multicast<Subject: Observable<Element> & ObserverType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Element == Element {
        operatorSource().multicast(subjectSelector, selector: selector)
    }
}
