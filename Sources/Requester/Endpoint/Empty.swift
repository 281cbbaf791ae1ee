/// The response of an endpoint that answers with no content
/// (`Endpoint<Empty>`): an empty body decodes to it, and so does any JSON
/// value (the content is ignored). A body that is not JSON at all still fails
/// with `RequestError.decoding`.
public struct Empty: Codable, Sendable, Equatable, Hashable {
    /// The empty value.
    public init() {}

    /// Accepts any JSON value without reading it.
    public init(from decoder: any Decoder) throws {}

    /// Encodes as an empty JSON object, `{}`.
    public func encode(to encoder: any Encoder) throws {
        _ = encoder.container(keyedBy: NoKeys.self)
    }

    private enum NoKeys: CodingKey {}
}
