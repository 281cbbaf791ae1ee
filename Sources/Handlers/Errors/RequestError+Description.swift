import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RequestError: CustomStringConvertible {
    /// The case and what identifies the failure:
    /// `status(HTTPResponse(404 https://api.example.com/v1/cities, headers: Content-Type; body: 58 bytes))`,
    /// `transport(URLError -1001)`, `api(expired: Sign in again; HTTPResponse(...))`.
    ///
    /// Errors get printed (`print("failed:", error)`, a crash reporter's
    /// log), so this leaves out what can carry a secret: a response prints
    /// without header values, query or body (see `HTTPResponse.description`),
    /// and a `URLError` as its code and its reason (`NSLocalizedDescriptionKey`),
    /// without the failing URL and the rest of the `userInfo` URLSession adds.
    public var description: String {
        switch self {
        case .transport(let error):
            let reason = (error.userInfo[NSLocalizedDescriptionKey] as? String).map { ": \($0)" } ?? ""
            return "transport(URLError \(error.code.rawValue)\(reason))"
        case .status(let error):
            return "status(\(error.response))"
        case .api(let error):
            return "api(\(error.code): \(error.title); \(error.response))"
        case .decoding(let error, let response):
            return "decoding(\(error); \(response))"
        case .cancelled:
            return "cancelled"
        }
    }
}
