import Foundation

/// One call of an HTTP API and the type its answer decodes to.
///
/// An endpoint is a value: a method, a path relative to the client's base URL,
/// query items, headers and an optional JSON body, plus how to read the answer
/// (an envelope key, a decoder, the server's error contract).
///
/// ```swift
/// let user = Endpoint<User>.get("users/42")
/// let created = Endpoint<User>.post("users", body: NewUser(name: "Ada"))
/// let page = Endpoint<[User]>.get("users", query: ["page": "2"]).unwrapping("data")
/// let gone = Endpoint<Empty>.delete("users/42")
/// ```
///
/// Performance: no stored property mentions `Response`, so the code that
/// sends requests works on the endpoint with its response type set aside
/// (`UntypedEndpoint`), a concrete type, without run-time metadata lookups.
public struct Endpoint<Response>: Sendable {
    /// The HTTP method, upper case (`"GET"`, `"POST"`...).
    public var method: String
    /// The path, relative to the client's base URL (a leading `/` is
    /// optional). An absolute URL (`https://...`) is used as it is.
    public var path: String
    /// Query items, appended to the URL sorted by name.
    public var query: [String: String]
    /// Headers; they override the defaults (`Accept`, and `Content-Type`
    /// when there is a body).
    public var headers: [String: String]
    /// The encoded body, if any. Without a `Content-Type` header of the
    /// endpoint's own, a body is sent as `application/json`.
    public var body: Data? {
        // A body set by hand replaces one that could not be encoded, and a multipart form.
        didSet {
            bodyEncodingFailure = nil
            streamedBody = nil
        }
    }
    /// How long the request may wait for data before failing with
    /// `URLError.timedOut`; `nil` uses the client's `timeout`, and without
    /// one the session's setting.
    public var timeout: Duration?
    /// Keys of the envelopes to open before decoding, outermost first.
    public var envelopeKeys: [String] = []
    /// The decoder for the answer; `nil` uses the client's.
    public var decoder: JSONDecoder? {
        get { overridesBox?.value.decoder }
        set { overrides.decoder = newValue }
    }
    /// The server's error contract; `nil` uses the client's.
    public var apiErrorContract: APIErrorContract? {
        get { overridesBox?.value.apiErrorContract }
        set { overrides.apiErrorContract = newValue }
    }
    /// The statuses that count as a success; `nil` means 200..<300 (see
    /// `acceptableStatusCodes(_:)`).
    public var acceptableStatusCodes: Set<Int>?
    /// The limits this endpoint's answers are held to; `nil` uses the
    /// client's (see `limits(_:)`).
    public var limits: RequestLimits? {
        get { overridesBox?.value.limits }
        set { overrides.limits = newValue }
    }
    /// Whether the client's `Authenticator` applies to this endpoint: its
    /// credential added, its refresh on a refusal. `true` by default; see
    /// `authenticated(_:)`. Without an authenticator it changes nothing.
    public var isAuthenticated = true
    /// The settings this endpoint sets in place of the client's, rarely any
    /// (`EndpointOverrides`); `nil` sets none.
    private(set) var overridesBox: EndpointOverridesBox?
    /// Why the body could not be encoded, if it could not; the request then
    /// fails before it is sent.
    var bodyEncodingFailure: String?
    /// A body read from memory and files when each attempt is sent (a
    /// multipart form), instead of `body`.
    var streamedBody: StreamedBody?

    /// This endpoint's `EndpointOverrides`; setting them makes a new box,
    /// so copies made before keep theirs.
    var overrides: EndpointOverrides {
        get { overridesBox?.value ?? EndpointOverrides() }
        set { overridesBox = EndpointOverridesBox(newValue) }
    }

    /// An endpoint with every part given; the factories (`get`, `post`...)
    /// are the usual way in.
    public init(
        method: String, path: String, query: [String: String] = [:],
        headers: [String: String] = [:], body: Data? = nil
    ) {
        self.method = method.uppercased()
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        if RawAnswer.isRaw(Response.self) { acceptAnythingUnlessSet() }
    }

