extension Observable {
    /// Subscribes one closure that receives every event (RxSwift's
    /// `subscribe(_ on:)`): `switch event { case .next ... }`.
    @usableFromInline
    func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
        // Through `asObservable()`, as RxSwift's does (see `bind(to:)`).
        asObservable().subscribe(AnyObserver(on))
    }
}
