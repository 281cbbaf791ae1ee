import Foundation
import FuzzSupport
import Handlers
import Requester
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `MultipartForm` made of the fuzzer's bytes (text fields, files from
/// memory, files on disk, some missing), sent as `Endpoint.post(_:multipart:)`
/// builds it (`urlRequest(relativeTo:)`), its `httpBodyStream` read to the
/// end in reads of fuzzed sizes, then cut back into parts by
/// `MultipartReader` (RFC 2046, written independently).
///
/// Checks: never a trap. A file part whose Content-Type holds a control
/// character fails the request with `.transport(URLError(.unknown))`; else a
/// file missing on disk fails it with `.transport(URLError(.fileDoesNotExist))`.
/// Otherwise the request's Content-Type is `multipart/form-data` with a
/// boundary `requester-<hex>-<hex>` (at most 70 characters, RFC 2046), and
/// the body parses into the form's parts, in order: each with exactly one
/// `Content-Disposition: form-data; name="..."` header line, and
/// `; filename="..."` exactly for a file, their values the UTF-8 of what was
/// given with `"`, CR and LF written `%22`, `%0D`, `%0A` (the doc comment's
/// promise: no header can be injected); a `Content-Type` line exactly for a
/// file, carrying its type as given; no other header line; the content byte
/// for byte; and the boundary inside no part's content.
public enum MultipartHarness {
    /// Pieces that a name, filename, type or content is made of, besides fuzzed bytes.
    static let pieces = [
        "\"", "\r", "\n", "\r\n", "%22", "\r\nContent-Type: text/html", "; filename=\"x\"", "--requester-",
        "\r\n--", "é", "\u{0}", "\u{7F}", "\t", " ", "\\", "\u{FEFF}", "name", "--",
    ]

    /// Where the on-disk parts are written (one folder for the process).
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("multipart-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    static let baseURL = URL(string: "https://api.example.com")!

    struct ExpectedPart {
        var name: String
        var file: (filename: String, contentType: String)?
        var content: [UInt8]
    }

    public static func run(_ data: UnsafeRawBufferPointer) {
        var input = FuzzInput(data)
        var form = MultipartForm()
        var expected: [ExpectedPart] = []
        var missingFile = false, badType = false
        for index in 0..<input.choice(6) {
            let kind = input.choice(3)
            let name = text(&input)
            let content = Array(text(&input).utf8) + input.bytes(input.choice(64))
            if kind == 0 {
                let value = String(decoding: content, as: UTF8.self)
                form.add(name: name, value: value)
                expected.append(ExpectedPart(name: name, file: nil, content: Array(value.utf8)))
                continue
            }
            let filename = text(&input)
            let type = input.bool() ? "application/octet-stream" : text(&input)
            badType = badType || type.utf8.contains { $0 < 0x20 || $0 == 0x7F }
            expected.append(ExpectedPart(name: name, file: (filename, type), content: content))
            if kind == 1 {
                form.add(name: name, filename: filename, contentType: type, data: Data(content))
            } else {
                let url = folder.appendingPathComponent("part-\(index)")
                if input.choice(8) == 0 {
                    try? FileManager.default.removeItem(at: url)
                    missingFile = true
                } else {
                    guard (try? Data(content).write(to: url)) != nil else { fuzzFailure("cannot write \(url.path)") }
                }
                form.add(name: name, filename: filename, contentType: type, fileURL: url)
            }
        }
        let readSize = 1 + input.choice(4096)

        let request: URLRequest
        do {
            request = try Endpoint<Empty>.post("upload", multipart: form).urlRequest(relativeTo: baseURL)
        } catch {
            guard case .transport(let failure) = error else { fuzzFailure("failed with \(error)") }
            let code: URLError.Code = badType ? .unknown : .fileDoesNotExist
            fuzzCheck(badType || missingFile, "failed with \(error), though every part is sendable")
            fuzzCheck(failure.code == code, "failed with \(failure.code), not \(code)")
            return
        }
        fuzzCheck(!badType, "sent a Content-Type with a control character")
        fuzzCheck(!missingFile, "sent a file that is missing")

        let contentType = request.value(forHTTPHeaderField: "Content-Type") ?? ""
        let prefix = "multipart/form-data; boundary="
        fuzzCheck(contentType.hasPrefix(prefix), "the Content-Type is \(contentType)")
        let boundary = String(contentType.dropFirst(prefix.count))
        let words = boundary.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        let hexDigits = Array("0123456789abcdef".utf8)
        fuzzCheck(
            boundary.utf8.count <= 70 && words.count == 3 && words[0].elementsEqual("requester".utf8)
                && words.dropFirst().allSatisfy { !$0.isEmpty && $0.allSatisfy(hexDigits.contains) },
            "the boundary is \(boundary)")

        let body = readBody(of: request, readSize: readSize)
        let parts = MultipartReader.parts(of: body, boundary: Array(boundary.utf8))
        fuzzCheck(parts.count == expected.count, "\(parts.count) parts, not \(expected.count)")
        for (part, wanted) in zip(parts, expected) {
            var headers = [Array("Content-Disposition: form-data; name=\"".utf8) + escaped(wanted.name) + [34]]
            if let file = wanted.file {
                headers[0] += Array("; filename=\"".utf8) + escaped(file.filename) + [34]
                headers.append(Array("Content-Type: ".utf8) + Array(file.contentType.utf8))
            }
            fuzzCheck(
                part.headers == headers,
                "part \(wanted.name.debugDescription): headers \(part.headers.map(shown)), expected \(headers.map(shown))")
            fuzzCheck(part.content == wanted.content, "part \(wanted.name.debugDescription): content changed")
            fuzzCheck(
                MultipartReader.firstRange(of: Array(boundary.utf8), in: part.content, from: 0) == nil,
                "the boundary inside part \(wanted.name.debugDescription)")
        }
    }

    /// A fuzzed string, or up to three of `pieces` with fuzzed strings between.
    static func text(_ input: inout FuzzInput) -> String {
        guard input.bool() else { return input.string(maxBytes: 24) }
        var text = ""
        for _ in 0..<input.choice(4) {
            text += pieces[input.choice(pieces.count)] + input.string(maxBytes: 4)
        }
        return text
    }

    /// `bytes` as UTF-8, for a message.
    static func shown(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 of `text` with `"`, CR and LF percent-encoded (the HTML
    /// Standard's multipart/form-data rule for names and filenames).
    static func escaped(_ text: String) -> [UInt8] {
        text.utf8.flatMap { byte -> [UInt8] in
            switch byte {
            case 0x22: Array("%22".utf8)
            case 0x0D: Array("%0D".utf8)
            case 0x0A: Array("%0A".utf8)
            default: [byte]
            }
        }
    }

    /// Every byte of the request's body stream, read `readSize` at a time.
    static func readBody(of request: URLRequest, readSize: Int) -> [UInt8] {
        guard let stream = request.httpBodyStream else { fuzzFailure("no body stream") }
        stream.open()
        defer { stream.close() }
        var body: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: readSize)
        while true {
            let count = stream.read(&buffer, maxLength: readSize)
            fuzzCheck(count >= 0, "reading the body failed: \(String(describing: stream.streamError))")
            if count == 0 { return body }
            fuzzCheck(count <= readSize, "read \(count) bytes into \(readSize)")
            body += buffer[..<count]
        }
    }
}
