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
