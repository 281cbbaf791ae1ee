import Foundation
import Handlers

/// Turns a response into the endpoint's value or a `RequestError`, in the
/// contract's order:
///
/// 1. a body the API error contract recognises -> `.api` (whatever the status);
/// 2. a status outside 200..<300 -> `.status(HTTPError)`, body kept;
/// 3. the body decoded as `Response` (through any envelope keys) -> the
///    value, or `.decoding(error, response)`.
///
/// An empty body decodes only to `Empty`; for any other type it is a
/// `.decoding` failure, never a silent success.
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
    /// (what `RequestAttempts` keeps; see `UntypedEndpoint`).
    func value<Response: Decodable>(
        in response: HTTPResponse, for endpoint: UntypedEndpoint, as _: Response.Type
    ) throws(RequestError) -> Response {
        let contract = endpoint.apiErrorContract ?? apiErrorContract
        if let apiError = contract.apiError(in: response) {
            throw .api(apiError)
        }
        guard (200..<300).contains(response.statusCode) else {
            throw .status(HTTPError(response: response))
        }
        // A type comparison first: the cast alone is a dynamic cast per response.
        if Response.self == Empty.self, response.body.isBlank, let empty = Empty() as? Response {
            return empty
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
    /// `true` when the body is empty or only whitespace.
    fileprivate var isBlank: Bool {
        allSatisfy(\.isJSONWhitespace)
    }
}
