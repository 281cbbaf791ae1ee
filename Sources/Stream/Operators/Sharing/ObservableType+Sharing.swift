// The sharing operators on any `ObservableType`. Each forwards to
// `Observable`'s own (Sharing/), which an `Observable` receiver calls
// directly: these are disfavored overloads.

extension ObservableType {
    /// One subscription to the source shared by every observer, replaying the
    /// last `replay` elements (see `Observable.share(replay:scope:)`; defaults
    /// `0` and `.whileConnected`). `profile.share(replay: 1)`
    @_disfavoredOverload
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        asObservable().share(replay: replay, scope: scope)
    }

    /// A connectable stream through a `PublishSubject` (see `Observable.publish()`).
    /// `let shared = ticks.publish(); shared.connect()`
    @_disfavoredOverload
    public func publish() -> ConnectableObservable<Element> {
        asObservable().publish()
    }

    /// A connectable stream replaying the last `bufferSize` elements (see
    /// `Observable.replay(_:)`). `ticks.replay(1)`
    @_disfavoredOverload
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        asObservable().replay(bufferSize)
    }

    /// A connectable stream replaying every element (see `Observable.replayAll()`).
    /// `ticks.replayAll()`
    @_disfavoredOverload
    public func replayAll() -> ConnectableObservable<Element> {
        asObservable().replayAll()
    }

    /// A connectable stream through `subject` (see `Observable.multicast(_:)`).
    /// `ticks.multicast(PublishSubject())`
    @_disfavoredOverload
    public func multicast<Subject: Observable<Element> & ObserverType>(
        _ subject: Subject
    ) -> ConnectableObservable<Element> where Subject.Element == Element {
        asObservable().multicast(subject)
    }

    /// A connectable stream through a subject made at each connection (see
    /// `Observable.multicast(makeSubject:)`). `ticks.multicast(makeSubject: { PublishSubject() })`
    @_disfavoredOverload
    public func multicast<Subject: Observable<Element> & ObserverType>(
        makeSubject: @escaping () -> Subject
    ) -> ConnectableObservable<Element> where Subject.Element == Element {
        asObservable().multicast(makeSubject: makeSubject)
    }

    /// Per subscription, the stream `selector` builds over the source shared
    /// through a subject from `subjectSelector` (see `Observable.multicast(_:selector:)`).
    /// `ticks.multicast({ PublishSubject() }, selector: { $0.skip(1) })`
    @_disfavoredOverload
    public func multicast<Subject: Observable<Element> & ObserverType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Element == Element {
        asObservable().multicast(subjectSelector, selector: selector)
    }
}
