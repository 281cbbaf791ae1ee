import Foundation

/// A `multipart/form-data` body (RFC 7578): text fields and files, sent in
/// the order they are added, for `post(_:multipart:...)` and
/// `put(_:multipart:...)`.
///
/// ```swift
/// var form = MultipartForm()
/// form.add(name: "title", value: "Holidays")
/// form.add(name: "photo", filename: "beach.jpg", contentType: "image/jpeg", fileURL: photoURL)
/// ```
///
/// A file part is read from disk when each attempt is sent, a piece at a
/// time (never whole into memory), from its start again on a retry; a
/// file missing then fails the request with
/// `RequestError.transport(URLError(.fileDoesNotExist))`. Text parts carry
/// no Content-Type (they are UTF-8). Names and filenames go in the
/// Content-Disposition's `name` and `filename` parameters as UTF-8 (never
/// `filename*`, which RFC 7578 section 4.2 forbids), with `"`, CR and LF
/// written `%22`, `%0D` and `%0A`, as browsers send them.
///
/// See <doc:RequesterByExample#A-multipart-form>.
public struct MultipartForm: Sendable {
    /// The delimiter between parts: random per form, so no part's content
    /// is likely to hold it.
    let boundary: String
    /// The parts, in the order added.
    private(set) var parts: [Part] = []
    /// Why the form cannot be sent, if a part was given a Content-Type that
    /// cannot go in a header (the request then fails before it is sent).
    private(set) var invalidReason: String?

    struct Part: Sendable, Equatable {
        enum Content: Sendable, Equatable {
            case data(Data)
            case file(URL)
        }

        var name: String
        var filename: String?
        var contentType: String?
        var content: Content
    }

    /// An empty form with a random boundary.
    public init() {
        var generator = SystemRandomNumberGenerator()
        let random = (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }
        self.init(boundary: "requester-" + random.joined(separator: "-"))
    }

    /// An empty form with the given boundary (for tests, which need a known one).
    init(boundary: String) {
        self.boundary = boundary
    }

    /// The request's Content-Type: `multipart/form-data` with the boundary.
    var contentType: String {
        "multipart/form-data; boundary=\(boundary)"
    }

    /// Adds a text field: `value` as UTF-8, without a Content-Type.
    public mutating func add(name: String, value: String) {
        parts.append(Part(name: name, filename: nil, contentType: nil, content: .data(Data(value.utf8))))
    }

    /// Adds a file whose content is `data`.
    public mutating func add(
        name: String, filename: String, contentType: String = "application/octet-stream", data: Data
    ) {
        addFile(Part(name: name, filename: filename, contentType: contentType, content: .data(data)))
    }

    /// Adds the file at `fileURL`, read from disk when the request is sent
    /// (on every attempt), never held whole in memory.
    public mutating func add(
        name: String, filename: String, contentType: String = "application/octet-stream", fileURL: URL
    ) {
        addFile(Part(name: name, filename: filename, contentType: contentType, content: .file(fileURL)))
    }

    private mutating func addFile(_ part: Part) {
        if invalidReason == nil, let type = part.contentType,
           type.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            invalidReason = "The Content-Type of multipart part \"\(part.name)\" holds a control character "
                + "(a line break would end the part's headers)"
        }
        parts.append(part)
    }
}
