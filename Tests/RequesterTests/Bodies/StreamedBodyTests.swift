import Foundation
import Handlers
@testable import Requester
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Bodies streamed from memory and files")
final class StreamedBodyTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-body-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func file(_ name: String, _ content: Data) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try content.write(to: url)
        return url
    }

    /// Bytes 0, 1, ... 250, 0, 1, ...: easy to tell apart at any offset.
    func pattern(_ count: Int) -> Data {
        Data((0..<count).map { UInt8($0 % 251) })
    }

    func body(_ pieces: StreamedBody.Piece...) -> StreamedBody {
        var body = StreamedBody()
        for piece in pieces {
            switch piece {
            case .data(let data): body.append(data)
            case .file(let url): body.append(fileAt: url)
            }
        }
        return body
    }

    @Test func dataAndFilesAreReadInOrderWhateverTheReadSize() throws {
        let big = pattern(300_000)
        let first = try file("first.bin", big)
        let second = try file("second.bin", Data("second".utf8))
        let empty = try file("empty.bin", Data())
        let body = body(.data(Data("<".utf8)), .file(first), .file(empty), .data(Data("|".utf8)), .file(second),
                        .data(Data(">".utf8)))
        let expected = Data("<".utf8) + big + Data("|second>".utf8)
        let prepared = try body.prepare()
        #expect(prepared.contentLength == Int64(expected.count))
        for size in [1, 7, 4096, 65_536, 1_000_000] {
            #expect(try readAll(prepared.makeInputStream(), chunk: size) == expected, "reading \(size) at a time")
        }
    }

    @Test func eachStreamReadsFromTheStartAgain() throws {
        let url = try file("again.bin", pattern(10_000))
        let prepared = try body(.data(Data("head".utf8)), .file(url)).prepare()
        let first = try readAll(prepared.makeInputStream())
        let second = try readAll(prepared.makeInputStream())
        #expect(first == second)
        #expect(first.count == 10_004)
    }

    @Test func adjacentDataIsJoinedAndEmptyDataDropped() {
        let joined = body(.data(Data("a".utf8)), .data(Data()), .data(Data("b".utf8)))
        #expect(joined.pieces == [.data(Data("ab".utf8))])
    }

    @Test func anEmptyBodyHasLengthZero() throws {
        let prepared = try StreamedBody().prepare()
        #expect(prepared.contentLength == 0)
        #expect(try readAll(prepared.makeInputStream()).isEmpty)
    }

    @Test func aMissingFileFailsWhenTheAttemptIsPrepared() throws {
        let missing = directory.appendingPathComponent("missing.bin")
        let body = body(.data(Data("x".utf8)), .file(missing))
        #expect(transportErrorCode { try body.prepare() } == .fileDoesNotExist)
        // Created before the next attempt: that attempt finds it.
        _ = try file("missing.bin", Data("now here".utf8))
        #expect(try readAll(body.prepare().makeInputStream()) == Data("xnow here".utf8))
    }

    @Test func aDirectoryOrAURLThatIsNotAFileFails() throws {
        #expect(transportErrorCode { try body(.file(directory)).prepare() } == .fileIsDirectory)
        let web = URL(string: "https://example.com/photo.jpg")!
        #expect(transportErrorCode { try body(.file(web)).prepare() } == .unsupportedURL)
    }

    @Test func theErrorNamesTheFile() throws {
        let missing = directory.appendingPathComponent("named.bin")
        do {
            _ = try body(.file(missing)).prepare()
            Issue.record("Expected a failure")
        } catch {
            guard case .transport(let urlError) = error else {
                Issue.record("Expected .transport")
                return
            }
            #expect(urlError.localizedDescription.contains("named.bin"))
            #expect(urlError.failingURL == missing)
        }
    }

    #if !os(Windows)
    @Test func aFileThatIsNotRegularHasNoKnownLength() throws {
        let fifo = directory.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let prepared = try body(.data(Data("a".utf8)), .file(fifo)).prepare()
        #expect(prepared.contentLength == nil)
        // Read to its end: a writer writes, then closes.
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo.path) {
                handle.write(Data("from a pipe".utf8))
                try? handle.close()
            }
        }
        writer.start()
        #expect(try readAll(prepared.makeInputStream()) == Data("afrom a pipe".utf8))
    }
    #endif

    @Test func aFileRemovedAfterPreparingFailsTheRead() throws {
        let url = try file("gone.bin", pattern(1000))
        let stream = try body(.data(Data("x".utf8)), .file(url)).prepare().makeInputStream()
        try FileManager.default.removeItem(at: url)
        stream.open()
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 100)
        defer { buffer.deallocate() }
        #expect(stream.read(buffer, maxLength: 100) == -1)
        #expect(stream.failure?.code == .fileDoesNotExist)
        #expect(stream.streamStatus == .error)
        // Still "has bytes", so a reader meets the error rather than taking the body as ended.
        #expect(stream.hasBytesAvailable)
        #expect(stream.read(buffer, maxLength: 100) == -1)
    }

    @Test func aFileShorterThanWhenPreparedFailsTheRead() throws {
        let url = try file("shrinks.bin", pattern(1000))
        let stream = try body(.file(url)).prepare().makeInputStream()
        try pattern(10).write(to: url)
        #expect(throws: URLError.self) { try readAll(stream) }
        #expect(stream.failure?.code == .cannotOpenFile)
    }

    @Test func aFileLongerThanWhenPreparedIsReadToItsPreparedSize() throws {
        let url = try file("grows.bin", pattern(1000))
        let prepared = try body(.file(url), .data(Data("end".utf8))).prepare()
        try pattern(5000).write(to: url)
        #expect(try readAll(prepared.makeInputStream()) == pattern(1000) + Data("end".utf8))
    }

    @Test func theStreamsStatusFollowsItsLife() throws {
        let stream = try body(.data(Data("abc".utf8))).prepare().makeInputStream()
        #expect(stream.streamStatus == .notOpen)
        stream.open()
        stream.open()  // FoundationNetworking may open twice
        #expect(stream.streamStatus == .open)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 10)
        defer { buffer.deallocate() }
        #expect(stream.read(buffer, maxLength: 10) == 3)
        #expect(stream.hasBytesAvailable)
        #expect(stream.read(buffer, maxLength: 10) == 0)
        #expect(stream.streamStatus == .atEnd)
        #expect(!stream.hasBytesAvailable)
        stream.close()
        #expect(stream.streamStatus == .closed)
        #expect(stream.read(buffer, maxLength: 10) == 0)
    }

    @Test func writingToAFileGivesTheSameBytes() throws {
        let url = try file("source.bin", pattern(200_000))
        let prepared = try body(.data(Data("a".utf8)), .file(url), .data(Data("z".utf8))).prepare()
        let destination = directory.appendingPathComponent("copy.bin")
        try Data("old content, longer than nothing".utf8).write(to: destination)
        try prepared.write(to: destination)
        #expect(try Data(contentsOf: destination) == Data("a".utf8) + pattern(200_000) + Data("z".utf8))
    }

    @Test func aFailedWriteLeavesNoFile() throws {
        let url = try file("vanishing.bin", pattern(10))
        let prepared = try body(.file(url)).prepare()
        try FileManager.default.removeItem(at: url)
        let destination = directory.appendingPathComponent("partial.bin")
        #expect { try prepared.write(to: destination) } throws: { ($0 as? URLError)?.code == .fileDoesNotExist }
        #expect(!FileManager.default.fileExists(atPath: destination.path))
        let nowhere = directory.appendingPathComponent("no/such/dir/file.bin")
        #expect { try StreamedBody().prepare().write(to: nowhere) } throws: {
            ($0 as? URLError)?.code == .cannotCreateFile
        }
    }

    private func transportErrorCode(_ body: () throws -> PreparedBody) -> URLError.Code? {
        do {
            _ = try body()
            return nil
        } catch {
            guard case .transport(let urlError) = error as? RequestError else { return nil }
            return urlError.code
        }
    }
}
