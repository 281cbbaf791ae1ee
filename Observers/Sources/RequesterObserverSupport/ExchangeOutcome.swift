import Foundation
import Handlers

/// How an observed attempt ended, in the few words logs, metrics and traces
/// label it with (low cardinality: no URLs, no messages).
package enum ExchangeOutcome {
    /// `2xx` (`1xx` ... `5xx`) for a response, `cancelled` for a disposed
    /// attempt, `failed` for any other attempt without a response.
    package static func statusClass(of result: Result<HTTPResponse, RequestError>) -> String {
        switch result {
        case .success(let response): return "\(response.statusCode / 100)xx"
        case .failure(.cancelled): return "cancelled"
        case .failure: return "failed"
        }
    }

    /// A failure without a response as a short type: `cancelled`, `timeout`,
    /// or `URLError` and its code (`URLError -1004`).
    package static func errorType(of error: RequestError) -> String {
        switch error {
        case .cancelled: return "cancelled"
        case .transport(let urlError) where urlError.code == .timedOut: return "timeout"
        case .transport(let urlError): return "URLError \(urlError.code.rawValue)"
        case .status(let httpError): return "\(httpError.response.statusCode)"
        case .api(let apiError): return "\(apiError.response.statusCode)"
        case .decoding: return "decoding"
        }
    }
}
