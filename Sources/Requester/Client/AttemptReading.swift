import Foundation
import Handlers

/// What an `Attempt` makes of its answer, and what it emits: the one part
/// of an attempt that differs between `request`, `requestResponse`,
/// `transfer` and `download` (building, adapting, logging, sending,
/// validating and retrying are the same for all).
///
/// A reading is a value made once per subscription; what one attempt
/// keeps (a body arriving, a file being written) is in the sink it makes
/// for that attempt.
protocol AttemptReading: Sendable {
    /// What the attempt emits.
    associatedtype Output

    /// Whether attempts take the answer as it arrives (`Transport.stream`)
    /// and report progress; otherwise they take it whole from
    /// `Transport.send` (unless the endpoint's body is streamed).
    static var reportsProgress: Bool { get }

    /// The element that reports `progress`; `nil` for readings that do not.
    static func element(reporting progress: TransferProgress) -> Output?

    /// The most body bytes an attempt may take, and the limit's name
    /// (`RequestLimits`): what the transport is held to.
    static func bodyLimit(in limits: RequestLimits) -> (bytes: Int64?, name: String)

    /// Where one attempt's streamed body goes as it arrives.
    func makeSink(for endpoint: UntypedEndpoint) -> any ResponseBodySink

    /// The element the answer gives once it is whole (`sink` holds its body
    /// when it was streamed), validated by `validator`.
    func output(
        of response: HTTPResponse, for endpoint: UntypedEndpoint, validator: ResponseValidator,
        sink: (any ResponseBodySink)?
    ) throws(RequestError) -> Output
}

extension AttemptReading {
    static var reportsProgress: Bool { false }

    static func element(reporting progress: TransferProgress) -> Output? { nil }

    /// An answer kept in memory: `maximumBodySize`.
    static func bodyLimit(in limits: RequestLimits) -> (bytes: Int64?, name: String) {
        (limits.maximumBodySize, "maximumBodySize")
    }

    /// The body kept in memory, whole, for the validator.
    func makeSink(for endpoint: UntypedEndpoint) -> any ResponseBodySink { MemoryBodySink() }
}

/// `APIClient.request`: the decoded value.
struct DecodedValue<Value: Decodable>: AttemptReading {
    func output(
        of response: HTTPResponse, for endpoint: UntypedEndpoint, validator: ResponseValidator,
        sink: (any ResponseBodySink)?
    ) throws(RequestError) -> Value {
        try validator.value(in: response, for: endpoint, as: Value.self)
    }
}

/// `APIClient.requestResponse`: the decoded value with the response it came from.
struct ValueWithResponse<Value: Decodable>: AttemptReading {
    func output(
        of response: HTTPResponse, for endpoint: UntypedEndpoint, validator: ResponseValidator,
        sink: (any ResponseBodySink)?
    ) throws(RequestError) -> Response<Value> {
        Response(value: try validator.value(in: response, for: endpoint, as: Value.self), response: response)
    }
}

/// `APIClient.transfer`: progress as the bytes go, then the decoded value.
struct TransferredValue<Value: Decodable>: AttemptReading {
    static var reportsProgress: Bool { true }

    static func element(reporting progress: TransferProgress) -> Transfer<Value>? {
        .progress(progress)
    }

    func output(
        of response: HTTPResponse, for endpoint: UntypedEndpoint, validator: ResponseValidator,
        sink: (any ResponseBodySink)?
    ) throws(RequestError) -> Transfer<Value> {
        .completed(try validator.value(in: response, for: endpoint, as: Value.self))
    }
}

/// `APIClient.download`: progress as the bytes go, the body written to a
/// temporary file, then moved to `destination` once the answer is valid.
struct DownloadedFile: AttemptReading {
    let destination: URL

    static var reportsProgress: Bool { true }

    static func element(reporting progress: TransferProgress) -> Transfer<URL>? {
        .progress(progress)
    }

    /// A file: `maximumDownloadSize`.
    static func bodyLimit(in limits: RequestLimits) -> (bytes: Int64?, name: String) {
        (limits.maximumDownloadSize, "maximumDownloadSize")
    }

    func makeSink(for endpoint: UntypedEndpoint) -> any ResponseBodySink {
        DownloadFile(destination: destination, accepts: endpoint.acceptableStatusCodes)
    }

    /// Validated (API error body while the body is small enough to be
    /// kept, then status), then the file moved into place.
    func output(
        of response: HTTPResponse, for endpoint: UntypedEndpoint, validator: ResponseValidator,
        sink: (any ResponseBodySink)?
    ) throws(RequestError) -> Transfer<URL> {
        try validator.check(response, for: endpoint)
        guard let file = sink as? DownloadFile else { throw .transport(URLError(.cannotCreateFile)) }
        try file.commit()
        return .completed(destination)
    }
}
