import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `URLRequest` as AsyncHTTPClient's request: method, headers and body.
enum RequestConversion {
    /// The hop for `request` and the size of its body when known; a body
    /// stream is read on Dispatch's global queue as the connection takes it,
    /// its writes completing on `loop`. Throws `URLError` for a URL that is not http or https.
    static func hop(for request: URLRequest, streamingOn loop: any EventLoop) throws -> (HTTPClient.Request, Int64?) {
        guard let url = request.url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw URLError(.unsupportedURL)
        }
        var headers = HTTPHeaders()
        for (name, value) in request.allHTTPHeaderFields ?? [:] {
            headers.add(name: name, value: value)
        }
        let body: HTTPClient.Body?, length: Int64?
        if let data = request.httpBody {
            body = .bytes(data)
            length = Int64(data.count)
        } else if let stream = request.httpBodyStream {
            // Content-Length when the request gives one, else chunked.
            length = request.value(forHTTPHeaderField: "Content-Length").flatMap { Int64($0) }
            body = BodyStreamer.body(reading: stream, length: length, on: loop)
        } else {
            body = nil
            length = nil
        }
        let method = HTTPMethod(rawValue: request.httpMethod?.uppercased() ?? "GET")
        return (try HTTPClient.Request(url: url, method: method, headers: headers, body: body), length)
    }
}

/// Streams an `InputStream` as a request body, a chunk at a time: the next
/// chunk is read only when the connection has taken the last, so a large
/// body is never in memory whole.
enum BodyStreamer {
    static let chunkSize = 64 * 1024

    static func body(reading stream: InputStream, length: Int64?, on loop: any EventLoop) -> HTTPClient.Body {
        let source = StreamSource(stream)
        return .stream(contentLength: length) { writer in
            let done = loop.makePromise(of: Void.self)
            DispatchQueue.global().async { source.pump(into: writer, completing: done) }
            return done.futureResult
        }
    }
}

/// The `InputStream` a body is read from.
final class StreamSource: @unchecked Sendable {
    // @unchecked: the stream is read by one pump step at a time, each started
    // only when the write before it completed.
    private let stream: InputStream

    init(_ stream: InputStream) {
        self.stream = stream
    }

    /// Reads the next chunk and writes it; at the end of the stream (or on
    /// an error) closes it and completes `done`.
    func pump(into writer: HTTPClient.Body.StreamWriter, completing done: EventLoopPromise<Void>) {
        if stream.streamStatus == .notOpen { stream.open() }
        var buffer = ByteBuffer()
        var failed = false
        buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: BodyStreamer.chunkSize) { bytes in
            let read = stream.read(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), maxLength: bytes.count)
            failed = read < 0
            return max(read, 0)
        }
        if buffer.readableBytes == 0 {
            stream.close()
            // Not `streamError`: FoundationNetworking traps reading it.
            if failed {
                done.fail(URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: "The request's body stream failed."]))
            } else {
                done.succeed()
            }
            return
        }
        writer.write(.byteBuffer(buffer)).whenComplete { result in
            switch result {
            case .success:
                DispatchQueue.global().async { self.pump(into: writer, completing: done) }
            case .failure(let error):
                self.stream.close()
                done.fail(error)
            }
        }
    }
}
