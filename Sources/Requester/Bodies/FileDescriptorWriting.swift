#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writing bytes to an open file descriptor, whole: what a body written to
/// a file (`PreparedBody.write(to:)`) and a download (`DownloadFile`) share.
enum FileDescriptorWriting {
    /// Writes all of `bytes` to `descriptor`, again after an interruption
    /// or a short write; the `errno` of the failure, or `nil` when all was written.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            written += count
        }
        return nil
    }
}
