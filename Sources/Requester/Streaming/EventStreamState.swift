import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What one subscription to `events(_:)` carries from each connection to
/// the next: the last event ID (sent as `Last-Event-ID`), the server's
/// latest `retry:`, how many connections in a row delivered no event; and
/// the reconnection rule its retry loop follows (`decision(after:failedAttempts:)`).
///
/// Connections never overlap, but each reports from its transport's threads
/// and the next starts on the retry scheduler's: the values sit under a lock.
final class EventStreamState: Sendable {
    /// The wait before reconnecting when the server sent no `retry:` and
    /// the client has no retry policy (EventSource's usual default).
    static let defaultReconnectionTime = Duration.seconds(3)
    /// How far the wait grows, doubling, across connections in a row that
    /// deliver no event (a longer `retry:` or backoff is kept as it is).
    static let maximumGrownReconnectionTime = Duration.seconds(60)

    private struct Values {
        var lastEventID: String
        /// The server's latest valid `retry:`, on any connection so far.
        var reconnectionTime: Duration?
        var connections = 0
        var deliveredOnThisConnection = false
        /// Connections in a row, the last one included, that delivered no event.
        var emptyConnections = 0
    }

    private let values: Locked<Values>
    private let policy: RetryPolicy?
    /// The shortest wait before reconnecting (`RequestLimits.minimumReconnectionDelay`).
    private let minimumDelay: Duration

    /// The state before the first connection: `lastEventID` is what the
    /// endpoint asked to resume from (empty for none); no wait before a
    /// reconnection is shorter than `minimumDelay`.
    init(lastEventID: String, policy: RetryPolicy?, minimumDelay: Duration) {
        values = Locked(Values(lastEventID: lastEventID))
        self.policy = policy
        self.minimumDelay = minimumDelay
    }

    /// A connection starts: its number (from 1) and the last event ID to send.
    func connectionStarts() -> (number: Int, lastEventID: String) {
        values.withLock { values in
            values.connections += 1
            values.deliveredOnThisConnection = false
            return (values.connections, values.lastEventID)
        }
    }

    /// The current connection's parser read a chunk, which gave events or not.
    func connectionRead(lastEventID: String, reconnectionTime: Duration?, delivered: Bool) {
        values.withLock { values in
            values.lastEventID = lastEventID
            if let reconnectionTime { values.reconnectionTime = reconnectionTime }
            if delivered { values.deliveredOnThisConnection = true }
        }
    }

    /// The retry loop's decision after a connection failed with `error`:
    /// an ended connection is made again after `delay(afterEmptyConnections:serverTime:)`;
    /// with a policy, `maxAttempts` connections in a row without an event
    /// fail the stream. Any other error (a status, a request that could not
    /// be built) fails it as it is.
    func decision(after error: any Error, failedAttempts _: Int) -> RetryDecision {
        guard let ended = error as? EventConnectionEnded else { return .fail(error) }
        let (empty, serverTime) = values.withLock { values in
            values.emptyConnections = values.deliveredOnThisConnection ? 0 : values.emptyConnections + 1
            return (values.emptyConnections, values.reconnectionTime)
        }
        if let policy, empty >= policy.maxAttempts {
            return .fail(ended.cause ?? .transport(URLError(.networkConnectionLost)))
        }
        return .retry(after: delay(afterEmptyConnections: empty, serverTime: serverTime))
    }

    /// The wait before the next connection, after `empty` connections in a
    /// row (the last one included) that delivered no event.
    ///
    /// The wait asked for is the server's latest `retry:`, else the
    /// policy's backoff for retry `empty` (at least 1), else 3 s. After a
    /// connection that delivered an event, or the first without one, the
    /// wait is that, but never less than `minimumDelay`; each further
    /// connection in a row without an event doubles it, up to 60 s
    /// (`maximumGrownReconnectionTime`), whatever the server asks: a server
    /// answering `retry: 0` and closing is connected to after 1 s, 2 s,
    /// 4 s, ... A wait asked for that is longer than the grown one is kept.
    private func delay(afterEmptyConnections empty: Int, serverTime: Duration?) -> Duration {
        func asked(forRetry retry: Int) -> Duration {
            serverTime ?? policy?.backoff.delay(forRetry: retry) ?? Self.defaultReconnectionTime
        }
        let retry = max(empty, 1)
        var grown = max(asked(forRetry: 1), minimumDelay)
        var doublings = retry - 1
        while doublings > 0, grown > .zero, grown < Self.maximumGrownReconnectionTime {
            grown = min(grown * 2, Self.maximumGrownReconnectionTime)
            doublings -= 1
        }
        return max(asked(forRetry: retry), grown)
    }
}

/// A connection of an event stream ended other than by disposal, a status
/// or a 204: the retry loop reconnects. Never reaches a subscriber; when
/// the policy gives up, the stream fails with `cause`, or with
/// `URLError(.networkConnectionLost)` for a body that ended cleanly.
struct EventConnectionEnded: Error {
    /// The transport's failure; `nil` when the body ended.
    let cause: RequestError?
}

/// Reads one connection of an event stream: a 200 is read as
/// `text/event-stream`, a 204 ends the stream, any other status fails it.
struct EventReader: StreamedBodyReader {
    let stream: EventStreamState
    private var parser: ServerSentEventParser
    /// The URL that answered, for the error of an event over the limit.
    private var url: URL?

    /// A reader for a connection resuming after `lastEventID`, failing on
    /// an event larger than `maximumEventSize` bytes.
    init(stream: EventStreamState, lastEventID: String, maximumEventSize: Int64?) {
        self.stream = stream
        parser = ServerSentEventParser(lastEventID: lastEventID, maximumEventSize: maximumEventSize)
    }

    /// Judged by status alone: EventSource's rule, not the endpoint's acceptable statuses.
    mutating func begin(_ head: HTTPResponse, statusAccepted _: Bool) -> StreamedHead {
        url = head.url
        switch head.statusCode {
        case 200: return .read
        case 204: return .complete
        default: return .reject
        }
    }

    /// The events `chunk` completes; an event over the limit fails the
    /// stream (never reconnected: the server would send it again).
    mutating func read(_ chunk: Data) throws(RequestError) -> [ServerSentEvent] {
        let events: [ServerSentEvent]
        do throws(LineTooLong) {
            events = try parser.parse(chunk)
        } catch {
            throw RequestLimits.exceeded("maximumEventSize", bytes: error.maximumLength, url: url)
        }
        stream.connectionRead(
            lastEventID: parser.lastEventID, reconnectionTime: parser.reconnectionTime, delivered: !events.isEmpty)
        return events
    }

    /// Nothing: a block the stream ends in the middle of is discarded.
    func finish() -> [ServerSentEvent] { [] }

    func outcome(of end: StreamedEnd, request: URLRequest, emitted: Bool) -> (any Error)? {
        switch end {
        case .bodyEnded: EventConnectionEnded(cause: nil)
        case .transportFailed(let error): EventConnectionEnded(cause: error)
        case .failed(let error): error
        }
    }
}
