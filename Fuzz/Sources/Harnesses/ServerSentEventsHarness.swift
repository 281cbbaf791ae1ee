import Foundation
import FuzzSupport
import Handlers
import Requester
import Stream
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `APIClient.events(_:)` over a transport that answers with the fuzzer's
/// bytes as a `text/event-stream` body, against `EventStreamOracle` (the
/// WHATWG rules, written independently; its comment lists them).
///
/// Input: one byte for the number of cuts (0-8), a byte per cut (its place
/// in the stream, modulo the length), then the stream. Checks: never a trap;
/// the body as one chunk gives the oracle's events, with their IDs, types,
/// data (scalar for scalar) and `retry:`; cut into chunks at the chosen
/// places (a CRLF, a UTF-8 sequence or a BOM may be cut in two) it gives the
/// same; the reconnection after the body ends comes the oracle's last
/// `retry:` later (the policy's 7 ms without one), but never before the
/// client's reconnection floor (`RequestLimits.minimumReconnectionDelay`,
/// 1 s), and sends the oracle's last event ID as `Last-Event-ID` (none when
/// it is empty).
public enum ServerSentEventsHarness {
    /// The wait before reconnecting when the stream sent no `retry:`.
    static let backoff = Duration.milliseconds(7)

    public static func run(_ data: UnsafeRawBufferPointer) {
        var input = FuzzInput(data)
        let cutBytes = input.bytes(input.choice(9))
        let stream = input.rest()
        let cuts = Set(cutBytes.map { Int($0) % (stream.count + 1) }).sorted()
        var chunks: [[UInt8]] = [], start = 0
        for cut in cuts + [stream.count] where cut > start {
            chunks.append(Array(stream[start..<cut]))
            start = cut
        }

        let oracle = EventStreamOracle(stream)
        let echo = expectedEcho(oracle)
        let describe = "the stream \(String(decoding: stream, as: UTF8.self).debugDescription)"
        let whole = connect([stream], reconnects: echo != nil)
        fuzzCheck(whole.events == oracle.events, "\(describe) gave \(whole.events), the oracle \(oracle.events)")
        fuzzCheck(whole.echo == echo, "\(describe): \(whole), expected reconnected \(echo?.description ?? "never")")
        let split = connect(chunks, reconnects: echo != nil)
        fuzzCheck(
            split.events == whole.events && split.echo == whole.echo,
            "\(describe) in chunks \(chunks.map(\.count)) gave \(split), whole \(whole)")
    }

    /// What a client made of `chunks` on its first connection, and the echo
    /// of its second.
    struct Outcome: CustomStringConvertible {
        var events: [EventStreamOracle.Event] = []
        /// The second connection's time and the `Last-Event-ID` it sent (`nil`: none).
        var echo: Echo?
        var description: String { "\(events), reconnected \(echo?.description ?? "never")" }
    }

    /// When the second connection came and the `Last-Event-ID` it sent, as scalars (`nil`: none).
    struct Echo: Equatable, CustomStringConvertible {
        var time: TestTime
        var lastEventID: [Unicode.Scalar]?

        var description: String {
            "at \(time) with \(lastEventID.map { String(String.UnicodeScalarView($0)).debugDescription } ?? "none")"
        }
    }

    static func connect(_ chunks: [[UInt8]], reconnects: Bool) -> Outcome {
        let scheduler = TestScheduler(initialClock: 0, resolution: .milliseconds(1))
        let transport = EventStreamTransport(chunks: chunks.map { Data($0) })
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com")!, transport: transport,
            retryPolicy: RetryPolicy(maxAttempts: 100, backoff: .constant(backoff), scheduler: scheduler))
        let observer = scheduler.start(disposed: .max) { client.events(.get("feed")) }
        var outcome = Outcome()
        var delivered: [(time: TestTime, event: ServerSentEvent)] = []
        for recorded in observer.events {
            switch recorded.value {
            case .next(let event): delivered.append((recorded.time, event))
            case .completed: fuzzCheck(recorded.time >= 200, "completed at \(recorded.time)")
            case .error(let error): fuzzFailure("the stream failed: \(error)")
            }
        }
        // The second connection's one event is the last: the 204 of the third
        // sends none. (A reconnection due at `TestTime.max` never comes: the
        // disposal, scheduled first, runs first.)
        if reconnects, let echo = delivered.popLast() {
            fuzzCheck(echo.event.event == EventStreamTransport.echoType, "not an echo: \(observer.events)")
            // By scalars: `=` and a combining mark after it are one `Character`.
            let scalars = echo.event.data.unicodeScalars
            let sent = scalars.first == "=" ? Array(scalars.dropFirst()) : nil
            outcome.echo = Echo(time: echo.time, lastEventID: sent)
        }
        for (time, event) in delivered {
            fuzzCheck(time == 200, "an event of the first connection at \(time): \(event)")
            outcome.events.append(EventStreamOracle.Event(event))
        }
        return outcome
    }

    /// The second connection the oracle expects: when, and with which
    /// `Last-Event-ID`; `nil` when it is due at the end of time.
    static func expectedEcho(_ oracle: EventStreamOracle) -> Echo? {
        let floor = 1_000
        let wait = max(oracle.reconnectionTime.map { Int(clamping: $0) } ?? 7, floor)
        let (time, overflow) = 200.addingReportingOverflow(wait)
        guard !overflow, time < .max else { return nil }
        return Echo(time: time, lastEventID: oracle.lastEventID.isEmpty ? nil : oracle.lastEventID)
    }
}

extension EventStreamOracle.Event {
    /// What the library delivered, as the oracle writes it.
    init(_ event: ServerSentEvent) {
        self.init(
            id: event.id.map { Array($0.unicodeScalars) }, type: event.event.map { Array($0.unicodeScalars) },
            data: Array(event.data.unicodeScalars),
            retry: event.retry.map { $0.components.seconds * 1000 + $0.components.attoseconds / 1_000_000_000_000_000 })
    }
}

/// Answers the first connection with `chunks` as a `text/event-stream`
/// body, the second with one `echo` event whose data is `=` and the
/// `Last-Event-ID` it was sent (`none` without one), and every later one
/// with a 204, which ends the stream.
final class EventStreamTransport: Transport {
    static let echoType = "echo"
    let chunks: [Data]
    let calls = Atomic<Int>(0)

    init(chunks: [Data]) {
        self.chunks = chunks
    }

    func send(_ request: URLRequest) -> Observable<HTTPResponse> {
        .error(RequestError.transport(URLError(.unsupportedURL)))
    }

    func stream(_ request: URLRequest) -> Observable<TransportEvent> {
        Observable.create { [self] observer in
            let call = calls.wrappingAdd(1, ordering: .relaxed).newValue
            let head = HTTPResponse(statusCode: call > 2 ? 204 : 200, headers: ["Content-Type": "text/event-stream"])
            observer.onNext(.response(head))
            if call == 1 {
                for chunk in chunks { observer.onNext(.received(chunk)) }
            } else if call == 2 {
                let sent = request.value(forHTTPHeaderField: "Last-Event-ID").map { "=" + $0 } ?? "none"
                observer.onNext(.received(Data("event: \(Self.echoType)\ndata: \(sent)\n\n".utf8)))
            }
            observer.onCompleted()
            return Disposables.create()
        }
    }
}
