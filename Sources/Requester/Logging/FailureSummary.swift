import Foundation
import Handlers

// What a failure line says about its error: a reason short enough for one
// line, and never an error's description, which can carry a URL with secrets.
extension RequestLogger {
    /// A one-line reason that never includes a URL (the URL is printed,
    /// redacted, by the caller).
    static func summary(of error: RequestError) -> String {
        switch error {
        case .transport(let error): return "transport error \(error.code.rawValue) (\(error.code.name))"
        case .status(let error): return "status \(error.statusCode)"
        case .api(let error): return "API error \(error.code)"
        case .decoding(let error, _): return "decoding failed (\(error.summary))"
        case .cancelled: return "cancelled"
        }
    }
}

extension URLError.Code {
    /// A readable name for the codes a request commonly fails with.
    var name: String {
        switch self {
        case .timedOut: return "timed out"
        case .cannotConnectToHost: return "cannot connect to host"
        case .networkConnectionLost: return "connection lost"
        case .notConnectedToInternet: return "not connected to the internet"
        case .cannotFindHost: return "cannot find host"
        case .dnsLookupFailed: return "DNS lookup failed"
        case .badServerResponse: return "bad server response"
        case .badURL: return "bad URL"
        case .cancelled: return "cancelled"
        case .secureConnectionFailed: return "secure connection failed"
        default: return "URL error"
        }
    }
}

extension DecodingError {
    /// What went wrong and where, without the data itself.
    var summary: String {
        func path(_ context: Context) -> String {
            context.codingPath.isEmpty ? "top level" : context.codingPath.map(\.stringValue).joined(separator: ".")
        }
        switch self {
        case .typeMismatch(let type, let context): return "type mismatch for \(type) at \(path(context))"
        case .valueNotFound(let type, let context): return "missing \(type) value at \(path(context))"
        case .keyNotFound(let key, let context): return "missing key \(key.stringValue) at \(path(context))"
        case .dataCorrupted(let context): return "corrupted data at \(path(context))"
        @unknown default: return "\(self)"
        }
    }
}
