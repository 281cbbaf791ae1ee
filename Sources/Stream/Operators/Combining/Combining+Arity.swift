/// `zip` and `combineLatest` over five to eight typed sources (RxSwift's
/// Zip+arity and CombineLatest+arity): each upstream is tagged with its
/// position in `OneOf8` (the unused positions are `Never`) and runs on the
/// same `MultiSourceSink` as the smaller arities.
extension Observable {
    /// `rule` over 5 typed sources.
    static func combining<A, B, C, D, E>(
        _ rule: CombiningRule, _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>, _ e: Observable<E>,
        _ resultSelector: @escaping (A, B, C, D, E) throws -> Element
    ) -> Observable<Element> {
        let sources: [Observable<OneOf8<A, B, C, D, E, Never, Never, Never>>] = [
            a.map { .a($0) }, b.map { .b($0) }, c.map { .c($0) }, d.map { .d($0) }, e.map { .e($0) },
        ]
        return combining(rule, sources: sources) { value in
            try resultSelector(value(0).a, value(1).b, value(2).c, value(3).d, value(4).e)
        }
    }

    /// `rule` over 6 typed sources.
    static func combining<A, B, C, D, E, F>(
        _ rule: CombiningRule, _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>, _ e: Observable<E>, _ f: Observable<F>,
        _ resultSelector: @escaping (A, B, C, D, E, F) throws -> Element
    ) -> Observable<Element> {
        let sources: [Observable<OneOf8<A, B, C, D, E, F, Never, Never>>] = [
            a.map { .a($0) }, b.map { .b($0) }, c.map { .c($0) }, d.map { .d($0) }, e.map { .e($0) }, f.map { .f($0) },
        ]
        return combining(rule, sources: sources) { value in
            try resultSelector(value(0).a, value(1).b, value(2).c, value(3).d, value(4).e, value(5).f)
        }
    }

    /// `rule` over 7 typed sources.
    static func combining<A, B, C, D, E, F, G>(
        _ rule: CombiningRule, _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>, _ e: Observable<E>, _ f: Observable<F>, _ g: Observable<G>,
        _ resultSelector: @escaping (A, B, C, D, E, F, G) throws -> Element
    ) -> Observable<Element> {
        let sources: [Observable<OneOf8<A, B, C, D, E, F, G, Never>>] = [
            a.map { .a($0) }, b.map { .b($0) }, c.map { .c($0) }, d.map { .d($0) }, e.map { .e($0) }, f.map { .f($0) }, g.map { .g($0) },
        ]
        return combining(rule, sources: sources) { value in
            try resultSelector(value(0).a, value(1).b, value(2).c, value(3).d, value(4).e, value(5).f, value(6).g)
        }
    }

    /// `rule` over 8 typed sources.
    static func combining<A, B, C, D, E, F, G, H>(
        _ rule: CombiningRule, _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>, _ e: Observable<E>, _ f: Observable<F>, _ g: Observable<G>, _ h: Observable<H>,
        _ resultSelector: @escaping (A, B, C, D, E, F, G, H) throws -> Element
    ) -> Observable<Element> {
        let sources: [Observable<OneOf8<A, B, C, D, E, F, G, H>>] = [
            a.map { .a($0) }, b.map { .b($0) }, c.map { .c($0) }, d.map { .d($0) }, e.map { .e($0) }, f.map { .f($0) }, g.map { .g($0) }, h.map { .h($0) },
        ]
        return combining(rule, sources: sources) { value in
            try resultSelector(value(0).a, value(1).b, value(2).c, value(3).d, value(4).e, value(5).f, value(6).g, value(7).h)
        }
    }
}

/// The common element of five to eight upstreams of different types (see
/// `MultiSourceSink`): the case is the upstream's position.
enum OneOf8<A, B, C, D, E, F, G, H> {
    case a(A)
    case b(B)
    case c(C)
    case d(D)
    case e(E)
    case f(F)
    case g(G)
    case h(H)

    // Each upstream emits the case its position gives it (`MultiSourceSink`
    // tags by position), so reading another is a bug.
    var a: A {
        guard case .a(let value) = self else { preconditionFailure("this upstream emits .a") }
        return value
    }

    var b: B {
        guard case .b(let value) = self else { preconditionFailure("this upstream emits .b") }
        return value
    }

    var c: C {
        guard case .c(let value) = self else { preconditionFailure("this upstream emits .c") }
        return value
    }

    var d: D {
        guard case .d(let value) = self else { preconditionFailure("this upstream emits .d") }
        return value
    }

    var e: E {
        guard case .e(let value) = self else { preconditionFailure("this upstream emits .e") }
        return value
    }

    var f: F {
        guard case .f(let value) = self else { preconditionFailure("this upstream emits .f") }
        return value
    }

    var g: G {
        guard case .g(let value) = self else { preconditionFailure("this upstream emits .g") }
        return value
    }

    var h: H {
        guard case .h(let value) = self else { preconditionFailure("this upstream emits .h") }
        return value
    }
}
