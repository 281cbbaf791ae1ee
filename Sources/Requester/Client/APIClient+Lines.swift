import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    /// Each line of `endpoint`'s body as it arrives (NDJSON, logs, any text
    /// read line by line), then completion; or a `RequestError`.
    ///
    /// Lines end at LF, CRLF or CR; empty lines are emitted, and so is a
    /// final line without a line break. The body is decoded as
    /// `Endpoint<String>` decodes it (the Content-Type's charset, UTF-8 by
    /// default), a character split between chunks read whole; an unknown
    /// charset or invalid bytes fail with `.decoding`. The status is judged
    /// before the first line: a status the endpoint does not accept fails as
    /// `request` would (`.api` with the server's error body, else
    /// `.status`). `Accept: */*` is sent unless the endpoint sets its own.
    ///
    /// The retry policy applies until the first line is emitted, never
    /// after: a stream that broke off midway fails rather than repeat lines.
    /// Adapters run on every attempt, and each is logged. The endpoint's
    /// `RequestLimits.deadline`, if any, bounds the whole stream. Cold: each
    /// subscription sends; disposing cancels the stream.
    public func lines(_ endpoint: Endpoint<String>) -> Observable<String> {
        let endpoint = endpoint.untyped.acceptingByDefault("*/*")
        guard let policy = retryPolicy(for: endpoint) else {
            let single = lineAttempt(at: endpoint, number: { 1 }, reportsRequest: false)
            return withinDeadline(single, of: endpoint, on: RetryPolicy.defaultScheduler)
        }
        // Attempts are counted per subscription, for the log and the policy.
        let retried = Observable.deferred { [self] in
            let attempts = AttemptCount()
            return lineAttempt(at: endpoint, number: attempts.next, reportsRequest: true)
                .retry(scheduler: policy.scheduler, decide: policy.decision(after:failedAttempts:))
        }
        return withinDeadline(retried, of: endpoint, on: policy.scheduler)
    }

    /// `lines(_:)` as an async sequence: iterating subscribes, a failure is
    /// thrown by the loop, and cancelling the iterating task cancels the
    /// stream.
    public func lineStream(_ endpoint: Endpoint<String>) -> AsyncThrowingStream<String, any Error> {
        lines(endpoint).values
    }

    /// One attempt per subscription, numbered by `number`, under the authenticator.
    private func lineAttempt(
        at endpoint: UntypedEndpoint, number: @escaping () -> Int, reportsRequest: Bool
    ) -> Observable<String> {
        let attempt = Observable.create { [self] observer in
            let attempt = StreamedAttempt(
                client: self, endpoint: endpoint, observer: observer, number: number(),
                reader: LineReader(reportsRequest: reportsRequest, maximumLength: limits(for: endpoint).maximumLineLength))
            attempt.start()
            return attempt
        }
        return authenticated(attempt, at: endpoint)
    }
}

/// Reads a body line by line for `lines(_:)`: a status the validator
/// accepts, then the body decoded in the charset its Content-Type declares.
private struct LineReader: StreamedBodyReader {
    /// Whether a retry loop reads this attempt's failures.
    let reportsRequest: Bool
    /// The longest line allowed (`RequestLimits.maximumLineLength`).
    let maximumLength: Int64?
    private var decoder: LineDecoder?
    /// The head, for the `.decoding` failures that name the response.
    private var head = HTTPResponse(statusCode: 0)

    init(reportsRequest: Bool, maximumLength: Int64?) {
        self.reportsRequest = reportsRequest
        self.maximumLength = maximumLength
    }

    mutating func begin(_ head: HTTPResponse, statusAccepted: Bool) -> StreamedHead {
        guard statusAccepted else { return .reject }
        self.head = head
        do throws(TextDecodingFailure) {
            decoder = LineDecoder(
                charset: try TextCharset.declared(byContentType: head.header("Content-Type")), maximumLength: maximumLength)
            return .read
        } catch {
            return .fail(.decoding(error.decodingError, head))
        }
    }

    mutating func read(_ chunk: Data) throws(RequestError) -> [String] {
        do throws(LineDecodingFailure) {
            return try decoder?.lines(in: chunk) ?? []
        } catch {
            throw failure(error)
        }
    }

    mutating func finish() throws(RequestError) -> [String] {
        do throws(LineDecodingFailure) {
            return try decoder?.finish() ?? []
        } catch {
            throw failure(error)
        }
    }

    /// Bytes that are not text fail with `.decoding`, a line over the limit
    /// as `RequestLimits` says (final: a retry would read the same line).
    private func failure(_ failure: LineDecodingFailure) -> RequestError {
        switch failure {
        case .text(let error): .decoding(error.decodingError, head)
        case .tooLong(let error): RequestLimits.exceeded("maximumLineLength", bytes: error.maximumLength, url: head.url)
        }
    }

    /// Failures before the first line are the retry policy's to judge (as
    /// an `AttemptFailure`, which names the request); after it, final.
    func outcome(of end: StreamedEnd, request: URLRequest, emitted: Bool) -> (any Error)? {
        switch end {
        case .bodyEnded:
            return nil
        case .transportFailed(let error), .failed(let error):
            return reportsRequest && !emitted ? AttemptFailure(error: error, request: request) : error
        }
    }
}
