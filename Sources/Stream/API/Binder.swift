/// An observer that binds elements to a target: each element is applied on
/// `scheduler` (the main scheduler by default), while the target lives (it
/// is held weakly). Errors are programming errors: binding one stops a debug
/// build (`assertionFailure`); completion is ignored.
///
/// ```swift
/// let title = Binder(label) { label, text in label.text = text }
/// names.bind(to: title)
/// ```
public struct Binder<Value>: ObserverType {
    /// The type of the elements bound.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Binds each element with `binding(target, element)` on `scheduler`
    /// (default `MainScheduler.instance`), skipped once `target` is gone.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        binding: @escaping (Target, Value) -> Void
    ) {
        weak let weakTarget = target
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target = weakTarget {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                assertionFailure("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    /// Applies a `.next` on the scheduler; see the type's notes for the others.
    public func on(_ event: Event<Value>) {
        binding(event)
    }
}
