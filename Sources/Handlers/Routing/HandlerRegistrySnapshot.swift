extension HandlerRegistry {
    /// The five handler lists at one instant: what routing reads, and what
    /// `HandlerRegistry.update(_:)` lets you edit as one step.
    ///
    /// Within each list the first handler that accepts a failure takes it.
    public struct Snapshot: Sendable {
        /// Handlers matched by `NSError` domain and code.
        public var nsErrorHandlers: [any NSErrorHandler]
        /// Handlers for any error; asked last.
        public var errorHandlers: [any ErrorHandler]
        /// Handlers for `HTTPError`s, by status code; asked first.
        public var statusCodeHandlers: [any StatusCodeHandler]
        /// Handlers for the `URLError` or `DecodingError` under a `RequestError`.
        public var underlyingErrorHandlers: [any UnderlyingErrorHandler]
        /// Handlers that repair a failure so the request can run again.
        public var resumableHandlers: [any ResumableHandler]

        /// Lists as given; each empty by default.
        public init(
            nsErrorHandlers: [any NSErrorHandler] = [],
            errorHandlers: [any ErrorHandler] = [],
            statusCodeHandlers: [any StatusCodeHandler] = [],
            underlyingErrorHandlers: [any UnderlyingErrorHandler] = [],
            resumableHandlers: [any ResumableHandler] = []
        ) {
            self.nsErrorHandlers = nsErrorHandlers
            self.errorHandlers = errorHandlers
            self.statusCodeHandlers = statusCodeHandlers
            self.underlyingErrorHandlers = underlyingErrorHandlers
            self.resumableHandlers = resumableHandlers
        }
    }
}
