import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Shared by RequesterTests and IntegrationTests: reading a RequestError's case in one expression.

extension RequestError {
    /// The status code of a `.status` failure.
    public var statusCode: Int? {
        if case .status(let error) = self { return error.statusCode }
        return nil
    }

    /// The code of a `.transport` failure.
    public var urlErrorCode: URLError.Code? {
        if case .transport(let error) = self { return error.code }
        return nil
    }

    /// The server's error of an `.api` failure.
    public var apiError: APIError? {
        if case .api(let error) = self { return error }
        return nil
    }

    /// The decoding error of a `.decoding` failure.
    public var decodingError: DecodingError? {
        if case .decoding(let error, _) = self { return error }
        return nil
    }

    /// `true` for `.cancelled`.
    public var isCancelled: Bool {
        if case .cancelled = self { return true }
        return false
    }
}

extension Result {
    /// The error of a failure.
    public var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// The value of a success.
    public var value: Success? { try? get() }
}

/// Lines written by a logger's sink, for assertions.
public final class LogLines: @unchecked Sendable {  // @unchecked: appended and read under the lock
    private let lock = NSLock()
    private var stored: [String] = []

    /// An empty log.
    public init() {}

    /// Every line, in order.
    public var lines: [String] { lock.withLock { stored } }

    /// The lines joined with newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// A logger sink.
    public func append(_ line: String) {
        lock.withLock { stored.append(line) }
    }
}
