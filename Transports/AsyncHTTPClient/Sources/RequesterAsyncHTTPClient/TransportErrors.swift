import AsyncHTTPClient
import Foundation
import Handlers
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// AsyncHTTPClient's and SwiftNIO's failures in the request vocabulary,
/// with the `URLError` codes URLSession gives the same failures, so that
/// retry policies and handlers written for `URLSessionTransport` match.
enum TransportErrors {
    /// `error`, met sending `url`, as the `RequestError` `URLSessionTransport`
    /// would fail with. Over AsyncHTTPClient's decompression limit (the
    /// client's `Configuration.decompression`), the contract's error for a
    /// body over a size limit: `.transport(URLError(.dataLengthExceedsMaximum))`.
    static func requestError(from error: any Error, url: URL?) -> RequestError {
        if let error = error as? RequestError { return error }
        if let error = error as? URLError {
            return error.code == .cancelled ? .cancelled : .transport(error)
        }
        if let error = error as? HTTPClientError, error == .cancelled {
            return .cancelled
        }
        if let error = error as? NIOHTTPDecompression.DecompressionError, error == .limit {
            return decompressionLimitExceeded(url: url, underlying: error)
        }
        return .transport(URLError(code(for: error), userInfo: [NSUnderlyingErrorKey: error as NSError]))
    }

    /// A decoded body grown past the client's decompression limit (a gzip
    /// bomb), as `RequestLimits.exceeded` describes a size limit.
    private static func decompressionLimitExceeded(url: URL?, underlying: any Error) -> RequestError {
        let target = url?.absoluteString ?? "the request"
        var info: [String: Any] = [
            NSLocalizedDescriptionKey:
                "The response exceeds the decompression limit (HTTPClient.Configuration.decompression) for \(target)",
            NSUnderlyingErrorKey: underlying as NSError,
        ]
        if let url { info[NSURLErrorFailingURLErrorKey] = url }
        return .transport(URLError(.dataLengthExceedsMaximum, userInfo: info))
    }

    /// The `URLError` code for a failure that is not already one.
    static func code(for error: any Error) -> URLError.Code {
        switch error {
        case let error as HTTPClientError: code(for: error)
        case let error as NIOConnectionError: code(for: error)
        case let error as IOError: code(forErrno: error.errnoCode)
        case let error as ChannelError: code(for: error)
        // The connection closed before the end the response announced.
        case let error as HTTPParserError where error == .invalidEOFState: .networkConnectionLost
        case is HTTPParserError: .badServerResponse
        case is NIOHTTPDecompression.DecompressionError: .cannotDecodeContentData
        default: .unknown
        }
    }

    private static func code(for error: HTTPClientError) -> URLError.Code {
        switch error {
        case .remoteConnectionClosed, .uncleanShutdown: .networkConnectionLost
        case .readTimeout, .writeTimeout, .connectTimeout, .deadlineExceeded, .tlsHandshakeTimeout,
             .getConnectionFromPoolTimeout, .socksHandshakeTimeout, .httpProxyHandshakeTimeout:
            .timedOut
        case .invalidURL, .emptyHost, .emptyScheme, .missingSocketPath: .badURL
        case .redirectLimitReached, .redirectCycleDetected: .httpTooManyRedirects
        case .identityCodingIncorrectlyPresent, .contentLengthMissing, .invalidProxyResponse:
            .badServerResponse
        case .alreadyShutdown: .cannotConnectToHost
        default: .unknown
        }
    }

    /// A connection that could not be made to any of the host's addresses.
    private static func code(for error: NIOConnectionError) -> URLError.Code {
        if error.connectionErrors.isEmpty, error.dnsAError != nil || error.dnsAAAAError != nil {
            return .cannotFindHost
        }
        let codes = error.connectionErrors.map { code(for: $0.error) }
        return codes.contains(.timedOut) && !codes.contains(.cannotConnectToHost) ? .timedOut : .cannotConnectToHost
    }

    private static func code(for error: ChannelError) -> URLError.Code {
        switch error {
        case .connectTimeout: .timedOut
        case .eof, .ioOnClosedChannel, .outputClosed, .alreadyClosed, .inputClosed: .networkConnectionLost
        default: .unknown
        }
    }

    private static func code(forErrno errno: Int32) -> URLError.Code {
        switch errno {
        case ECONNREFUSED, EHOSTUNREACH, ENETUNREACH, EADDRNOTAVAIL: .cannotConnectToHost
        case ECONNRESET, EPIPE, ECONNABORTED: .networkConnectionLost
        case ETIMEDOUT: .timedOut
        case ENETDOWN: .notConnectedToInternet
        default: .unknown
        }
    }
}
