import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request for the logger tests to print: a URL, a method, headers and a
/// UTF-8 body.
func loggedRequest(_ url: String, method: String = "GET", headers: [String: String] = [:],
                   body: String? = nil) -> URLRequest {
    var request = URLRequest(url: URL(string: url)!)
    request.httpMethod = method
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = body.map { Data($0.utf8) }
    return request
}
