extension Observable {
    /// A stream whose subscription runs `subscribe`: call the observer's
    /// `onNext`/`onError`/`onCompleted`, return what cancels the work.
    ///
    /// Events after a terminal event, or after disposal, are dropped; the
    /// returned disposable is disposed once the stream stops either way.
    // Always inlined: called (not inlined) from code generic over the element,
    // a static method takes `Observable<Element>`'s metadata as its `self`,
    // looked up at run time on every call.
    @inlinable @inline(__always)
    public static func create(
        _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
    ) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

@usableFromInline
final class AnonymousObservable<Element>: Observable<Element> {
    private let subscribeHandler: (AnyObserver<Element>) -> any Disposable

    @usableFromInline
    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> any Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        // A downstream that guards itself (map, filter, a subscriber) receives
        // the user's events directly and keeps the user's disposable as its
        // upstream: one node and one allocation less per subscription.
        if observer.enforcesGrammar {
            return subscribeHandler(AnyObserver(node: observer))
        }
        let sink = PassThroughSink(downstream: observer)
        sink.setUpstream(subscribeHandler(AnyObserver(node: sink)))
        return sink
    }
}

/// Forwards events unchanged, adding the grammar guard.
final class PassThroughSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    override var enforcesGrammar: Bool { true }

    override func onNext(_ element: Element) { forwardNext(element) }
}
