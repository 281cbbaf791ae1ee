import Foundation

/// The server's own error, decoded from its error body (by default
/// `{"error": {"code": "...", "title": "..."}}`), whatever the status code.
public struct APIError: Error, Sendable, Equatable {
    /// The machine-readable code, e.g. `"city_not_found"`.
    public let code: String
    /// The human-readable message the server sent.
    public let title: String
    /// The response that carried it.
    public let response: HTTPResponse

    /// An API error with the server's code and title.
    public init(code: String, title: String, response: HTTPResponse) {
        self.code = code
        self.title = title
        self.response = response
    }
}

extension APIError: LocalizedError {
    /// The server's `title`: a handler that shows `localizedDescription`
    /// shows the server's message (the routing hands `ErrorHandler`s the
    /// `APIError` itself, unwrapped from `RequestError.api`).
    public var errorDescription: String? { title }
}
