import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension TransportBounds {
    /// Whether `response` announces a body over `maximumBodySize`: its
    /// `Content-Length`, when the body arrives as sent. With a
    /// `Content-Encoding` (gzip, deflate, br) the length is the encoded
    /// size, which says nothing of the decoded body URLSession hands over:
    /// that body is only counted as it arrives.
    func refusesAnnouncedBody(of response: HTTPURLResponse) -> Bool {
        guard maximumBodySize != nil, response.expectedContentLength > 0 else { return false }
        let encoding = response.value(forHTTPHeaderField: "Content-Encoding")?
            .trimmingCharacters(in: .whitespaces).lowercased() ?? "identity"
        guard encoding == "identity" || encoding.isEmpty else { return false }
        return exceeds(response.expectedContentLength)
    }
}
