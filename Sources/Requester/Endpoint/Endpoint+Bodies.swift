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

    /// A `POST` of `multipart` as `multipart/form-data`: its files are read
    /// from disk when each attempt is sent, from their start again on a
    /// retry, never whole into memory; a file missing then fails the
    /// request with `.transport(URLError(.fileDoesNotExist))`. The form's
    /// Content-Type (with its boundary) replaces one in `headers`;
    /// `Accept: */*` is sent unless `headers` has an `Accept`.
    public static func post(
        _ path: String, multipart: MultipartForm, query: [String: String] = [:], headers: [String: String] = [:]
    ) -> Endpoint {
        multipartBodied("POST", path, multipart, query, headers)
    }

    /// A `PUT` of `multipart` as `multipart/form-data`, as
    /// `post(_:multipart:query:headers:)` sends it.
    public static func put(
        _ path: String, multipart: MultipartForm, query: [String: String] = [:], headers: [String: String] = [:]
    ) -> Endpoint {
        multipartBodied("PUT", path, multipart, query, headers)
    }

    /// An endpoint sending `body` as `contentType`, whatever `headers` says
    /// the Content-Type is, and accepting any answer unless `headers` says.
    private static func bodied(
        _ method: String, _ path: String, _ body: Data, _ contentType: String,
        _ query: [String: String], _ headers: [String: String]
    ) -> Endpoint {
        var endpoint = Endpoint(method: method, path: path, query: query, headers: headers, body: body)
        endpoint.replaceContentType(with: contentType)
        endpoint.acceptAnythingUnlessSet()
        return endpoint
    }

    /// An endpoint sending `form`'s parts, read when each attempt is sent.
    private static func multipartBodied(
        _ method: String, _ path: String, _ form: MultipartForm,
        _ query: [String: String], _ headers: [String: String]
    ) -> Endpoint {
        var endpoint = Endpoint(method: method, path: path, query: query, headers: headers)
        endpoint.replaceContentType(with: form.contentType)
        endpoint.acceptAnythingUnlessSet()
        endpoint.streamedBody = form.body
        endpoint.bodyEncodingFailure = form.invalidReason.map { "The multipart body of \(method) \(path): \($0)" }
        return endpoint
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
