import Foundation
import Stream

/// A stream whose elements you wait for on the current thread: RxBlocking's
/// `BlockingObservable`, made by `toBlocking(timeout:)`.
///
/// For tests and command-line tools; blocking a thread in an app is
/// usually a sign the design should change. Each operator subscribes once
/// and waits for what it needs. On the main thread it keeps the main run
/// loop turning while it waits, so a source that delivers on
/// `MainScheduler` still arrives.
public struct BlockingObservable<Element> {
    /// The longest wait in seconds, or `nil` to wait as long as it takes.
    let timeout: TimeInterval?
    /// The stream waited for.
    let source: Observable<Element>
}

extension Observable {
    /// This stream, to wait for on the current thread: at most `timeout`
    /// seconds (`nil`, the default: no limit), after which the operator
    /// fails with `StreamError.timeout` (RxSwift's `RxError.timeout`).
    ///
    /// ```swift
    /// let all = try Observable.of(1, 2, 3).toBlocking(timeout: 1).toArray()  // [1, 2, 3]
    /// ```
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: self)
    }
}

extension PrimitiveSequence {
    /// This `Single`, `Maybe` or `Completable`, to wait for on the current
    /// thread (see `Observable.toBlocking(timeout:)`).
    ///
    /// ```swift
    /// let user = try fetchUser().toBlocking(timeout: 5).single()
    /// ```
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
