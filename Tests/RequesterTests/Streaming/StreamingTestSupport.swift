import Foundation
import Requester
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An adapter that numbers the requests it adapts (`X-Adapted: n`), to see
/// that adapters run on every attempt of a streamed endpoint.
final class NumberingAdapter: RequestAdapter, Sendable {
    private let count = Locked(0)

    var adapted: Int { count.withLock { $0 } }

    func adapt(_ request: URLRequest) throws -> URLRequest {
        let number = count.withLock { count in
            count += 1
            return count
        }
        var request = request
        request.setValue(String(number), forHTTPHeaderField: "X-Adapted")
        return request
    }
}

/// What a logger wrote, message by message.
final class LogRecorder: Sendable {
    private let messages = Locked<[String]>([])

    var lines: [String] { messages.withLock { $0 } }

    /// A logger writing the request line and the status to this recorder.
    var logger: RequestLogger {
        RequestLogger(options: [.requestURL, .responseCode]) { [self] message in
            messages.withLock { $0.append(message) }
        }
    }
}

/// Something a subscriber's closure holds, to see when it is released.
final class LifetimeProbe: Sendable {}
