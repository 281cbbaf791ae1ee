import Foundation
import Handlers
import Stream

extension APIClient {
    /// Sends `endpoint` and reports the transfer as it goes: `.progress`
    /// as the request body goes out and the response body comes in, then
    /// `.completed` with the decoded value, then completion; or a
    /// `RequestError`.
    ///
    /// At least one `.progress` comes first, the last one at the totals
    /// when they are known. Counts never decrease within an attempt and
    /// start again from 0 on a retry, which the retry policy decides as for
    /// `request(_:)`; adapters run again, the logger logs each attempt, and
    /// a multipart body is read from its start again. Cold, and disposing
    /// cancels the transfer.
    public func transfer<T: Decodable>(_ endpoint: Endpoint<T>) -> Observable<Transfer<T>> {
        attempts(at: endpoint.untyped, reading: TransferredValue<T>())
    }

    /// Downloads `endpoint`'s body to the file at `fileURL`, reporting
    /// progress, then completes with `.completed(fileURL)`; or fails with a
    /// `RequestError`.
    ///
    /// The body goes to a temporary file beside `fileURL` as it arrives
    /// (at most 1 MB held in memory, whatever its size), and is moved to
    /// `fileURL`, replacing a file there, only once the answer is valid:
    /// a failure, a retry or a disposal leaves nothing at `fileURL` (and a
    /// file there as it was). The answer is validated as any other (an API
    /// error body, recognised while the body is at most 1 MB; then the
    /// status), but not decoded. Progress, retries and the rest as
    /// `transfer(_:)`.
    public func download(_ endpoint: Endpoint<Data>, to fileURL: URL) -> Observable<Transfer<URL>> {
        attempts(at: endpoint.untyped, reading: DownloadedFile(destination: fileURL))
    }

    /// `download(_:to:)` for `async` code: `fileURL` once the body is
    /// there, or a thrown `RequestError`. Cancelling the calling task
    /// cancels the download (nothing is left at `fileURL`) and throws
    /// `RequestError.cancelled`.
    public func sendDownload(_ endpoint: Endpoint<Data>, to fileURL: URL) async throws -> URL {
        let completed = download(endpoint, to: fileURL).compactMap { step -> URL? in
            guard case .completed(let url) = step else { return nil }
            return url
        }
        guard let url = try await completed.first(cancellingWith: RequestError.cancelled) else {
            // A download completes with its file or fails: completing without it breaks that.
            throw RequestError.transport(URLError(.zeroByteResource))
        }
        return url
    }

    /// `transfer(_:)` as an async sequence: its progress, then its value;
    /// the loop throws the `RequestError`. Cancelling the consuming task or
    /// leaving the loop cancels the transfer.
    public func transferStream<T: Decodable>(_ endpoint: Endpoint<T>) -> AsyncThrowingStream<Transfer<T>, any Error> {
        transfer(endpoint).values
    }
}
