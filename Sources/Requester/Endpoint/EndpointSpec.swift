import Foundation

/// What an `Endpoint` says except the type its answer decodes to: what to
/// send, and how to read the answer. Not generic, so that the code that
/// builds, sends and validates requests works on it without run-time
/// metadata lookups; `Endpoint`'s public properties read and write it.
struct EndpointSpec: Sendable {
    var method: String
    var path: String
    var query: [String: String]
    var headers: [String: String]
    var body: Data? {
        // A body set by hand replaces one that could not be encoded.
        didSet { bodyEncodingFailure = nil }
    }
    var timeout: Duration?
    var envelopeKeys: [String] = []
    var decoder: JSONDecoder?
    var apiErrorContract: APIErrorContract?
    /// Why the body could not be encoded, if it could not; the request then
    /// fails before it is sent.
    var bodyEncodingFailure: String?

    init(method: String, path: String, query: [String: String], headers: [String: String], body: Data?) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }
}
