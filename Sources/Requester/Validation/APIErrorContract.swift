import Foundation
import Handlers

/// How a server spells its own errors: reads an `APIError` out of a response
/// body, or answers `nil` when the body is not an error.
///
/// `APIClient` asks the contract first, before looking at the status code, so
/// an error body on a 200 still fails with `RequestError.api`. The default
/// reads `{"error": {"code": String, "title": String}}`; plug another with
/// `Endpoint.apiErrors(_:)` or `APIClient(..., apiErrorContract:)`.
///
/// A body longer than `maximumBodySize` (1 MiB by default) is never an
/// error: the contract does not read it, and validation goes on to the
/// status and decoding.
///
/// ```swift
/// // {"message": "...", "status": "..."} on any status >= 400
/// let contract = APIErrorContract { response in
///     guard response.statusCode >= 400,
///           let body = try? JSONDecoder().decode(MyError.self, from: response.body)
///     else { return nil }
///     return APIError(code: body.status, title: body.message, response: response)
/// }
/// // The default contract, reading error bodies of any length.
/// var unbounded = APIErrorContract.default
/// unbounded.maximumBodySize = nil
/// ```
public struct APIErrorContract: Sendable {
    // Plain closure, as every user closure in this library (see Docs/Threading.md):
    // it runs on the thread that delivered the response.
    private nonisolated(unsafe) let decodeError: (HTTPResponse) -> APIError?

    /// The longest body, in bytes, that can be an error; 1 MiB by default,
    /// `nil`: any length. Error bodies are small, and a longer body (a
    /// download, a page of results, a hostile server's padding) is then
    /// neither scanned nor decoded as one: `apiError(in:)` answers `nil`
    /// without calling the contract's closure.
    public var maximumBodySize: Int64?

    /// A contract that reads errors with `decode` from bodies of at most
    /// `maximumBodySize` bytes (1 MiB by default; `nil`: any length);
    /// return `nil` for a body that is not an error.
    public init(maximumBodySize: Int64? = 1 << 20, _ decode: @escaping (HTTPResponse) -> APIError?) {
        self.maximumBodySize = maximumBodySize
        decodeError = decode
    }

    /// The server's error in `response`, or `nil`; always `nil` for a body
    /// longer than `maximumBodySize`.
    public func apiError(in response: HTTPResponse) -> APIError? {
        if let maximumBodySize, Int64(response.body.count) > maximumBodySize { return nil }
        return decodeError(response)
    }

    /// `{"error": {"code": String, "title": String}}`, on any status, in a
    /// body of at most 1 MiB.
    public static let `default` = APIErrorContract { response in
        // Cheap pre-check on the bytes (`mayBeAPIErrorBody`): most bodies
        // are told apart without decoding, which keeps successful responses at
        // one parse, and a body ending inside an array or object, which may
        // crash JSONDecoder, never reaches it.
        guard response.body.mayBeAPIErrorBody else { return nil }
        guard let envelope = try? JSONDecoder().decode(DefaultErrorBody.self, from: response.body) else {
            return nil
        }
        return APIError(code: envelope.error.code, title: envelope.error.title, response: response)
    }

    /// A contract that never finds an error (status and decoding still apply).
    public static let none = APIErrorContract { _ in nil }
}

private struct DefaultErrorBody: Decodable {
    struct Detail: Decodable {
        let code: String
        let title: String
    }

    let error: Detail
}
