import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Reads a `PreparedBody`'s bytes in order into buffers its caller owns,
/// opening each file when it is reached and closing it when done, so one
/// file is open at a time and nothing is held but the caller's buffer.
///
/// A file must give exactly the size it had when the body was prepared (the
/// request announced that length): one that is gone, shorter, or unreadable
/// fails the read with a `URLError`; bytes past that size are not read.
///
/// Not thread-safe: one reader per attempt, called by one consumer at a time.
final class BodyPieceReader {
    private let pieces: [PreparedBody.Piece]
    private var index = 0
    /// Bytes of the current piece already read.
    private var offset: Int64 = 0
    /// The current file's descriptor, or -1.
    private var descriptor: Int32 = -1

    init(_ body: PreparedBody) {
        pieces = body.pieces
    }

    deinit {
        close()
    }

    /// Fills `buffer` as far as the body goes; the count read, 0 at its end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(URLError) -> Int {
        var filled = 0
        while filled < buffer.count, index < pieces.count {
            let target = UnsafeMutableRawBufferPointer(rebasing: buffer[filled...])
            let count: Int
            switch pieces[index] {
            case .data(let data):
                count = min(target.count, data.count - Int(offset))
                let start = data.startIndex + Int(offset)
                data.copyBytes(to: target, from: start..<(start + count))
            case .file(let path, let size):
                count = try readFile(path, size: size, into: target)
            }
            filled += count
            offset += Int64(count)
            if count == 0 || isPieceDone { nextPiece() }
        }
        return filled
    }

    /// Closes the file being read, if any; later reads find the body ended.
    func close() {
        if descriptor >= 0 {
            _ = systemClose(descriptor)
            descriptor = -1
        }
        index = pieces.count
    }

    private var isPieceDone: Bool {
        switch pieces[index] {
        case .data(let data): return offset == Int64(data.count)
        case .file(_, let size?): return offset == size
        case .file(_, nil): return false
        }
    }

    private func nextPiece() {
        if descriptor >= 0 {
            _ = systemClose(descriptor)
            descriptor = -1
        }
        index += 1
        offset = 0
    }

    /// Reads the next bytes of the file at `path`; 0 at its end, which
    /// must be at `size` when that is known.
    private func readFile(_ path: String, size: Int64?, into target: UnsafeMutableRawBufferPointer) throws(URLError) -> Int {
        if descriptor < 0 {
            descriptor = systemOpen(path, O_RDONLY)
            guard descriptor >= 0 else { throw fileError(path, errno: errno) }
        }
        let wanted = size.map { min(Int64(target.count), $0 - offset) }.map(Int.init) ?? target.count
        guard wanted > 0 else { return 0 }
        while true {
            let count = systemRead(descriptor, target.baseAddress, wanted)
            if count > 0 { return count }
            if count < 0, errno == EINTR { continue }
            if count < 0 { throw fileError(path, errno: errno) }
            // The end of the file: expected only when its size was unknown.
            if size == nil { return 0 }
            throw StreamedBody.fileError(
                .cannotOpenFile, URL(fileURLWithPath: path),
                "ended after \(offset) bytes, shorter than the \(size ?? 0) it had when the request was prepared")
        }
    }

    private func fileError(_ path: String, errno code: Int32) -> URLError {
        let url = URL(fileURLWithPath: path)
        switch code {
        case ENOENT, ENOTDIR: return StreamedBody.fileError(.fileDoesNotExist, url, "does not exist")
        case EACCES, EPERM: return StreamedBody.fileError(.noPermissionsToReadFile, url, "may not be read")
        case EISDIR: return StreamedBody.fileError(.fileIsDirectory, url, "is a directory")
        default: return StreamedBody.fileError(.cannotOpenFile, url, "cannot be read (errno \(code))")
        }
    }
}

// The C library's calls under names of their own: inside the class, `close`
// and `read` would name its methods.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
