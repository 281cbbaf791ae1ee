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
    ///
    /// If `headers` holds the name in several spellings (`Retry-After` and
    /// `retry-after`), the one that sorts first wins, whatever the spelling
    /// asked for: the same answer for equal responses, in every process
    /// (a dictionary's order is not).
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        var found: (key: String, value: String)?
        for (key, value) in headers where key.lowercased() == lowered {
            if found.map({ key < $0.key }) ?? true { found = (key, value) }
        }
        return found?.value
    }
}
