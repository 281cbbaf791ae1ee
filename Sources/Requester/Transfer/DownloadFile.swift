import Foundation
import Handlers
import Stream
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One attempt's download: the body written to a temporary file beside
/// `destination` as it arrives, then moved to `destination` (replacing a
/// file there) by `commit()` once the answer is valid, or removed by
/// `discard()`. Nothing is ever written at `destination` but the whole,
/// valid body.
///
/// At most `bufferLimit` bytes are held at a time: the body collects in a
/// buffer that goes to the file whenever the next chunk would overflow it.
/// A body that never overflows it stays in memory until `commit()`, so the
/// validator can read it (an API error body on a 200 is still `.api`); a
/// larger one is not read by the validator, which then judges the status
/// alone. An answer whose status the endpoint does not accept is an error
/// whatever its body: its first `bufferLimit` bytes are kept for the error,
/// none written.
///
/// The temporary file is in `destination`'s directory, so that the move is
/// a rename: atomic, and never a copy.
final class DownloadFile: ResponseBodySink {
    /// The most this file keeps in memory: 1 MB.
    static let bufferLimit = 1 << 20

    private struct State {
        var buffer = Data()
        /// The temporary file, once opened.
        var descriptor: Int32 = -1
        var temporaryPath: String?
        /// Whether part of the body is in the file (and not in `buffer`).
        var spilled = false
        /// Whether the body goes to the file (the status is accepted).
        var writesFile = true
        /// Committed or discarded: nothing more is written.
        var ended = false
    }

    let destination: URL
    private let acceptableStatusCodes: Set<Int>?
    private let state = Locked(State())

    /// A download to `destination` of an endpoint accepting
    /// `acceptableStatusCodes` (200..<300 when `nil`).
    init(destination: URL, accepts acceptableStatusCodes: Set<Int>?) {
        self.destination = destination
        self.acceptableStatusCodes = acceptableStatusCodes
    }

    func begin(_ head: HTTPResponse) {
        let accepted = acceptableStatusCodes?.contains(head.statusCode) ?? (200..<300).contains(head.statusCode)
        state.withLock { $0.writesFile = accepted }
    }

    func append(_ chunk: Data) throws(RequestError) {
        try state.withLock { state -> Result<Void, RequestError> in
            guard !state.ended else { return .success(()) }
            guard state.writesFile else {
                let room = Self.bufferLimit - state.buffer.count
                if room > 0 { state.buffer.append(chunk.prefix(room)) }
                return .success(())
            }
            if state.buffer.count + chunk.count <= Self.bufferLimit {
                state.buffer.append(chunk)
                return .success(())
            }
            return Result { () throws(RequestError) in
                try flush(&state)
                if chunk.count >= Self.bufferLimit {
                    try write(chunk, in: &state)
                } else {
                    state.buffer.append(chunk)
                }
            }
        }.get()
    }

    func collectedBody() -> Data {
        state.withLock { $0.spilled ? Data() : $0.buffer }
    }

    /// Writes what is left, closes the file and moves it to `destination`.
    func commit() throws(RequestError) {
        try state.withLock { state -> Result<Void, RequestError> in
            guard !state.ended else { return .failure(.transport(URLError(.cancelled))) }
            let result = Result { () throws(RequestError) in
                try flush(&state)
                if state.descriptor < 0 { try openTemporaryFile(&state) }
                let descriptor = state.descriptor
                state.descriptor = -1
                guard close(descriptor) == 0 else { throw failure(.cannotWriteToFile, "could not be written", errno) }
                guard let path = state.temporaryPath, rename(path, destination.path) == 0 else {
                    throw failure(.cannotMoveFile, "could not be moved into place", errno)
                }
                state.temporaryPath = nil
            }
            end(&state)
            return result
        }.get()
    }

    func discard() {
        state.withLock { end(&$0) }
    }

    /// Closes and removes the temporary file (if it is still there), and
    /// lets go of the buffer.
    private func end(_ state: inout State) {
        if state.descriptor >= 0 { _ = close(state.descriptor) }
        state.descriptor = -1
        if let path = state.temporaryPath { _ = unlink(path) }
        state.temporaryPath = nil
        state.buffer = Data()
        state.ended = true
    }

    /// Writes the buffer to the file and empties it.
    private func flush(_ state: inout State) throws(RequestError) {
        guard !state.buffer.isEmpty else { return }
        try write(state.buffer, in: &state)
        state.buffer.removeAll(keepingCapacity: true)
    }

    private func write(_ data: Data, in state: inout State) throws(RequestError) {
        if state.descriptor < 0 { try openTemporaryFile(&state) }
        state.spilled = true
        let descriptor = state.descriptor
        let code = data.withUnsafeBytes { FileDescriptorWriting.writeAll($0, to: descriptor) }
        if let code { throw failure(.cannotWriteToFile, "could not be written", code) }
    }

    private func openTemporaryFile(_ state: inout State) throws(RequestError) {
        guard destination.isFileURL else { throw failure(.unsupportedURL, "is not a file URL", 0) }
        let directory = destination.deletingLastPathComponent().path
        let path = directory + "/." + destination.lastPathComponent + "." + UUID().uuidString + ".download"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw failure(.cannotCreateFile, "could not be created", errno) }
        state.descriptor = descriptor
        state.temporaryPath = path
    }

    private func failure(_ code: URLError.Code, _ reason: String, _ number: Int32) -> RequestError {
        .transport(URLError(code, userInfo: [
            NSLocalizedDescriptionKey: "The download to \(destination.path) \(reason)"
                + (number == 0 ? "" : " (errno \(number))"),
            NSURLErrorFailingURLErrorKey: destination,
        ]))
    }
}
