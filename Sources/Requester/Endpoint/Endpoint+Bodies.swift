import Foundation

extension Endpoint {
    /// A `POST` of `form` as `application/x-www-form-urlencoded` (pairs
    /// sorted by name, serialized by the WHATWG URL Standard's rules, a
    /// space as `+`). The form's Content-Type replaces one in `headers`;
    /// `Accept: */*` is sent unless `headers` has an `Accept`.
    public static func post(
        _ path: String, form: [String: String], query: [String: String] = [:], headers: [String: String] = [:]
    ) -> Endpoint {
        bodied("POST", path, FormURLEncoding.encode(form), "application/x-www-form-urlencoded", query, headers)
    }

    /// A `POST` of `data` as it is, sent with `Content-Type: contentType`
    /// (which replaces one in `headers`); `Accept: */*` is sent unless
    /// `headers` has an `Accept`.
    public static func post(
        _ path: String, data: Data, contentType: String,
        query: [String: String] = [:], headers: [String: String] = [:]
    ) -> Endpoint {
        bodied("POST", path, data, contentType, query, headers)
    }

    /// A `PUT` of `data` as it is, sent with `Content-Type: contentType`
    /// (which replaces one in `headers`); `Accept: */*` is sent unless
    /// `headers` has an `Accept`.
    public static func put(
        _ path: String, data: Data, contentType: String,
        query: [String: String] = [:], headers: [String: String] = [:]
    ) -> Endpoint {
        bodied("PUT", path, data, contentType, query, headers)
    }

    /// An endpoint sending `body` as `contentType`, whatever `headers` says
    /// the Content-Type is, and accepting any answer unless `headers` says.
    private static func bodied(
        _ method: String, _ path: String, _ body: Data, _ contentType: String,
        _ query: [String: String], _ headers: [String: String]
    ) -> Endpoint {
        var headers = headers
        for name in headers.keys where name.caseInsensitiveCompare("Content-Type") == .orderedSame {
            headers[name] = nil
        }
        headers["Content-Type"] = contentType
        if !headers.keys.contains(where: { $0.caseInsensitiveCompare("Accept") == .orderedSame }) {
            headers["Accept"] = "*/*"
        }
        return Endpoint(method: method, path: path, query: query, headers: headers, body: body)
    }
}

extension Endpoint where Response == Empty {
    /// A `HEAD` of `path`: the status and headers of a `GET` without its
    /// body. Read the headers with `APIClient.requestResponse(_:)`.
    public static func head(
        _ path: String, query: [String: String] = [:], headers: [String: String] = [:]
    ) -> Endpoint {
        Endpoint(method: "HEAD", path: path, query: query, headers: headers)
    }
}
