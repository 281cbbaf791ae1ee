import Foundation

/// A type that has the `.rx` namespace (`Reactive<Self>`): conform your own
/// types to reach extensions written on `Reactive where Base: YourType`.
/// Every `NSObject` conforms, as in RxSwift.
public protocol ReactiveCompatible {
    /// The type `.rx` wraps (`Self`).
    associatedtype ReactiveBase

    /// The namespace for static reactive extensions (`YourType.rx`).
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The namespace for reactive extensions of this value. Its setter does
    /// nothing: it exists so extensions can have setters that mutate `base`.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// `Reactive<Self>`, for static reactive extensions. Setting it does nothing.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // The setter lets an extension's setter run on `YourType.rx`.
        set {}  // swiftlint:disable:this unused_setter_value
    }

    /// This value wrapped in `Reactive`. Setting it does nothing.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // The setter lets an extension's setter run on `value.rx`.
        set {}  // swiftlint:disable:this unused_setter_value
    }
}

extension NSObject: ReactiveCompatible {}
