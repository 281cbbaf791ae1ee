/// An endpoint with its response type set aside: what the code that sends
/// requests keeps and works on (`APIClient.attempts(at:reading:)`,
/// `Attempt`, `APIClient.urlRequest`, `ResponseValidator`). Its type is
/// concrete, so that code copies, builds and validates it without looking
/// `Endpoint<Response>`'s metadata up at run time, as code generic over
/// `Response` does for every copy (three lookups more per request).
typealias UntypedEndpoint = Endpoint<UntypedResponse>

/// The response type of an `UntypedEndpoint`: none.
enum UntypedResponse {}

extension Endpoint {
    /// This endpoint with its response type set aside, every part as it is.
    ///
    /// A reinterpretation, not a copy part by part: no stored property of
    /// `Endpoint` mentions `Response`, so every `Endpoint<Response>` has one
    /// layout (Tests/RequesterTests/EndpointTests.swift checks it), and
    /// copying the parts one by one in code generic over `Response` costs
    /// about a thousand instructions per request more.
    var untyped: UntypedEndpoint {
        unsafeBitCast(self, to: UntypedEndpoint.self)
    }
}
