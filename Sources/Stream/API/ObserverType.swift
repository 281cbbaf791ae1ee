/// Something that receives the events of a stream.
///
/// Callers never call `on(_:)` concurrently with itself and never after a
/// terminal event (the grammar `next* (error | completed)?`).
public protocol ObserverType<Element> {
    /// The type of the elements received.
    associatedtype Element
    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    public func onNext(_ element: Element) { on(.next(element)) }
    /// Sends `.error(error)`.
    public func onError(_ error: any Error) { on(.error(error)) }
    /// Sends `.completed`.
    public func onCompleted() { on(.completed) }
    /// This observer, type-erased.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
}
