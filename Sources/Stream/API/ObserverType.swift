/// Something that receives the events of a stream.
///
/// Callers never call `on(_:)` concurrently with itself and never after a
/// terminal event (the grammar `next* (error | completed)?`).
///
/// ```swift
/// struct Log: ObserverType {
///     func on(_ event: Event<Int>) { print(event) }
/// }
/// _ = Observable.of(1).subscribe(Log())  // next(1), then completed
/// ```
///
/// See <doc:OperatorsByExample#Your-own-types-on-the-protocols> for an example with its output.
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

    /// An observer of `Result`s that sends each event here with its element
    /// transformed; a throwing transform sends `.error` instead.
    /// `let strings: AnyObserver<String> = numbers.mapObserver { Int($0) ?? 0 }`
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