    /// This endpoint with `Encodable` `value` as its JSON body (and
    /// `Content-Type: application/json`).
    init<Body: Encodable>(
        method: String, path: String, jsonBody value: Body, query: [String: String],
        headers: [String: String], encoder: JSONEncoder
    ) {
        self.init(method: method, path: path, query: query, headers: headers)
        do {
            body = try encoder.encode(value)
        } catch {
            bodyEncodingFailure = "The body of \(method) \(path) could not be encoded: \(error)"
        }
        if !self.headers.keys.contains(where: { $0.caseInsensitiveCompare("Content-Type") == .orderedSame }) {
            self.headers["Content-Type"] = "application/json"
        }
    }
}

extension Endpoint {
    /// A `GET` of `path` with `query` items.
    public static func get(
        _ path: String, query: [String: String] = [:], headers: [String: String] = [:]
    ) -> Endpoint {
        Endpoint(method: "GET", path: path, query: query, headers: headers)
    }

    /// A `POST` of `body`, encoded as JSON, to `path` with `query` items.
    public static func post<Body: Encodable>(
        _ path: String, body: Body, query: [String: String] = [:], headers: [String: String] = [:],
        encoder: JSONEncoder = JSONEncoder()
    ) -> Endpoint {
        Endpoint(method: "POST", path: path, jsonBody: body, query: query, headers: headers, encoder: encoder)
    }

    /// A `POST` without a body.
    public static func post(
        _ path: String, query: [String: String] = [:], headers: [String: String] = [:]
    ) -> Endpoint {
        Endpoint(method: "POST", path: path, query: query, headers: headers)
    }

    /// A `PUT` of `body`, encoded as JSON, to `path` with `query` items.
    public static func put<Body: Encodable>(
        _ path: String, body: Body, query: [String: String] = [:], headers: [String: String] = [:],
        encoder: JSONEncoder = JSONEncoder()
    ) -> Endpoint {
        Endpoint(method: "PUT", path: path, jsonBody: body, query: query, headers: headers, encoder: encoder)
    }

    /// A `PATCH` of `body`, encoded as JSON, to `path` with `query` items.
    public static func patch<Body: Encodable>(
        _ path: String, body: Body, query: [String: String] = [:], headers: [String: String] = [:],
        encoder: JSONEncoder = JSONEncoder()
    ) -> Endpoint {
        Endpoint(method: "PATCH", path: path, jsonBody: body, query: query, headers: headers, encoder: encoder)
    }

    /// A `DELETE` of `path` with `query` items.
    public static func delete(
        _ path: String, query: [String: String] = [:], headers: [String: String] = [:]
    ) -> Endpoint {
        Endpoint(method: "DELETE", path: path, query: query, headers: headers)
    }
}

extension Endpoint {
    /// Decodes `{ key: Response }` instead of `Response`. Calls chain,
    /// outermost first: `.unwrapping("data").unwrapping("user")` reads
    /// `{"data": {"user": ...}}`. A missing key fails with `.decoding`.
    public func unwrapping(_ key: String) -> Self {
        var copy = self
        copy.envelopeKeys.append(key)
        return copy
    }

    /// This endpoint with `value` set for header `name` (replacing any
    /// header of that name, whatever its case).
    public func header(_ name: String, _ value: String) -> Self {
        var copy = self
        for key in copy.headers.keys where key.caseInsensitiveCompare(name) == .orderedSame {
            copy.headers[key] = nil
        }
        copy.headers[name] = value
        return copy
    }

    /// This endpoint with an `Idempotency-Key` header, which lets a retry
    /// policy retry it even when its method is not idempotent (`POST`, `PATCH`).
    public func idempotencyKey(_ key: String) -> Self {
        header("Idempotency-Key", key)
    }

    /// This endpoint failing with `URLError.timedOut` when no data arrives
    /// for `duration`.
    public func timeout(_ duration: Duration) -> Self {
        var copy = self
        copy.timeout = duration
        return copy
    }

