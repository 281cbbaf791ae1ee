/// What a trait's `create` hands its observer (`SingleEvent`, `MaybeEvent`,
/// `CompletableEvent`), spelled as the events of the trait's grammar.
// SendableMetatype: the `@Sendable` closure `create` hands out calls `send` on its outcome type.
protocol TraitOutcome: SendableMetatype {
    associatedtype Element
    /// Sends this outcome to `observer`: an element is followed by the completion.
    func send(to observer: AnyObserver<Element>)
}

extension PrimitiveSequence {
    /// The `create` of every trait: a trait whose subscription runs
    /// `subscribe` with a `@Sendable` closure of the outcome. Only the first
    /// call counts: the observer behind it keeps the grammar.
    init<Outcome: TraitOutcome>(
        creating subscribe: @escaping (@escaping @Sendable (Outcome) -> Void) -> any Disposable
    ) where Outcome.Element == Element {
        self.init(raw: Observable.create { observer in
            let target = TraitObserver(observer)
            return subscribe { outcome in outcome.send(to: target.observer) }
        })
    }
}

/// The observer inside a trait's `create`, for the `@Sendable` closure it
/// hands out (`SingleObserver`, `MaybeObserver`, `CompletableObserver`), so
/// that a URLSession completion handler or a `Task` can capture it.
///
/// @unchecked: the observer is a library node, thread-safe and guarding the
/// grammar; its element is handed across threads unchecked, the stance the
/// subjects take (Docs/Threading.md, "Sendable").
struct TraitObserver<Element>: @unchecked Sendable {
    let observer: AnyObserver<Element>

    init(_ observer: AnyObserver<Element>) {
        self.observer = observer
    }
}
