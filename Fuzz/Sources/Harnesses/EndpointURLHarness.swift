import Foundation
import FuzzSupport
import Requester
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An endpoint's path and query to the `URLRequest` that goes out:
/// `Endpoint.get(path, query:)` through `urlRequest(relativeTo:)`, and the
/// same endpoint through `APIClient.urlRequest(for:)` (which splices plain
/// paths as strings instead of going through `URLComponents`).
///
/// Checks: never a trap; a failure is `.transport(URLError(.badURL))` and
/// only for a path with a `.` or `..` segment; both ways give the same URL;
/// a relative path stays on the base URL's scheme, host and port, under its
/// path, with no fragment but the base URL's; and what the server would
/// receive decodes back to what was given: each path segment, percent-decoded,
/// is the segment written (decoded once where it was written encoded), the
/// query written in the path decodes to what was written, and the last query
/// items decode to the `query` given, sorted by name.
public enum EndpointURLHarness {
    static let baseURLs: [URL] = [
        "https://api.example.com", "https://api.example.com/", "https://api.example.com/v1",
        "https://api.example.com/v1/", "http://127.0.0.1:8080/base%20path/", "https://h.io/api?key=1&x=%26",
        "https://h.io/api/#frag", "https://h.io/%C3%BCmlaut/",
    ].map { URL(string: $0)! }
    /// One client per base URL: a client works its base URL's parts out once.
    static let clients = baseURLs.map { APIClient(baseURL: $0, transport: StubTransport()) }

    /// Characters that matter to URLs, for structured paths.
    static let pieces = ["/", "//", "%", "%2F", "%25", "%41", "%zz", "?", "#", "&", "=", "+", ";", ":", "@", ".", "..",
                         " ", "ü", "\u{0}", "\u{301}", "\\", "[", "]", "~", "'", "\"", "<", "a", "b", "http://x.io"]

    public static func run(_ data: UnsafeRawBufferPointer) {
        var input = FuzzInput(data)
        let baseIndex = input.choice(baseURLs.count)
        var path: String
        if input.bool() {
            path = input.string(maxBytes: 120)
        } else {
            path = ""
            for _ in 0..<input.choice(12) {
                path += input.bool() ? pieces[input.choice(pieces.count)] : input.string(maxBytes: 6)
            }
        }
        var query: [String: String] = [:]
        for _ in 0..<input.choice(5) {
            let name = input.bool() ? pieces[input.choice(pieces.count)] : input.string(maxBytes: 12)
            query[name] = input.bool() ? pieces[input.choice(pieces.count)] : input.string(maxBytes: 24)
        }
        check(path: path, query: query, base: baseURLs[baseIndex], client: clients[baseIndex])
    }

    static func check(path: String, query: [String: String], base: URL, client: APIClient) {
        let endpoint = Endpoint<Empty>.get(path, query: query)
        let describe = "path \(path.debugDescription), query \(query), base \(base.absoluteString)"
        let built: URLRequest
        do {
            built = try endpoint.urlRequest(relativeTo: base)
        } catch {
            guard case .transport(let urlError) = error, urlError.code == .badURL else {
                fuzzFailure("\(describe): failed with \(error), not .transport(.badURL)")
            }
            fuzzCheck(URLOracle.hasDotSegment(path), "\(describe): no URL, though the path has no dot segment")
            fuzzCheck((try? client.urlRequest(for: endpoint)) == nil, "\(describe): the client made a URL anyway")
            return
        }
        guard let url = built.url else { fuzzFailure("\(describe): a request without a URL") }
        let viaClient = try? client.urlRequest(for: endpoint)
        fuzzCheck(
            viaClient?.url?.absoluteString == url.absoluteString,
            "\(describe): the client built \(viaClient?.url?.absoluteString ?? "nothing"), the endpoint \(url.absoluteString)")
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            fuzzFailure("\(describe): \(url.absoluteString) cannot be taken apart")
        }
        let absolute = URLOracle.isAbsolute(path)
        if !absolute {
            URLOracle.checkPath(parts, written: path, base: base, describe: describe)
        }
        URLOracle.checkQuery(parts, written: path, query: query, base: absolute ? nil : base, describe: describe)
    }
}
