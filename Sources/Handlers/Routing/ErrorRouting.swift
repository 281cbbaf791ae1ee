import Foundation

extension HandlerRegistry.Snapshot {
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

        if let httpError = failure.httpError,
            let handler = statusCodeHandlers.first(where: { $0.canHandle(error: httpError) })
        {
            handler.handle(error: httpError, presentable: presentable)
            return .statusCode
        }

        if let (underlying, response) = failure.underlying,
            let handler = underlyingErrorHandlers.first(where: {
                $0.canHandle(error: underlying, response: response)
            })
        {
            handler.handle(error: underlying, response: response, presentable: presentable)
            return .underlying
        }

        for candidate in failure.candidates {
            let nsError = candidate as NSError
            if let handler = nsErrorHandlers.first(where: { $0.canHandle(error: nsError) }) {
                handler.handle(error: nsError, presentable: presentable)
                return .nsError
            }
        }

        for candidate in failure.candidates {
            if let handler = errorHandlers.first(where: { $0.canHandle(error: candidate) }) {
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
        for (index, handler) in resumableHandlers.enumerated() {
            for candidate in failure.candidates where handler.canHandle(error: candidate) {
                return ResumableMatch(handler: handler, error: candidate, index: index)
            }
        }
        return nil
    }
}

extension HandlerRegistry {
    /// Routes one failure through a snapshot of this registry (steps 2 to 4
    /// of the routing order; see `Snapshot.route(_:presentable:doOnError:inlineHandler:)`).
    /// No lock is held while handlers run.
    @discardableResult
    public func route(
        _ error: any Error,
        presentable: (any Presentable)?,
        doOnError: ((any Error) -> Void)? = nil,
        inlineHandler: ((any Error) -> Bool)? = nil
    ) -> ErrorRoute {
        snapshot.route(error, presentable: presentable, doOnError: doOnError, inlineHandler: inlineHandler)
    }

    /// The first resumable handler that accepts `error`, read from a
    /// snapshot of this registry (see `Snapshot.resumableHandler(for:)`).
    public func resumableHandler(for error: any Error) -> ResumableMatch? {
        snapshot.resumableHandler(for: error)
    }
}
