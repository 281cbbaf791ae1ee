import Foundation
import Handlers

/// Turns a response into the endpoint's value or a `RequestError`, in the
/// contract's order:
///
/// 1. a body the API error contract recognises -> `.api` (whatever the status);
/// 2. a status the endpoint does not accept (outside 200..<300, or its
///    `acceptableStatusCodes`) -> `.status(HTTPError)`, body kept;
/// 3. the body decoded as `Response` (through any envelope keys) -> the
///    value, or `.decoding(error, response)`.
///
/// An empty body decodes only to `Empty`; for any other type it is a
/// `.decoding` failure, never a silent success. `Data` and `String` are
/// not decoded but taken raw: the body as it came, or as text in the
/// Content-Type's charset (UTF-8 without one; an unknown charset or bytes
/// invalid in it are a `.decoding` failure); envelope keys do not apply.
public struct ResponseValidator: Sendable {
    /// The server's error contract used when the endpoint names none.
    public var apiErrorContract: APIErrorContract
    /// The decoder used when the endpoint names none.
    public var decoder: JSONDecoder

    /// A validator with the client-wide defaults.
    public init(apiErrorContract: APIErrorContract = .default, decoder: JSONDecoder = JSONDecoder()) {
        self.apiErrorContract = apiErrorContract
        self.decoder = decoder
    }

    /// The value `endpoint` expects from `response`, or why there is none.
    public func validate<Response: Decodable>(
        _ response: HTTPResponse, for endpoint: Endpoint<Response>
    ) throws(RequestError) -> Response {
        try value(in: response, for: endpoint.untyped, as: Response.self)
    }

    /// `validate(_:for:)`, for an endpoint whose response type is set aside
    /// (what an `Attempt` keeps; see `UntypedEndpoint`).
    func value<Response: Decodable>(
        in response: HTTPResponse, for endpoint: UntypedEndpoint, as _: Response.Type
    ) throws(RequestError) -> Response {
        try check(response, for: endpoint)
        // Type comparisons first: a cast alone is a dynamic cast per response.
        if RawAnswer.isRaw(Response.self), let raw = try RawAnswer.value(of: response, as: Response.self) {
            return raw
        }
        if Response.self == Empty.self, response.body.isBlank, let empty = Empty() as? Response {
            return empty
        }
        // `Empty` reads no value, so the decoder never checks the tokens: the
        // body is read here, strictly (a body that is not JSON fails).
        if Response.self == Empty.self, !JSONSyntax.isValid(response.body) {
            throw .decoding(
                DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The body is not JSON.")), response)
        }
        // Not JSON, and JSONDecoder may crash on it (see `endsWithOpeningBracket`).
        if response.body.endsWithOpeningBracket {
            throw .decoding(
                DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The body ends inside an array or object.")),
                response)
        }
        let decoder = endpoint.decoder ?? self.decoder
        do {
            if endpoint.envelopeKeys.isEmpty {
                return try decoder.decode(Response.self, from: response.body)
            }
            return try Self.decodeEnveloped(Response.self, from: response.body, keys: endpoint.envelopeKeys, with: decoder)
        } catch let error as DecodingError {
            throw .decoding(error, response)
        } catch {
            // A model's own `init(from:)` threw something else: still a decoding failure.
            throw .decoding(
                DecodingError.dataCorrupted(.init(
                    codingPath: [], debugDescription: "\(error)", underlyingError: error)),
                response)
        }
    }

    /// The first two steps: fails with `.api` for a body the API error
    /// contract recognises, then with `.status` for a status the endpoint
    /// does not accept (`acceptableStatusCodes`, 200..<300 by default).
    func check(_ response: HTTPResponse, for endpoint: UntypedEndpoint) throws(RequestError) {
        let contract = endpoint.apiErrorContract ?? apiErrorContract
        if let apiError = contract.apiError(in: response) {
            throw .api(apiError)
        }
        guard endpoint.accepts(response.statusCode) else {
            throw .status(HTTPError(response: response))
        }
    }

    /// The value inside the envelopes `keys`. A function of its own, never
    /// inlined: named in `validate`, `Envelope<Response>`'s metadata was
    /// looked up on every response, enveloped or not.
    @inline(never)
    private static func decodeEnveloped<Response: Decodable>(
        _: Response.Type, from body: Data, keys: [String], with decoder: JSONDecoder
    ) throws -> Response {
        try decoder.decode(Envelope<Response>.self, from: body, configuration: keys).value
    }
}

extension Data {
    /// `true` when the body is empty or only whitespace (read in place, not
    /// through `Data`'s collection indices).
    fileprivate var isBlank: Bool {
        withUnsafeBytes { $0.allSatisfy(\.isJSONWhitespace) }
    }
}
