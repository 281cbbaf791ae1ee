import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension PreparedBody {
    /// Writes the body to a new file at `url` (replacing one there), 64 KB
    /// at a time, for a transport that uploads from a file: the session
    /// then announces the length, and Apple's CFNetwork reads a file it
    /// opened itself. Fails with the reading error (see `BodyPieceReader`),
    /// or `URLError(.cannotCreateFile)` / `.cannotWriteToFile`; a failure
    /// removes what was written.
    func write(to url: URL) throws(URLError) {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else {
            throw StreamedBody.fileError(.cannotCreateFile, url, "could not be created (errno \(errno))")
        }
        var closed = false
        defer { if !closed { _ = close(descriptor) } }
        do throws(URLError) {
            let reader = BodyPieceReader(self)
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
            defer { buffer.deallocate() }
            while true {
                let count = try reader.read(into: buffer)
                if count == 0 { break }
                try Self.writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<count]), to: descriptor, url)
            }
            closed = true
            guard close(descriptor) == 0 else {
                throw StreamedBody.fileError(.cannotWriteToFile, url, "could not be written (errno \(errno))")
            }
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, _ url: URL) throws(URLError) {
        if let code = FileDescriptorWriting.writeAll(bytes, to: descriptor) {
            throw StreamedBody.fileError(.cannotWriteToFile, url, "could not be written (errno \(code))")
        }
    }
}
