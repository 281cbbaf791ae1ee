/// A stream with a narrower grammar than `Observable`, named by its `Trait`:
/// `Single` (one element, or a failure), `Maybe` (at most one element, or a
/// failure) and `Completable` (no element: completion or failure). The
/// shape is RxSwift 6's, so code written against it compiles unchanged:
/// `Single<User>`, `Single<User>.create { ... }`, and extensions written as
/// `extension PrimitiveSequence where Trait == SingleTrait`.
///
/// Every way to make one keeps its grammar: `create`, `just`, `asSingle()`
/// and the operators. `asObservable()` gives the events as a plain stream.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    /// Wraps a stream that already keeps the trait's grammar.
    init(raw source: Observable<Element>) {
        self.source = source
    }
}

/// What every trait is: the constraint to write generic code over
/// `PrimitiveSequence` (`extension PrimitiveSequenceType where Trait == SingleTrait`).
public protocol PrimitiveSequenceType {
    /// `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait
    /// The type of the element (`Never` for `Completable`).
    associatedtype Element

    /// The trait as its concrete type.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Itself.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence {
    /// The same events as a plain `Observable`.
    public func asObservable() -> Observable<Element> { source }

    /// Calls `factory` on each subscription and subscribes to what it returns;
    /// a throwing factory fails the subscription.
    public static func deferred(
        _ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try factory().source })
    }

    /// Shifts the element and the completion later by `dueTime`; a failure passes at once.
    public func delay(_ dueTime: Duration, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes `dueTime` later.
    public func delaySubscription(
        _ dueTime: Duration, scheduler: any SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the events on `scheduler` (`observeOn`'s RxSwift 6 spelling).
    public func observe(on scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        observeOn(scheduler)
    }

    /// Delivers the events on `scheduler`.
    public func observeOn(_ scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observeOn(scheduler))
    }

    /// Subscribes, and disposes, on `scheduler` (`subscribeOn`'s RxSwift 6 spelling).
    public func subscribe(on scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribeOn(scheduler)
    }

    /// Subscribes, and disposes, on `scheduler`.
    public func subscribeOn(_ scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribeOn(scheduler))
    }

    /// On failure, continues with the trait `handler` returns; a throwing
    /// handler fails with what it threw.
    public func `catch`(
        _ handler: @escaping (any Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catchError { try handler($0).source })
    }

    /// `catch(_:)`, under the name `Observable` uses here.
    public func catchError(
        _ handler: @escaping (any Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        self.catch(handler)
    }

    /// At most `maxAttemptCount` subscriptions in all, then the last failure
    /// (`retry(3)`: the first try and two retries).
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Resubscribes when the notifier `notificationHandler` builds from the
    /// failures says so (see `Observable.retryWhen`).
    public func retry<Trigger>(
        when notificationHandler: @escaping (Observable<any Error>) -> Observable<Trigger>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryWhen(notificationHandler))
    }

    /// `retry(when:)`, under the name `Observable` uses here.
    public func retryWhen<Trigger>(
        _ notificationHandler: @escaping (Observable<any Error>) -> Observable<Trigger>
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// `retry(when:)` with a notifier of the failures of one type (see
    /// `Observable`'s typed `retry(when:)`): any other failure ends the trait at once.
    ///
    /// ```swift
    /// fetchUser().retry(when: { (errors: Observable<URLError>) in errors.take(2) })
    /// ```
    @_disfavoredOverload
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryWhen(typed: { notificationHandler($0).operatorSource() }))
    }

    /// The typed `retry(when:)`, under the name `Observable` uses here.
    ///
    /// ```swift
    /// fetchUser().retryWhen { (errors: Observable<URLError>) in errors.take(2) }
    /// ```
    @_disfavoredOverload
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Fails with `StreamError.timeout` when `dueTime` passes without the end.
    public func timeout(_ dueTime: Duration, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` when `dueTime` passes without the end (for a
    /// `Single`, without its element): `other`'s outcome is then this one's.
    ///
    /// ```swift
    /// fetchUser().timeout(.seconds(5), other: .just(.guest), scheduler: MainScheduler.instance)
    /// ```
    public func timeout(
        _ dueTime: Duration, other: PrimitiveSequence<Trait, Element>, scheduler: any SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }

    /// Prints every event, subscription and disposal, as `Observable.debug`
    /// does (to `output` when given; the identifier defaults to the call
    /// site), and passes the events on unchanged.
    ///
    /// ```swift
    /// fetchUser().debug("user")
    /// ```
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function,
        output: ((String) -> Void)? = nil
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(
            identifier, trimOutput: trimOutput, file: file, line: line, function: function, output: output))
    }

    /// The trait `primitiveSequenceFactory` makes of a resource that lives
    /// as long as the subscription: `resourceFactory` runs on each
    /// subscription, and the resource is disposed when the subscription
    /// ends; either factory's throw fails the subscription.
    ///
    /// ```swift
    /// Single.using({ Connection() }, primitiveSequenceFactory: { $0.fetchUser() })
    /// ```
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).source })
    }
}

extension PrimitiveSequence where Element == Int {
    /// `0` after `dueTime`, then completion (`Int` only, as
    /// `Observable.timer`): a `Single` that succeeds, or a `Maybe`.
    ///
    /// ```swift
    /// Single<Int>.timer(.seconds(1), scheduler: MainScheduler.instance)
    /// ```
    public static func timer(_ dueTime: Duration, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.timer(dueTime, scheduler: scheduler))
    }
}
