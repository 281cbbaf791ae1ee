import AsyncHTTPClient
import Foundation
import Handlers
import Requester
import NIOCore
import NIOHTTP1
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `URLRequest` as AsyncHTTPClient's request: method, headers and body.
enum RequestConversion {
    /// One hop's request, what is known of its body, and the loop a body stream is bound to.
    struct Hop {
        let request: HTTPClient.Request
        /// The body's size when known (`httpBody`, or a body stream's `Content-Length`).
        let bodyLength: Int64?
        /// With a body stream, the loop its task must run on (its end is signalled there).
        let streamLoop: (any EventLoop)?
    }

    /// The hop for `request`; a body stream is read on Dispatch's global
    /// queue as the connection takes it. Throws `URLError` for a URL that
    /// is not http or https, and `.transport(URLError(.badURL))` for a
    /// header that may not go onto the wire (`HeaderFieldRules`).
    static func hop(for request: URLRequest, in group: any EventLoopGroup) throws -> Hop {
        guard let url = request.url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw URLError(.unsupportedURL)
        }
        var headers = HTTPHeaders()
        for (name, value) in request.allHTTPHeaderFields ?? [:] {
            try HeaderFieldRules.check(name: name, value: value)
            headers.add(name: name, value: value)
        }
        let body: HTTPClient.Body?, length: Int64?, streamLoop: (any EventLoop)?
        if let data = request.httpBody {
            (body, length, streamLoop) = (.bytes(data), Int64(data.count), nil)
        } else if let stream = request.httpBodyStream {
            // Content-Length when the request gives one, else chunked.
            let loop = group.next()
            length = request.value(forHTTPHeaderField: "Content-Length").flatMap { Int64($0) }
            (body, streamLoop) = (BodyStreamer.body(reading: stream, length: length, on: loop), loop)
        } else {
            (body, length, streamLoop) = (nil, nil, nil)
        }
        let method = HTTPMethod(rawValue: request.httpMethod?.uppercased() ?? "GET")
        let hop = try HTTPClient.Request(url: url, method: method, headers: headers, body: body)
        return Hop(request: hop, bodyLength: length, streamLoop: streamLoop)
    }
}

/// Streams an `InputStream` as a request body, a chunk at a time: the next
/// chunk is read only when the connection has taken the one before, so a
/// large body is never in memory whole.
enum BodyStreamer {
    static let chunkSize = 64 * 1024

    static func body(reading stream: InputStream, length: Int64?, on loop: any EventLoop) -> HTTPClient.Body {
        let source = StreamSource(stream)
        return .stream(contentLength: length) { writer in
            let done = loop.makePromise(of: Void.self)
            DispatchQueue.global().async { source.start(into: writer, completing: done) }
            return done.futureResult
        }
    }
}

/// The `InputStream` a body is read from, one chunk ahead of the writes.
///
/// Why ahead, and `done` on the task's loop: the end of the body is then
/// signalled in the same event-loop step as the write of its last chunk.
/// AsyncHTTPClient never finishes a request whose 3xx or 4xx head arrived
/// between the last write and the end of the body stream: a read after the
/// last write (to learn that the stream was at its end), or `done` on
/// another loop, left a redirect waiting for the timeout (seen in 2 of 6,
/// then 1 of 8 runs of a 307 answering a streamed POST).
final class StreamSource: @unchecked Sendable {
    // @unchecked: the stream is read by one step at a time, each started only
    // when the write before it completed.
    private let stream: InputStream

    init(_ stream: InputStream) {
        self.stream = stream
    }

    /// Opens the stream and writes it through `writer`, completing `done` at
    /// its end or failing it with the first error.
    func start(into writer: HTTPClient.Body.StreamWriter, completing done: EventLoopPromise<Void>) {
        if stream.streamStatus == .notOpen { stream.open() }
        switch read() {
        case .failure(let error): finish(done, with: .failure(error))
        case .success(let first) where first.readableBytes == 0: finish(done, with: .success(()))
        case .success(let first): write(first, into: writer, completing: done)
        }
    }

    /// Writes `chunk` after reading the one that follows it.
    private func write(_ chunk: ByteBuffer, into writer: HTTPClient.Body.StreamWriter, completing done: EventLoopPromise<Void>) {
        let next = read()
        writer.write(.byteBuffer(chunk)).whenComplete { result in
            switch (result, next) {
            case (.failure(let error), _), (.success, .failure(let error)):
                self.finish(done, with: .failure(error))
            case (.success, .success(let following)) where following.readableBytes == 0:
                self.finish(done, with: .success(()))
            case (.success, .success(let following)):
                DispatchQueue.global().async { self.write(following, into: writer, completing: done) }
            }
        }
    }

    /// The next chunk (empty at the end of the stream).
    private func read() -> Result<ByteBuffer, any Error> {
        var buffer = ByteBuffer()
        var failed = false
        buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: BodyStreamer.chunkSize) { bytes in
            let read = stream.read(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), maxLength: bytes.count)
            failed = read < 0
            return max(read, 0)
        }
        // Not `streamError`: FoundationNetworking traps reading it.
        return failed
            ? .failure(URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: "The request's body stream failed."]))
            : .success(buffer)
    }

    private func finish(_ done: EventLoopPromise<Void>, with result: Result<Void, any Error>) {
        stream.close()
        done.completeWith(result)
    }
}
