import Foundation

/// What routes failures: a `HandlerRegistry` (through a snapshot read at the
/// call) or a `HandlerRegistry.Snapshot` itself. Routing is written once,
/// here, for both.
public protocol ErrorRouter: Sendable {
    /// The handler lists to route through, read at one instant.
    var snapshot: HandlerRegistry.Snapshot { get }
}

extension HandlerRegistry: ErrorRouter {}

extension HandlerRegistry.Snapshot: ErrorRouter {
    /// The snapshot itself.
    public var snapshot: HandlerRegistry.Snapshot { self }
}

extension ErrorRouter {
    /// Routes one failure through steps 2 to 4 of the routing order
    /// (Docs/ErrorHandling.md) and says who took it:
    ///
    /// - Step 2: `doOnError(error)`, then `inlineHandler(error)`; if the
    ///   inline handler returns `true`, stop (`.inline`).
    /// - Step 3: the registries, first match wins: status-code (an
    ///   `HTTPError`), underlying (`URLError` / `DecodingError`, with the
    ///   response if any), `NSError` (domain and code), then `Error` handlers.
    /// - Step 4: no match: `presentable?.onHandleErrorFailed(error:)` with the
    ///   error as delivered (`.unhandled`).
    ///
    /// `doOnError` and `inlineHandler` receive the error as delivered; what
    /// each registry receives is described on its handler protocol. Step 1,
    /// resuming, belongs to the caller (see `resumableHandler(for:)`).
    @discardableResult
    public func route(
        _ error: any Error,
        presentable: (any Presentable)?,
        doOnError: ((any Error) -> Void)? = nil,
        inlineHandler: ((any Error) -> Bool)? = nil
    ) -> ErrorRoute {
        doOnError?(error)
        if let inlineHandler, inlineHandler(error) {
            return .inline
        }

        let failure = RoutedFailure(error)
        // One read of the lists: a registry's lock is taken once, and no lock
        // is held while handlers run.
        let handlers = snapshot

        if let httpError = failure.httpError,
            let handler = handlers.statusCodeHandlers.first(where: { $0.canHandle(error: httpError) })
        {
            handler.handle(error: httpError, presentable: presentable)
            return .statusCode
        }

        if let (underlying, response) = failure.underlying,
            let handler = handlers.underlyingErrorHandlers.first(where: {
                $0.canHandle(error: underlying, response: response)
            })
        {
            handler.handle(error: underlying, response: response, presentable: presentable)
            return .underlying
        }

        for candidate in failure.candidates {
            let nsError = candidate as NSError
            if let handler = handlers.nsErrorHandlers.first(where: { $0.canHandle(error: nsError) }) {
                handler.handle(error: nsError, presentable: presentable)
                return .nsError
            }
        }

        for candidate in failure.candidates {
            if let handler = handlers.errorHandlers.first(where: { $0.canHandle(error: candidate) }) {
                handler.handle(error: candidate, presentable: presentable)
                return .error
            }
        }

        presentable?.onHandleErrorFailed(error: error)
        return .unhandled
    }

    /// The first resumable handler that accepts `error` (routing step 1), or
    /// nil. Each handler is asked about the unwrapped error first (a 401 as
    /// `HTTPError`, `.api` as `APIError`, `.transport` as `URLError`,
    /// `.decoding` as `DecodingError`), then about the `RequestError` itself.
    public func resumableHandler(for error: any Error) -> ResumableMatch? {
        let failure = RoutedFailure(error)
        for (index, handler) in snapshot.resumableHandlers.enumerated() {
            for candidate in failure.candidates where handler.canHandle(error: candidate) {
                return ResumableMatch(handler: handler, error: candidate, index: index)
            }
        }
        return nil
    }
}
