/// The scheduler `Driver` and `Signal` deliver on, as in RxCocoa.
///
/// `make()` gives a new `MainScheduler()` on each call, so each shared
/// sequence has its own count of waiting main-queue actions: a delivery
/// nested in another sequence's delivery on the main queue runs at once
/// instead of queueing behind it.
///
/// In tests, `mock(scheduler:action:)` makes every shared sequence built
/// inside `action` use a given scheduler, typically a `TestScheduler`:
///
///     SharingScheduler.mock(scheduler: scheduler) {
///         let driver = source.asDriver(onErrorJustReturn: -1)
///         let observer = scheduler.start { driver.asObservable() }
///     }
///
/// The override is a task-local value rather than a global one: Swift
/// Testing runs tests in parallel, and a global would leak one test's
/// scheduler into sequences another test builds meanwhile. It holds for
/// `action`'s own call tree (and tasks started in it), which is where
/// sequences are built; it is read when a sequence is made, not when it
/// delivers, so delivery from other threads keeps the mocked scheduler.
public enum SharingScheduler {
    @TaskLocal static var override: (@Sendable () -> any SchedulerType)?

    /// The scheduler for a new shared sequence: the mocked one inside
    /// `mock`, otherwise a new `MainScheduler()`.
    ///
    /// See <doc:OperatorsByExample#The-scheduler-drivers-use> for an example with its output.
    public static func make() -> any SchedulerType {
        override?() ?? MainScheduler()
    }

    /// Runs `action` with `scheduler` as every new shared sequence's
    /// scheduler. For tests; shared sequences made in `action` keep it.
    public static func mock(
        scheduler: any SchedulerType, action: () throws -> Void
    ) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `makeScheduler()` giving each new shared
    /// sequence's scheduler. For tests.
    public static func mock(
        makeScheduler: @escaping @Sendable () -> any SchedulerType, action: () throws -> Void
    ) rethrows {
        try $override.withValue(makeScheduler, operation: action)
    }
}
