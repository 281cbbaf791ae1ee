extension ObservableType {
    /// Splits the elements into groups by the key `keySelector` gives each:
    /// emits a `GroupedObservable` the first time a key is seen, then sends
    /// each element to its group. The source's completion or error ends every
    /// group and this stream; a throwing `keySelector` fails them all.
    ///
    /// The source stays subscribed while this stream or any group is
    /// subscribed to: disposing this stream leaves the groups already emitted
    /// running (as in RxSwift). A group is hot: it sends only what arrives
    /// after its subscription.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).groupBy { $0 % 2 }
    ///     .flatMap { group in group.map { "\(group.key): \($0)" } }  // "1: 1", "0: 2", "1: 3"
    /// ```
    public func groupBy<Key: Hashable>(
        keySelector: @escaping (Element) throws -> Key
    ) -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return Observable.create { observer in
            let grouping = Grouping(observer: observer, keySelector: keySelector)
            grouping.start(source.subscribe { grouping.on($0) })
            return Disposables.create { grouping.disposeOuter() }
        }
    }
}

/// One subscription of `groupBy`: the groups' subjects, and the source
/// subscription counted by the outer subscriber plus each group subscriber.
// @unchecked: the mutable state is behind `state`'s lock; the observer and
// the subjects are called only as the source's (serialized) events arrive.
private final class Grouping<Key: Hashable, Element>: @unchecked Sendable {
    private struct State {
        var groups: [Key: PublishSubject<Element>] = [:]
        /// Group subscriptions alive now.
        var groupSubscribers = 0
        var isOuterDisposed = false
        var isSourceDisposed = false
        var source: (any Disposable)?
    }

    private let observer: AnyObserver<GroupedObservable<Key, Element>>
    private let keySelector: (Element) throws -> Key
    private let state = Locked(State())

    init(observer: AnyObserver<GroupedObservable<Key, Element>>, keySelector: @escaping (Element) throws -> Key) {
        self.observer = observer
        self.keySelector = keySelector
    }

    /// Keeps the source subscription, or disposes it if everyone left (or
    /// the source ended) while it was being made.
    func start(_ subscription: any Disposable) {
        let isDisposed = state.withLock { state -> Bool in
            if state.isSourceDisposed { return true }
            state.source = subscription
            return false
        }
        if isDisposed { subscription.dispose() }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do { key = try keySelector(element) } catch {
                end(.error(error))
                return
            }
            let (subject, isNew, isOuterDisposed) = state.withLock { state in
                if let subject = state.groups[key] { return (subject, false, state.isOuterDisposed) }
                let subject = PublishSubject<Element>()
                state.groups[key] = subject
                return (subject, true, state.isOuterDisposed)
            }
            if isNew && !isOuterDisposed {
                observer.onNext(GroupedObservable(key: key, source: group(subject)))
            }
            subject.onNext(element)
        case .error, .completed:
            end(event)
        }
    }

    /// Sends the terminal event to every group and the outer subscriber,
    /// then lets go of the source.
    private func end(_ event: Event<Element>) {
        let (groups, isOuterDisposed) = state.withLock { state in
            let groups = Array(state.groups.values)
            state.groups = [:]
            return (groups, state.isOuterDisposed)
        }
        for subject in groups { subject.on(event) }
        if !isOuterDisposed {
            switch event {
            case .error(let error): observer.onError(error)
            default: observer.onCompleted()
            }
        }
        disposeSource()
    }

    /// A group's stream: each subscription counts, so the source stays
    /// subscribed while it lasts.
    private func group(_ subject: PublishSubject<Element>) -> Observable<Element> {
        Observable.create { groupObserver in
            self.state.withLock { $0.groupSubscribers += 1 }
            let subscription = subject.subscribe(groupObserver)
            return Disposables.create {
                subscription.dispose()
                self.leave { $0.groupSubscribers -= 1 }
            }
        }
    }

    func disposeOuter() {
        leave { $0.isOuterDisposed = true }
    }

    /// Applies `change`, then disposes the source once neither the outer
    /// subscriber nor any group subscriber is left.
    private func leave(_ change: (inout State) -> Void) {
        let isLast = state.withLock { state in
            change(&state)
            return state.isOuterDisposed && state.groupSubscribers == 0
        }
        if isLast { disposeSource() }
    }

    private func disposeSource() {
        let source = state.withLock { state -> (any Disposable)? in
            state.isSourceDisposed = true
            defer { state.source = nil }
            return state.source
        }
        source?.dispose()
    }
}
