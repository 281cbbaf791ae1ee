extension RequestLogger {
    /// What to write about each request.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int

        /// An option set from raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The method and URL of each request (query secrets redacted).
        public static let requestURL = Options(rawValue: 1 << 0)
        /// How long each attempt took.
        public static let time = Options(rawValue: 1 << 1)
        /// The response's status code.
        public static let responseCode = Options(rawValue: 1 << 2)
        /// The request's headers.
        public static let requestHeaders = Options(rawValue: 1 << 3)
        /// The request's body.
        public static let requestBody = Options(rawValue: 1 << 4)
        /// The response's headers.
        public static let responseHeaders = Options(rawValue: 1 << 5)
        /// The response's body.
        public static let responseBody = Options(rawValue: 1 << 6)
        /// Everything above.
        public static let all: Options = [
            .requestURL, .time, .responseCode, .requestHeaders, .requestBody, .responseHeaders, .responseBody,
        ]
        /// Nothing at all, failures included.
        public static let disabled: Options = []
        /// `[.requestURL, .responseCode, .time]`.
        public static let `default`: Options = [.requestURL, .responseCode, .time]
    }
}
