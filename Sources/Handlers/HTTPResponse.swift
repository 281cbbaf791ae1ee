import Foundation

/// A response as the request layer sees it: status, URL, headers and body.
public struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var statusCode: Int
    /// The URL that answered, if known.
    public var url: URL?
    /// The headers as received. Look them up with `header(_:)`, which ignores case.
    public var headers: [String: String]
    /// The body, possibly empty.
    public var body: Data

    /// A response with the given parts.
    public init(statusCode: Int, url: URL? = nil, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// The value of the header `name`, compared without regard to case
    /// (`header("content-type")` finds `Content-Type`).
    public func header(_ name: String) -> String? {
        if let exact = headers[name] { return exact }
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }
}
