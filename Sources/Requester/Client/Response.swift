import Handlers

/// An endpoint's value together with the response it came from, for
/// headers (ETag, Link, pagination), the status and the final URL
/// (`APIClient.requestResponse(_:)`, `sendResponse(_:)`).
///
/// See <doc:RequesterByExample#A-value-with-its-response> for an example with its output.
public struct Response<Value> {
    /// The value the response decoded to.
    public var value: Value
    /// The final response (after redirects): its status, the URL that
    /// answered, its headers and its raw body (empty for a download).
    public var response: HTTPResponse

    /// A value with the response it came from.
    public init(value: Value, response: HTTPResponse) {
        self.value = value
        self.response = response
    }
}

extension Response: Sendable where Value: Sendable {}
extension Response: Equatable where Value: Equatable {}
