/// An event stream read by the WHATWG HTML Standard's "Interpreting an event
/// stream", written for the `ServerSentEvents` harness from the standard's
/// text and nothing else, over the whole stream at once (the library reads
/// it chunk by chunk).
///
/// The rules it follows: the bytes are decoded as UTF-8, invalid sequences
/// as U+FFFD, one leading U+FEFF dropped; lines end at CRLF, LF or CR, and
/// what follows the last line end is not a line (the stream ended in it);
/// an empty line dispatches: the last event ID becomes the ID buffer, and an
/// event goes out when the data buffer is not empty, its data without the
/// buffer's final LF; a line starting with `:` is a comment; otherwise the
/// field is what precedes the first `:` (the whole line without one) and the
/// value what follows, less one leading space; `data` appends the value and
/// a LF, `event` sets the type, `id` sets the ID buffer unless the value holds
/// U+0000, `retry` made only of ASCII digits (at least one) sets the
/// reconnection time, in milliseconds, capped at `Int64.max` (the library's
/// documented cap); other fields are ignored. Text is compared as scalars.
struct EventStreamOracle {
    /// One dispatched event, its texts as Unicode scalars.
    struct Event: Equatable, CustomStringConvertible {
        var id: [Unicode.Scalar]?
        var type: [Unicode.Scalar]?
        var data: [Unicode.Scalar]
        var retry: Int64?

        var description: String {
            func text(_ scalars: [Unicode.Scalar]?) -> String {
                scalars.map { String(String.UnicodeScalarView($0)).debugDescription } ?? "nil"
            }
            let retry = retry.map(String.init) ?? "nil"
            return "(id \(text(id)), event \(text(type)), data \(text(data)), retry \(retry))"
        }
    }

    private(set) var events: [Event] = []
    /// The last event ID string after the stream.
    private(set) var lastEventID: [Unicode.Scalar] = []
    /// The latest valid `retry:` of the stream, in milliseconds.
    private(set) var reconnectionTime: Int64?

    private var data: [Unicode.Scalar] = []
    private var type: [Unicode.Scalar] = []
    private var idBuffer: [Unicode.Scalar] = []
    private var blockRetry: Int64?

    /// The stream `bytes`, read whole.
    init(_ bytes: [UInt8]) {
        var scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var line: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\r" || scalar == "\n" {
                if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
                process(line)
                line = []
            } else {
                line.append(scalar)
            }
        }
    }

    private mutating func process(_ line: [Unicode.Scalar]) {
        if line.isEmpty { return dispatch() }
        if line[0] == ":" { return }
        var field = line[...], value = line[line.endIndex...]
        if let colon = line.firstIndex(of: ":") {
            field = line[..<colon]
            value = line[(colon + 1)...]
            if value.first == " " { value = value.dropFirst() }
        }
        switch String(String.UnicodeScalarView(field)) {
        case "data": data += value + ["\n"]
        case "event": type = Array(value)
        case "id" where !value.contains("\u{0}"): idBuffer = Array(value)
        case "retry" where !value.isEmpty && value.allSatisfy({ ("0"..."9").contains($0) }):
            var milliseconds: Int64 = 0
            for digit in value {
                let next = milliseconds.multipliedReportingOverflow(by: 10)
                let sum = next.partialValue.addingReportingOverflow(Int64(digit.value) - 48)
                milliseconds = next.overflow || sum.overflow ? .max : sum.partialValue
            }
            reconnectionTime = milliseconds
            blockRetry = milliseconds
        default: break
        }
    }

    private mutating func dispatch() {
        lastEventID = idBuffer
        defer { (data, type, blockRetry) = ([], [], nil) }
        guard !data.isEmpty else { return }
        data.removeLast()
        events.append(Event(
            id: lastEventID.isEmpty ? nil : lastEventID, type: type.isEmpty ? nil : type, data: data, retry: blockRetry))
    }
}
