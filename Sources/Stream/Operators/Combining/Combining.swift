/// The shared plumbing of `zip` and `combineLatest`: both run on
/// `MultiSourceSink`, over upstreams mapped to one element type, and build
/// their result from "the value at each index". The typed overloads below map
/// `Observable<A>`, `Observable<B>`... to `OneOf2`/`OneOf3` and back.

/// Which combining operator `combining` builds.
enum CombiningRule {
    case zip
    case combineLatest
}

/// Builds a result from the value at each upstream index.
typealias CombineValues<Value, Output> = (_ valueAt: (Int) -> Value) throws -> Output

/// What a combining sink is made with: how many upstreams, and how to combine their values.
typealias CombiningParameters<Value, Output> = (sourceCount: Int, combine: CombineValues<Value, Output>)

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
        let parameters = (sources.count, combine)
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
        let sources = [a.map(OneOf3.first), b.map(OneOf3.second), c.map(OneOf3.third)]
        return combining(rule, sources: sources) { value in
            try resultSelector(value(0).first, value(1).second, value(2).third)
        }
    }

    /// `rule` over four typed sources.
    static func combining<A, B, C, D>(
        _ rule: CombiningRule, _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>,
        _ resultSelector: @escaping (A, B, C, D) throws -> Element
    ) -> Observable<Element> {
        let sources = [a.map(OneOf4.first), b.map(OneOf4.second), c.map(OneOf4.third), d.map(OneOf4.fourth)]
        return combining(rule, sources: sources) { value in
            try resultSelector(value(0).first, value(1).second, value(2).third, value(3).fourth)
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

/// The common element of two upstreams of different types (see `MultiSourceSink`).
enum OneOf2<A, B> {
    case first(A)
    case second(B)

    // Index 0 holds `.first`, index 1 `.second`: `MultiSourceSink` tags by position.
    var first: A {
        guard case .first(let value) = self else { preconditionFailure("upstream 0 emits .first") }
        return value
    }

    var second: B {
        guard case .second(let value) = self else { preconditionFailure("upstream 1 emits .second") }
        return value
    }
}

/// The common element of three upstreams of different types (see `MultiSourceSink`).
enum OneOf3<A, B, C> {
    case first(A)
    case second(B)
    case third(C)

    var first: A {
        guard case .first(let value) = self else { preconditionFailure("upstream 0 emits .first") }
        return value
    }

    var second: B {
        guard case .second(let value) = self else { preconditionFailure("upstream 1 emits .second") }
        return value
    }

    var third: C {
        guard case .third(let value) = self else { preconditionFailure("upstream 2 emits .third") }
        return value
    }
}

/// The common element of four upstreams of different types (see `MultiSourceSink`).
enum OneOf4<A, B, C, D> {
    case first(A)
    case second(B)
    case third(C)
    case fourth(D)

    var first: A {
        guard case .first(let value) = self else { preconditionFailure("upstream 0 emits .first") }
        return value
    }

    var second: B {
        guard case .second(let value) = self else { preconditionFailure("upstream 1 emits .second") }
        return value
    }

    var third: C {
        guard case .third(let value) = self else { preconditionFailure("upstream 2 emits .third") }
        return value
    }

    var fourth: D {
        guard case .fourth(let value) = self else { preconditionFailure("upstream 3 emits .fourth") }
        return value
    }
}
