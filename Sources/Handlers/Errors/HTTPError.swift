import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response whose status code is outside 200..<300. The whole response,
/// body included, is kept so handlers can read what the server said.
public struct HTTPError: Error, LocalizedError, Sendable, Equatable {
    /// The response that failed.
    public let response: HTTPResponse

    /// Wraps a failed response.
    public init(response: HTTPResponse) {
        self.response = response
    }

    /// The HTTP status code.
    public var statusCode: Int { response.statusCode }

    /// The URL that answered, if known.
    public var url: URL? { response.url }

    /// The standard phrase for the status from `HTTPURLResponse.localizedString(forStatusCode:)`
    /// ("not found" for 404 on Apple platforms, "Not Found" on Linux).
    public var errorDescription: String? {
        HTTPURLResponse.localizedString(forStatusCode: statusCode)
    }
}
