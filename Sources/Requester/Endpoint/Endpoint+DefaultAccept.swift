import Foundation

extension Endpoint {
    /// This endpoint with `Accept: mediaType`, unless it sets an `Accept`
    /// of its own (in any case): what the endpoints that do not answer JSON
    /// send (`*/*` for lines, `text/event-stream` for events).
    func acceptingByDefault(_ mediaType: String) -> Self {
        guard !headers.keys.contains(where: { $0.caseInsensitiveCompare("Accept") == .orderedSame }) else { return self }
        var copy = self
        copy.headers["Accept"] = mediaType
        return copy
    }
}
