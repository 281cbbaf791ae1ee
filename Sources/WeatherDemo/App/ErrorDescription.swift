import Foundation
import Handlers
import Requester
import Stream

/// A short account of an error for the story's lines.
func describe(_ error: any Error) -> String {
    switch error {
    case let failure as ChapterFailure:
        return failure.description
    case StreamError.timeout:
        return "it did not finish in time"
    case let error as RequestError:
        switch error {
        case .transport(let urlError):
            return "no response: \(urlError.code.summary)"
        case .status(let httpError):
            return "HTTP \(httpError.statusCode) from \(httpError.url?.path ?? "the server")"
        case .api(let apiError):
            return "the server's error “\(apiError.code)”: \(apiError.title)"
        case .decoding(_, let response):
            return "an answer that does not decode (HTTP \(response.statusCode), \(response.body.count) bytes)"
        case .cancelled:
            return "cancelled"
        }
    default:
        return error.localizedDescription
    }
}

extension URLError.Code {
    /// What the code means, for the codes the story can meet.
    fileprivate var summary: String {
        switch self {
        case .notConnectedToInternet: return "not connected to the internet"
        case .cannotConnectToHost: return "could not connect to the server"
        case .cannotFindHost: return "no such host"
        case .timedOut: return "timed out"
        case .networkConnectionLost: return "the connection was lost"
        default: return "URLError \(rawValue)"
        }
    }
}
