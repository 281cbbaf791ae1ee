import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Failures the routing tests feed in.
enum Fixtures {
    static let url = URL(string: "https://api.example.com/cities/42")!

    static func response(_ status: Int, body: String = "") -> HTTPResponse {
        HTTPResponse(statusCode: status, url: url, body: Data(body.utf8))
    }

    static func httpError(_ status: Int) -> HTTPError {
        HTTPError(response: response(status))
    }

    static func apiError(status: Int = 422) -> APIError {
        APIError(code: "city_not_found", title: "City not found", response: response(status))
    }

    static var decodingError: DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON"))
    }

    static let offline = URLError(.notConnectedToInternet)
}

/// An error of the test's own, in none of the library's shapes.
struct CustomError: Error, Equatable {}
