/// The `.rx` namespace: where reactive extensions of a type live, apart from
/// the type's own members.
///
/// Write an extension constrained on `Base`, then reach it through `.rx` on
/// any `ReactiveCompatible` value:
///
/// ```swift
/// extension Reactive where Base: Counter {
///     var total: Observable<Int> { base.totals.asObservable() }
/// }
/// counter.rx.total.subscribe(onNext: { print($0) })
/// ```
///
/// For a class, every writable property is also a `Binder` through dynamic
/// member lookup: `numbers.bind(to: label.rx.text)` sets `label.text` on the
/// main scheduler for each element.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The value the extensions work on.
    public let base: Base

    /// Wraps `base`; `.rx` on a `ReactiveCompatible` value does this for you.
    public init(_ base: Base) {
        self.base = base
    }

    /// A `Binder` that sets `keyPath` of `base` on the main scheduler for each
    /// element, as long as `base` lives (it is held weakly).
    public subscript<Property>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
    ) -> Binder<Property> where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}
