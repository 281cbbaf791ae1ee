extension Observable {
    /// Subscribes with closures that receive `object` as their first
    /// argument, holding it weakly: once it is gone, nothing is called (the
    /// subscription itself runs on until it ends or is disposed, usually by
    /// a `DisposeBag` that `object` owned). Saves the `[weak self]` and
    /// `guard let self` of every closure.
    ///
    /// Without `onError`, an error goes to `StreamHooks.onUnhandledError`,
    /// as with `subscribe(onNext:…)`.
    @usableFromInline
    func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        let owner = WeakOwner(object)
        return subscribe(
            onNext: owner.handing(onNext), onError: owner.handing(onError),
            onCompleted: owner.handing(onCompleted), onDisposed: owner.handing(onDisposed))
    }
}

/// The object `subscribe(with:)` and `bind(with:)` hand their closures,
/// held weakly: one box shared by the closures of one subscription.
final class WeakOwner<Object: AnyObject> {
    private weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }

    /// Calls `body` with the object if it is still alive.
    func with(_ body: (Object) -> Void) {
        guard let object else { return }
        body(object)
    }

    /// `handler` as a closure of its second argument alone, called with the
    /// object while it lives (`nil` stays `nil`).
    func handing<Value>(_ handler: ((Object, Value) -> Void)?) -> ((Value) -> Void)? {
        handler.map { handler in { value in self.with { handler($0, value) } } }
    }

    /// `handler` as a closure without arguments, called with the object while it lives.
    func handing(_ handler: ((Object) -> Void)?) -> (() -> Void)? {
        handler.map { handler in { self.with(handler) } }
    }
}
