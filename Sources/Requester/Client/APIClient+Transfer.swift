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
    /// `RequestError.cancelled`. `sendDownload(_:to:progress:)` reports
    /// progress too.
    public func sendDownload(_ endpoint: Endpoint<Data>, to fileURL: URL) async throws -> URL {
        try await sendDownload(endpoint, to: fileURL, progress: nil)
    }

    /// `download(_:to:)` for `async` code, handing each progress to
    /// `progress` (none when `nil`, the default): `fileURL` once the body
    /// is there, or a thrown `RequestError`.
    ///
    /// `progress` gets the `.progress` steps of `download(_:to:)`, in order
    /// and one at a time, on the thread the transport delivers them (keep
    /// it short; hop to your actor from there): at least one, the last at
    /// the totals when they are known, all of them before this returns.
    /// Counts never decrease within an attempt; a retried attempt counts
    /// from 0 again. Cancelling the calling task cancels the download,
    /// removes its temporary file (nothing is left at `fileURL`) and throws
    /// `RequestError.cancelled`. The client's `limits` apply:
    /// a body over `maximumDownloadSize` fails with
    /// `.transport(URLError(.dataLengthExceedsMaximum))` and leaves no file.
    ///
    ///     let saved = try await client.sendDownload(.get("exports/2026.zip"), to: archive) { progress in
    ///         print(progress.receivedBytes, "of", progress.expectedReceivedBytes ?? -1)
    ///     }
    public func sendDownload(
        _ endpoint: Endpoint<Data>, to fileURL: URL, progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws -> URL {
        try await completedValue(of: download(endpoint, to: fileURL), progress: progress)
    }

    /// `transfer(_:)` for `async` code, handing each progress to `progress`
    /// (none when `nil`): the decoded answer, or a thrown `RequestError`.
    /// The async form of an upload with progress (a multipart or raw body
    /// going out), and of any request whose answer is reported as it comes.
    ///
    /// `progress` gets the `.progress` steps of `transfer(_:)`, in order and
    /// one at a time, on the thread the transport delivers them: at least
    /// one, the last at the totals when they are known (`sentBytes ==
    /// expectedSentBytes` once the body is out), all of them before this
    /// returns. Counts never decrease within an attempt; a retried attempt
    /// counts from 0 again and reads its body from its start again.
    /// Cancelling the calling task cancels the request and throws
    /// `RequestError.cancelled`. Without `progress` it is `send(_:)`.
    ///
    ///     let photo = try await client.send(.post("photos", multipart: form)) { progress in
    ///         print(progress.sentBytes, "of", progress.expectedSentBytes ?? -1)
    ///     }
    public func send<Response: Decodable>(
        _ endpoint: Endpoint<Response>, progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws -> Response {
        guard let progress else { return try await send(endpoint) }
        return try await completedValue(of: transfer(endpoint), progress: progress)
    }

    /// `transfer(_:)` as an async sequence: its progress, then its value;
    /// the loop throws the `RequestError`. Cancelling the consuming task or
    /// leaving the loop cancels the transfer.
    public func transferStream<T: Decodable>(_ endpoint: Endpoint<T>) -> AsyncThrowingStream<Transfer<T>, any Error> {
        transfer(endpoint).values
    }

    /// `download(_:to:)` as an async sequence: its progress, then
    /// `.completed(fileURL)` once the file is in place; the loop throws the
    /// `RequestError`. Cancelling the consuming task or leaving the loop
    /// early cancels the download and leaves nothing at `fileURL`.
    ///
    ///     for try await step in client.downloadStream(.get("exports/2026.zip"), to: archive) {
    ///         if case .progress(let progress) = step { print(progress.receivedBytes) }
    ///     }
    public func downloadStream(_ endpoint: Endpoint<Data>, to fileURL: URL) -> AsyncThrowingStream<Transfer<URL>, any Error> {
        download(endpoint, to: fileURL).values
    }

    /// The value `transfer` completes with, each progress before it handed
    /// to `progress`; cancelling the calling task disposes the transfer.
    private func completedValue<T>(
        of transfer: Observable<Transfer<T>>, progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws -> T {
        let completed = transfer.compactMap { step -> T? in
            switch step {
            case .progress(let step):
                progress?(step)
                return nil
            case .completed(let value):
                return value
            }
        }
        guard let value = try await completed.first(cancellingWith: RequestError.cancelled) else {
            // A transfer completes with its value or fails: completing without it breaks that.
            throw RequestError.transport(URLError(.zeroByteResource))
        }
        return value
    }
}
