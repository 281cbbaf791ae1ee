import Foundation

/// Reads a Server-Sent Events stream as its chunks arrive, by the WHATWG
/// HTML Standard's "Interpreting an event stream": one parser per
/// connection, seeded with the last event ID of the one before.
///
/// The stream is UTF-8 whatever its Content-Type says, invalid bytes read
/// as U+FFFD and a leading byte order mark dropped. Lines end at LF, CRLF
/// or CR; an empty line dispatches the event its block built. A block the
/// stream ends in the middle of is discarded.
///
/// With a `maximumEventSize`, a block (its lines and their breaks, comments
/// included) larger than that many UTF-8 bytes fails `parse` as soon as its
/// known part passes it.
struct ServerSentEventParser: Sendable {
    /// The last event ID string: set from the block's `id:` at each empty
    /// line, kept across events (and, by the caller, across connections).
    private(set) var lastEventID: String
    /// The latest valid `retry:` value of this connection, in effect from
    /// the moment its line is read; `nil` until one arrives.
    private(set) var reconnectionTime: Duration?

    private var decoder = TextStreamDecoder(charset: .utf8, errorMode: .replacing)
    private var splitter: LineSplitter
    /// The largest block allowed, in UTF-8 bytes; `nil`: any.
    private let maximumEventSize: Int64?
    /// The bytes of the block being read, its lines' breaks counted as one each.
    private var blockSize: Int64 = 0
    // The buffers the spec names, for the block being read.
    private var data = ""
    private var eventType = ""
    private var lastEventIDBuffer: String
    /// The `retry:` of the block being read, if it held a valid one.
    private var blockRetry: Duration?

    /// A parser for a new connection; `lastEventID` is the previous
    /// connection's (empty for the first).
    init(lastEventID: String = "", maximumEventSize: Int64? = nil) {
        self.lastEventID = lastEventID
        self.lastEventIDBuffer = lastEventID
        self.maximumEventSize = maximumEventSize
        // One line is never larger than its block.
        self.splitter = LineSplitter(maximumLength: maximumEventSize)
    }

    /// The events `chunk` completes, in order.
    mutating func parse(_ chunk: Data) throws(LineTooLong) -> [ServerSentEvent] {
        // Replacing mode never fails.
        let text = (try? decoder.decode(chunk)) ?? ""
        var events: [ServerSentEvent] = []
        for line in try splitter.split(text) {
            if line.isEmpty {
                blockSize = 0
            } else if let maximumEventSize {
                blockSize += Int64(line.utf8.count) + 1
                if blockSize > maximumEventSize { throw LineTooLong(maximumLength: maximumEventSize) }
            }
            if let event = process(line) { events.append(event) }
        }
        return events
    }

    /// The event an empty `line` dispatches, if any; other lines fill the block.
    private mutating func process(_ line: String) -> ServerSentEvent? {
        if line.isEmpty { return dispatch() }
        if line.utf8.first == UInt8(ascii: ":") { return nil }
        // Split on scalars, not characters: a combining mark after the
        // colon or the space would make one character of them.
        let scalars = line.unicodeScalars
        let field: Substring.UnicodeScalarView
        var value: Substring.UnicodeScalarView
        if let colon = scalars.firstIndex(of: ":") {
            field = scalars[..<colon]
            value = scalars[scalars.index(after: colon)...]
            if value.first == " " { value = value.dropFirst() }
        } else {
            field = scalars[...]
            value = Substring.UnicodeScalarView()
        }
        switch String(field) {
        case "event":
            eventType = String(value)
        case "data":
            data.unicodeScalars.append(contentsOf: value)
            data += "\n"
        case "id":
            if !value.contains("\u{0}") { lastEventIDBuffer = String(value) }
        case "retry":
            if let milliseconds = Self.digitsValue(value) {
                reconnectionTime = .milliseconds(milliseconds)
                blockRetry = reconnectionTime
            }
        default:
            break
        }
        return nil
    }

    /// The spec's "dispatch the event" at an empty line.
    private mutating func dispatch() -> ServerSentEvent? {
        lastEventID = lastEventIDBuffer
        defer {
            data = ""
            eventType = ""
            blockRetry = nil
        }
        guard !data.isEmpty else { return nil }
        if data.utf8.last == UInt8(ascii: "\n") { data.unicodeScalars.removeLast() }
        return ServerSentEvent(
            id: lastEventID.isEmpty ? nil : lastEventID,
            event: eventType.isEmpty ? nil : eventType,
            data: data,
            retry: blockRetry)
    }

    /// The base-ten value of a field made only of ASCII digits (at least
    /// one), capped at `Int64.max`; `nil` for anything else.
    private static func digitsValue(_ value: Substring.UnicodeScalarView) -> Int64? {
        guard !value.isEmpty else { return nil }
        var result: Int64 = 0
        for scalar in value {
            guard ("0"..."9").contains(scalar) else { return nil }
            let (shifted, overflow1) = result.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = shifted.addingReportingOverflow(Int64(scalar.value - 48))
            result = overflow1 || overflow2 ? Int64.max : sum
        }
        return result
    }
}
