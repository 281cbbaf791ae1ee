/// The shared plumbing of `zip` and `combineLatest`: both run on
/// `MultiSourceSink`, over upstreams mapped to one element type, and build
/// their result from "the value at each index". The typed overloads below map
/// `Observable<A>`, `Observable<B>`... to `OneOf2` (nested for three and four:
/// `OneOf2<A, OneOf2<B, C>>`) and back.

/// Which combining operator `combining` builds.
enum CombiningRule {
    case zip
    case combineLatest
}

/// Builds a result from the value at each upstream index.
typealias CombineValues<Value, Output> = (_ valueAt: (Int) -> Value) throws -> Output

/// What a combining sink is made with: how many upstreams, and how to
/// combine their values. A struct, not a tuple: see `ProducerSink.Parameters`.
struct CombiningParameters<Value, Output> {
    let sourceCount: Int
    let combine: CombineValues<Value, Output>
}

extension Observable {
    /// `rule` over `sources`, combined by `combine`. Without sources, as in
    /// RxSwift 6.9: `zip` completes at once; `combineLatest` emits the
    /// combination of no values (`[]` through the selector) and completes.
    static func combining<Value>(
        _ rule: CombiningRule, sources: [Observable<Value>], _ combine: @escaping CombineValues<Value, Element>
    ) -> Observable<Element> {
        guard !sources.isEmpty else {
            switch rule {
            case .zip: return .empty()
            case .combineLatest: return .deferred { .just(try combine { preconditionFailure("no upstream \($0)") }) }
            }
        }
        let parameters = CombiningParameters(sourceCount: sources.count, combine: combine)
        switch rule {
        case .zip: return Producer<ZipSink<Value, Element>>(source: sources, parameters: parameters)
        case .combineLatest: return Producer<CombineLatestSink<Value, Element>>(source: sources, parameters: parameters)
        }
    }

    /// `rule` over two typed sources.
    static func combining<A, B>(
        _ rule: CombiningRule, _ a: Observable<A>, _ b: Observable<B>,
        _ resultSelector: @escaping (A, B) throws -> Element
    ) -> Observable<Element> {
        combining(rule, sources: [a.map(OneOf2.first), b.map(OneOf2.second)]) { value in
            try resultSelector(value(0).first, value(1).second)
        }
    }

    /// `rule` over three typed sources.
    static func combining<A, B, C>(
        _ rule: CombiningRule, _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>,
        _ resultSelector: @escaping (A, B, C) throws -> Element
    ) -> Observable<Element> {
        let sources: [Observable<OneOf2<A, OneOf2<B, C>>>] = [
            a.map { .first($0) }, b.map { .second(.first($0)) }, c.map { .second(.second($0)) },
        ]
        return combining(rule, sources: sources) { value in
            try resultSelector(value(0).first, value(1).second.first, value(2).second.second)
        }
    }

    /// `rule` over four typed sources.
    static func combining<A, B, C, D>(
        _ rule: CombiningRule, _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>,
        _ resultSelector: @escaping (A, B, C, D) throws -> Element
    ) -> Observable<Element> {
        let sources: [Observable<OneOf2<A, OneOf2<B, OneOf2<C, D>>>>] = [
            a.map { .first($0) }, b.map { .second(.first($0)) },
            c.map { .second(.second(.first($0))) }, d.map { .second(.second(.second($0))) },
        ]
        return combining(rule, sources: sources) { value in
            try resultSelector(
                value(0).first, value(1).second.first, value(2).second.second.first, value(3).second.second.second)
        }
    }

    /// `rule` over sources of one type, combined into an array.
    static func combining<Value>(
        _ rule: CombiningRule, _ sources: [Observable<Value>],
        _ resultSelector: @escaping ([Value]) throws -> Element
    ) -> Observable<Element> {
        combining(rule, sources: sources) { value in
            try resultSelector(sources.indices.map(value))
        }
    }
}

/// The common element of upstreams of different types (see `MultiSourceSink`):
/// for two, `.first` or `.second`; for more, `.second` nests the rest, so
/// `OneOf2<A, OneOf2<B, C>>` is one of three.
enum OneOf2<A, B> {
    case first(A)
    case second(B)

    // Each upstream emits the case its position gives it (`MultiSourceSink`
    // tags by position), so reading another is a bug.
    var first: A {
        guard case .first(let value) = self else { preconditionFailure("this upstream emits .first") }
        return value
    }

    var second: B {
        guard case .second(let value) = self else { preconditionFailure("this upstream emits .second") }
        return value
    }
}
