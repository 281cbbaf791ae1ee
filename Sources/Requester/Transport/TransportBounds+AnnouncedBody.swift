import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension TransportBounds {
    /// Whether `response` to `request` announces a body over
    /// `maximumBodySize`: its `Content-Length`, when a body follows it and
    /// arrives as sent. A `HEAD`'s, a 204's or a 304's length is of a body
    /// that does not come; with a `Content-Encoding` (gzip, deflate, br) it
    /// is the encoded size, which says nothing of the decoded body
    /// URLSession hands over: that body is only counted as it arrives.
    func refusesAnnouncedBody(of response: HTTPURLResponse, to request: URLRequest?) -> Bool {
        guard maximumBodySize != nil, response.expectedContentLength > 0,
              request?.httpMethod?.uppercased() != "HEAD", response.statusCode != 204, response.statusCode != 304
        else { return false }
        let encoding = response.value(forHTTPHeaderField: "Content-Encoding")?
            .trimmingCharacters(in: .whitespaces).lowercased() ?? "identity"
        guard encoding == "identity" || encoding.isEmpty else { return false }
        return exceeds(response.expectedContentLength)
    }
}
