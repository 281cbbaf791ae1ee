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

extension Endpoint {
    /// Sends `Accept: */*` unless `headers` names an `Accept` already: the
    /// answer of a raw, form or multipart endpoint need not be JSON.
    mutating func acceptAnythingUnlessSet() {
        if !headers.keys.contains(where: { $0.caseInsensitiveCompare("Accept") == .orderedSame }) {
            headers["Accept"] = "*/*"
        }
    }

    /// Sets `Content-Type: contentType`, replacing one in `headers` whatever its case.
    mutating func replaceContentType(with contentType: String) {
        for name in headers.keys where name.caseInsensitiveCompare("Content-Type") == .orderedSame {
            headers[name] = nil
        }
        headers["Content-Type"] = contentType
    }
}
