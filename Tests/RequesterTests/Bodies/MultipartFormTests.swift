import Foundation
@testable import Requester
import Testing

@Suite("Multipart forms")
struct MultipartFormTests {
    @Test func aTextPartHasNoContentType() throws {
        var form = MultipartForm(boundary: "B")
        form.add(name: "title", value: "Hello")
        #expect(try bytes(of: form) == "--B\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nHello\r\n--B--\r\n")
    }

    @Test func partsGoInTheOrderAdded() throws {
        var form = MultipartForm(boundary: "xyz")
        form.add(name: "b", value: "2")
        form.add(name: "file", filename: "a.txt", contentType: "text/plain", data: Data("abc".utf8))
        form.add(name: "a", value: "1")
        #expect(try bytes(of: form) == """
            --xyz\r
            Content-Disposition: form-data; name="b"\r
            \r
            2\r
            --xyz\r
            Content-Disposition: form-data; name="file"; filename="a.txt"\r
            Content-Type: text/plain\r
            \r
            abc\r
            --xyz\r
            Content-Disposition: form-data; name="a"\r
            \r
            1\r
            --xyz--\r

            """)
    }

    @Test func aFilePartDefaultsToOctetStream() {
        var form = MultipartForm(boundary: "B")
        form.add(name: "f", filename: "x.bin", data: Data([1, 2]))
        form.add(name: "g", filename: "y.bin", fileURL: URL(fileURLWithPath: "/tmp/y.bin"))
        #expect(form.parts.map(\.contentType) == ["application/octet-stream", "application/octet-stream"])
    }

    @Test func anEmptyFormIsTheCloseDelimiter() throws {
        #expect(try bytes(of: MultipartForm(boundary: "B")) == "--B--\r\n")
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("with \"quotes\"", "with %22quotes%22"),
        ("line\r\nbreak", "line%0D%0Abreak"),
        ("résumé 履歴書.pdf", "résumé 履歴書.pdf"),
        ("100% sure; a=b", "100% sure; a=b"),
        ("back\\slash", "back\\slash"),
    ])
    func namesAndFilenamesAreEscapedAsBrowsersDo(_ raw: String, _ escaped: String) throws {
        var form = MultipartForm(boundary: "B")
        form.add(name: raw, filename: raw, contentType: "text/plain", data: Data())
        let head = try bytes(of: form)
        #expect(head.contains("Content-Disposition: form-data; name=\"\(escaped)\"; filename=\"\(escaped)\"\r\n"))
        #expect(!head.contains("filename*"))
    }

    @Test func aContentTypeWithALineBreakMakesTheFormInvalid() {
        var form = MultipartForm(boundary: "B")
        form.add(name: "ok", filename: "a", contentType: "text/plain", data: Data())
        #expect(form.invalidReason == nil)
        form.add(name: "bad", filename: "b", contentType: "text/plain\r\nX-Injected: 1", data: Data())
        form.add(name: "worse", filename: "c", contentType: "a\u{0}", data: Data())
        #expect(form.invalidReason?.contains("\"bad\"") == true)
    }

    @Test func boundariesAreRandomAndValid() {
        let boundaries = (0..<50).map { _ in MultipartForm().boundary }
        #expect(Set(boundaries).count == boundaries.count)
        // RFC 2046: 1 to 70 characters; these are letters, digits and "-".
        for boundary in boundaries {
            #expect((1...70).contains(boundary.count))
            #expect(boundary.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        }
        #expect(MultipartForm(boundary: "B").contentType == "multipart/form-data; boundary=B")
    }

    @Test func aFileIsAPieceOfItsOwnBetweenJoinedData() {
        var form = MultipartForm(boundary: "B")
        let url = URL(fileURLWithPath: "/tmp/photo.jpg")
        form.add(name: "a", value: "1")
        form.add(name: "photo", filename: "photo.jpg", contentType: "image/jpeg", fileURL: url)
        form.add(name: "b", value: "2")
        let pieces = form.body.pieces
        #expect(pieces.count == 3)
        #expect(pieces[1] == .file(url))
        guard case .data(let before) = pieces[0], case .data(let after) = pieces[2] else {
            Issue.record("Expected data around the file")
            return
        }
        #expect(String(decoding: before, as: UTF8.self).hasSuffix("Content-Type: image/jpeg\r\n\r\n"))
        #expect(String(decoding: after, as: UTF8.self).hasPrefix("\r\n--B\r\n"))
    }

    @Test func formsAreValuesThatCrossThreads() async {
        var form = MultipartForm(boundary: "B")
        form.add(name: "a", value: "1")
        let copy = form
        form.add(name: "b", value: "2")
        let count = await Task.detached { copy.parts.count }.value
        #expect(count == 1)
        #expect(form.parts.count == 2)
    }

    /// The whole body as text, read through its stream.
    private func bytes(of form: MultipartForm) throws -> String {
        String(decoding: try readAll(form.body.prepare().makeInputStream()), as: UTF8.self)
    }
}

/// Everything `stream` gives, read `chunk` bytes at a time.
func readAll(_ stream: InputStream, chunk: Int = 4096) throws -> Data {
    stream.open()
    defer { stream.close() }
    var data = Data()
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: chunk)
    defer { buffer.deallocate() }
    while stream.hasBytesAvailable {
        let count = stream.read(buffer, maxLength: chunk)
        if count < 0 { throw stream.streamError ?? URLError(.unknown) }
        if count == 0 { break }
        data.append(buffer, count: count)
    }
    return data
}