    /// This endpoint decoding its answer with `decoder`.
    public func decoder(_ decoder: JSONDecoder) -> Self {
        var copy = self
        copy.decoder = decoder
        return copy
    }

    /// This endpoint reading the server's errors with `contract`.
    public func apiErrors(_ contract: APIErrorContract) -> Self {
        var copy = self
        copy.apiErrorContract = contract
        return copy
    }

    /// This endpoint taking the statuses in `codes`, and only those, for a
    /// success (instead of 200..<300): a 304 to a conditional request, say.
    /// A status in the set is never retried nor handed to a resumable
    /// handler; a body the API error contract recognises is still `.api`.
    /// A 304's empty body decodes as `Empty`, and arrives as it is (empty)
    /// with `Endpoint<Data>`.
    public func acceptableStatusCodes(_ codes: Set<Int>) -> Self {
        var copy = self
        copy.acceptableStatusCodes = codes
        return copy
    }

    /// This endpoint retried as `policy` allows instead of as the client's
    /// retry policy does; `nil` never retries it (a charge, a long upload),
    /// whatever the client's policy.
    ///
    /// ```swift
    /// let pay = Endpoint<Receipt>.post("payments", body: order).retryPolicy(nil)
    /// let poll = Endpoint<Status>.get("status").retryPolicy(RetryPolicy(maxAttempts: 10, backoff: .constant(.seconds(1))))
    /// ```
    public func retryPolicy(_ policy: RetryPolicy?) -> Self {
        var copy = self
        copy.overrides.retry = policy.map(EndpointRetry.policy) ?? .never
        return copy
    }

    /// This endpoint sent with (`true`, the default) or without (`false`)
    /// the client's `Authenticator`: without it, the authenticator adds no
    /// credential and a refusal is delivered as it is, never refreshed. For
    /// the endpoints that get the credential (a sign-in, the token endpoint
    /// itself, a public page). The client's default headers and adapters
    /// still apply; an `Authorization` the endpoint sets is sent as it is.
    ///
    /// ```swift
    /// let signIn = Endpoint<Token>.post("oauth/token", form: grant).authenticated(false)
    /// ```
    public func authenticated(_ isAuthenticated: Bool) -> Self {
        var copy = self
        copy.isAuthenticated = isAuthenticated
        return copy
    }

    /// This endpoint held to `limits` instead of the client's, whole (an
    /// export that may be large, a feed with long lines):
    ///
    /// ```swift
    /// var limits = client.limits
    /// limits.maximumBodySize = 512 << 20
    /// let export = Endpoint<Data>.get("export").limits(limits)
    /// ```
    public func limits(_ limits: RequestLimits) -> Self {
        var copy = self
        copy.limits = limits
        return copy
    }
}

// MARK: - The endpoint with its response type set aside

/// An endpoint with its response type set aside: what the code that sends
/// requests keeps and works on (`APIClient.attempts(at:reading:)`,
/// `Attempt`, `APIClient.urlRequest`, `ResponseValidator`). Its type is
/// concrete, so that code copies, builds and validates it without looking
/// `Endpoint<Response>`'s metadata up at run time, as code generic over
/// `Response` does for every copy (three lookups more per request).
@usableFromInline
typealias UntypedEndpoint = Endpoint<UntypedResponse>

/// The response type of an `UntypedEndpoint`: none.
@usableFromInline
enum UntypedResponse {}

extension Endpoint {
    /// This endpoint with its response type set aside, every part as it is.
    ///
    /// A reinterpretation, not a copy part by part: no stored property of
    /// `Endpoint` mentions `Response`, so every `Endpoint<Response>` has one
    /// layout (Tests/RequesterTests/EndpointTests.swift checks it), and
    /// copying the parts one by one in code generic over `Response` costs
    /// about a thousand instructions per request more.
    @inlinable
    var untyped: UntypedEndpoint {
        unsafeBitCast(self, to: UntypedEndpoint.self)
    }
}
