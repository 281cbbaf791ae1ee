import Foundation
import Stream

/// How one `Requester.request` call behaves: loading indicator, inline error
/// handling, a side effect on error, and the schedulers it runs on.
///
/// Build one with `RequestOptions.Builder`; `.default` shows loading, observes
/// on `MainScheduler.instance` and subscribes on a background scheduler. A
/// `Requester` keeps one as its `defaultOptions`, used by every call that
/// gives none.
///
/// `Sendable`, so that a requester (shared between threads) can keep one. Its
/// closures stay plain, as every closure a client keeps in this library
/// (Docs/Threading.md, "Closures a client keeps"): a requester's default
/// `doOnError` and `inlineErrorHandling` run for each of its requests that
/// fails, on that request's observe scheduler, so keep what they touch
/// thread-safe unless every request observes on one serial scheduler (the
/// main queue by default).
public struct RequestOptions: Sendable {
    /// Whether the presentable's loading indicator counts this request.
    public var showLoading: Bool
    /// Runs on the observe scheduler before the registries; `true` means
    /// "handled", and the registries are skipped.
    // Plain closures, stored unchecked: see the type's comment and Docs/Threading.md.
    public nonisolated(unsafe) var inlineErrorHandling: ((any Error) -> Bool)?
    /// Runs on the observe scheduler for every error that reaches routing,
    /// before the inline handler; it cannot stop routing.
    public nonisolated(unsafe) var doOnError: ((any Error) -> Void)?
    /// Where events, loading and presentable calls are delivered.
    /// `ImmediateScheduler` means "where they happen": no hop is made.
    public var observeOnScheduler: any SchedulerType
    /// Where the request is subscribed (and so started), and so where the
    /// closure given to `Requester.request` runs: not on the caller's actor.
    /// `ImmediateScheduler` means "on the subscribing thread": no hop is made.
    public var subscribeOnScheduler: any SchedulerType

    /// Options with the given parts; every one has the default's value.
    public init(
        showLoading: Bool = true,
        inlineErrorHandling: ((any Error) -> Bool)? = nil,
        doOnError: ((any Error) -> Void)? = nil,
        observeOnScheduler: any SchedulerType = MainScheduler.instance,
        subscribeOnScheduler: any SchedulerType = RequestOptions.backgroundScheduler
    ) {
        self.showLoading = showLoading
        self.inlineErrorHandling = inlineErrorHandling
        self.doOnError = doOnError
        self.observeOnScheduler = observeOnScheduler
        self.subscribeOnScheduler = subscribeOnScheduler
    }

    /// Loading on, no inline handling, observe on main, subscribe in the background.
    public static let `default` = RequestOptions()

    /// The background scheduler requests subscribe on unless told otherwise.
    public static let backgroundScheduler: any SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated)

    /// Builds `RequestOptions` step by step, RxRequester style:
    /// `RequestOptions.Builder().showLoading(false).inlineErrorHandling { _ in true }.build()`.
    public struct Builder {
        private var options = RequestOptions()

        /// A builder holding the default options.
        public init() {}

        /// Whether the loading indicator counts this request.
        public func showLoading(_ show: Bool) -> Builder {
            var copy = self
            copy.options.showLoading = show
            return copy
        }

        /// An inline handler; returning `true` marks the error handled.
        public func inlineErrorHandling(_ handler: @escaping (any Error) -> Bool) -> Builder {
            var copy = self
            copy.options.inlineErrorHandling = handler
            return copy
        }

        /// A side effect run for each routed error, before the inline handler.
        public func doOnError(_ action: @escaping (any Error) -> Void) -> Builder {
            var copy = self
            copy.options.doOnError = action
            return copy
        }

        /// Where events and presentable calls are delivered.
        public func observeOnScheduler(_ scheduler: any SchedulerType) -> Builder {
            var copy = self
            copy.options.observeOnScheduler = scheduler
            return copy
        }

        /// Where the request is subscribed, and its closure runs.
        public func subscribeOnScheduler(_ scheduler: any SchedulerType) -> Builder {
            var copy = self
            copy.options.subscribeOnScheduler = scheduler
            return copy
        }

        /// The options built so far.
        public func build() -> RequestOptions { options }
    }
}
