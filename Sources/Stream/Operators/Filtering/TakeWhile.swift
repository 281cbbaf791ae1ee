/// Whether `take(while:behavior:)` and `take(until:behavior:)` also emit the
/// element that ends them (RxSwift's `TakeBehavior`).
public enum TakeBehavior: Sendable, Equatable {
    /// The element that ends the stream is emitted before the completion.
    case inclusive
    /// The element that ends the stream is dropped (the default).
    case exclusive
}

extension Observable {
    /// Emits elements while `predicate` holds; at the first element for which
    /// it does not, completes (emitting that element first with
    /// `.inclusive`) and disposes the source. A throwing predicate fails the stream.
    @usableFromInline
    func take(
        while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        Producer<TakeWhileSink<Element>>(source: self, parameters: .init(predicate: predicate, endsOn: false, behavior: behavior))
    }

    /// Emits elements until `predicate` holds; at the first element for which
    /// it does, completes (emitting that element first with `.inclusive`)
    /// and disposes the source. A throwing predicate fails the stream.
    @usableFromInline
    func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        Producer<TakeWhileSink<Element>>(source: self, parameters: .init(predicate: predicate, endsOn: true, behavior: behavior))
    }
}

final class TakeWhileSink<Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    /// The arguments in a struct: see `ProducerSink.Parameters` for why.
    struct Parameters {
        let predicate: (Element) throws -> Bool
        let endsOn: Bool
        let behavior: TakeBehavior
    }

    private let predicate: (Element) throws -> Bool
    /// The predicate's answer that ends the stream: `false` for `while`, `true` for `until`.
    private let endsOn: Bool
    private let isInclusive: Bool

    init(parameters: Parameters, downstream: ObserverNode<Element>) {
        predicate = parameters.predicate
        endsOn = parameters.endsOn
        isInclusive = parameters.behavior == .inclusive
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        let ends: Bool
        do { ends = try predicate(element) == endsOn } catch { return forwardError(error) }
        if !ends || isInclusive { forwardNext(element) }
        if ends { forwardCompleted() }
    }
}
