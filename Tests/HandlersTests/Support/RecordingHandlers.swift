import Foundation
import Handlers
import Stream
import Stream

/// What one handler was asked or told, in the order it happened.
struct HandlerCall: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case asked, handled }
    let kind: Kind
    /// The handler's name in the test.
    let handler: String
    /// The dynamic type of the error value it received, e.g. `"HTTPError"`.
    let errorType: String
    /// `statusCode` for `HTTPError`, `domain code` for `NSError`, else empty.
    let detail: String
    /// The response an underlying handler received.
    let response: HTTPResponse?
    /// Identity of the presentable a `handle` received.
    let presentable: ObjectIdentifier?
}

/// A thread-safe log shared by the recording handlers of one test.
final class CallLog: Sendable {
    private let entries = Locked<[HandlerCall]>([])

    /// Every call so far.
    var calls: [HandlerCall] { entries.withLock { $0 } }
    /// Only the `handle` calls.
    var handled: [HandlerCall] { calls.filter { $0.kind == .handled } }
    /// The names of the handlers asked `canHandle`, in order.
    var asked: [String] { calls.filter { $0.kind == .asked }.map(\.handler) }

    func record(
        _ kind: HandlerCall.Kind, _ handler: String, _ error: any Error,
        response: HTTPResponse? = nil, presentable: (any Presentable)? = nil
    ) {
        let call = HandlerCall(
            kind: kind, handler: handler, errorType: String(describing: type(of: error)),
            detail: Self.detail(of: error), response: response,
            presentable: presentable.map { ObjectIdentifier($0) })
        entries.withLock { $0.append(call) }
    }

    private static func detail(of error: any Error) -> String {
        if let http = error as? HTTPError { return "\(http.statusCode)" }
        if type(of: error) is NSError.Type {
            let nsError = error as NSError
            return "\(nsError.domain) \(nsError.code)"
        }
        return ""
    }
}

/// A status-code handler that uses the default `canHandle` and records `handle`.
struct RecordingStatusCodeHandler: StatusCodeHandler {
    let name: String
    let supportedErrorCodes: [Int]
    let log: CallLog

    func handle(error: HTTPError, presentable: (any Presentable)?) {
        log.record(.handled, name, error, presentable: presentable)
    }
}

/// An underlying-error handler that accepts what `accepts` says.
struct RecordingUnderlyingHandler: UnderlyingErrorHandler {
    let name: String
    let log: CallLog
    var accepts: @Sendable (any Error) -> Bool = { _ in true }

    func canHandle(error: any Error, response: HTTPResponse?) -> Bool {
        log.record(.asked, name, error, response: response)
        return accepts(error)
    }

    func handle(error: any Error, response: HTTPResponse?, presentable: (any Presentable)?) {
        log.record(.handled, name, error, response: response, presentable: presentable)
    }
}

/// An `NSError` handler that uses the default `canHandle` (and `domain`
/// unless one is given) and records `handle`.
struct RecordingNSErrorHandler: NSErrorHandler {
    let name: String
    let supportedErrors: [Int]
    var domain: String = NSURLErrorDomain
    let log: CallLog

    func handle(error: NSError, presentable: (any Presentable)?) {
        log.record(.handled, name, error, presentable: presentable)
    }
}

/// An `Error` handler that accepts what `accepts` says.
struct RecordingErrorHandler: ErrorHandler {
    let name: String
    let log: CallLog
    var accepts: @Sendable (any Error) -> Bool = { _ in true }

    func canHandle(error: any Error) -> Bool {
        log.record(.asked, name, error)
        return accepts(error)
    }

    func handle(error: any Error, presentable: (any Presentable)?) {
        log.record(.handled, name, error, presentable: presentable)
    }
}

/// A resumable handler that accepts what `accepts` says and repairs with `just(())`.
struct RecordingResumableHandler: ResumableHandler {
    let name: String
    let log: CallLog
    var accepts: @Sendable (any Error) -> Bool = { _ in true }

    func canHandle(error: any Error) -> Bool {
        log.record(.asked, name, error)
        return accepts(error)
    }

    func handle(error: any Error, presentable: (any Presentable)?) -> Observable<Void> {
        log.record(.handled, name, error, presentable: presentable)
        return .just(())
    }
}
