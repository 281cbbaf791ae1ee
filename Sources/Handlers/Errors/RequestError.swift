import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a request failed, in one of five shapes a `switch` covers.
public enum RequestError: Error, Sendable {
    /// The request never got a response: offline, refused, dropped, timed out.
    case transport(URLError)
    /// The server answered with a status outside 200..<300.
    case status(HTTPError)
    /// The server answered with its own error body.
    case api(APIError)
    /// The body did not decode into the expected type; the response is kept.
    case decoding(DecodingError, HTTPResponse)
    /// The request was cancelled (its subscription was disposed).
    case cancelled
}

extension RequestError {
    /// The response, when the server gave one.
    public var response: HTTPResponse? {
        switch self {
        case .status(let error): return error.response
        case .api(let error): return error.response
        case .decoding(_, let response): return response
        case .transport, .cancelled: return nil
        }
    }

    /// The wrapped error (`URLError`, `HTTPError`, `APIError`, `DecodingError`),
    /// or `self` for `.cancelled`.
    public var underlying: any Error {
        switch self {
        case .transport(let error): return error
        case .status(let error): return error
        case .api(let error): return error
        case .decoding(let error, _): return error
        case .cancelled: return self
        }
    }
}

extension RequestError: LocalizedError {
    /// A short description of the failure for logs and fallback messages.
    public var errorDescription: String? {
        switch self {
        case .transport(let error): return error.localizedDescription
        case .status(let error): return "HTTP \(error.statusCode): \(error.errorDescription ?? "")"
        case .api(let error): return error.title
        case .decoding(let error, _): return "The response could not be decoded: \(error)"
        case .cancelled: return "The request was cancelled."
        }
    }
}

extension RequestError: Equatable {
    /// The same case with equal payloads, so that recorded events compare
    /// by what failed (a 404 is not a 500, offline is not timed out).
    /// `DecodingError` is not `Equatable`: two compare equal when they
    /// describe the same failure (kind, coding path, description) and came
    /// with equal responses.
    public static func == (lhs: RequestError, rhs: RequestError) -> Bool {
        switch (lhs, rhs) {
        case (.transport(let left), .transport(let right)): return left == right
        case (.status(let left), .status(let right)): return left == right
        case (.api(let left), .api(let right)): return left == right
        case (.decoding(let left, let leftResponse), .decoding(let right, let rightResponse)):
            return leftResponse == rightResponse && String(describing: left) == String(describing: right)
        case (.cancelled, .cancelled): return true
        case (.transport, _), (.status, _), (.api, _), (.decoding, _), (.cancelled, _): return false
        }
    }
}
