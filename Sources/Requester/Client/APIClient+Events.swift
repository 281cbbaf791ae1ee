import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    /// The Server-Sent Events of `endpoint` as they arrive, parsed by the
    /// WHATWG rules for EventSource, across reconnections.
    ///
    /// A 200 is read as `text/event-stream`; a 204 completes the stream;
    /// any other status fails it (`.api` with the server's error body, else
    /// `.status`). Whenever a connection ends otherwise, cleanly or with any
    /// `URLError`, it is made again after the server's last `retry:`, or
    /// until the server sends one the retry policy's backoff (3 s without a
    /// policy), with `Last-Event-ID` set to the last event ID when there is
    /// one. With a policy, `maxAttempts` connections in a row that deliver
    /// no event fail the stream with the last one's error
    /// (`URLError(.networkConnectionLost)` when its body just ended).
    ///
    /// The wait is never shorter than `RequestLimits.minimumReconnectionDelay`
    /// (1 s by default; the endpoint's limits, else the client's), and it
    /// doubles, up to 60 s, with each further connection in a row that
    /// delivers no event, whatever the server's `retry:` says (a longer
    /// `retry:` or backoff is kept); an event resets it. A server answering
    /// `retry: 0` and closing at once is connected to after 1 s, 2 s, 4 s, ...
    /// The limits' `deadline`, if any, bounds the whole stream, reconnections
    /// included.
    ///
    /// `Accept: text/event-stream` is sent unless the endpoint sets its own;
    /// a `Last-Event-ID` the endpoint sets is the ID the stream resumes
    /// from. Every connection is an attempt: adapters run, it is logged.
    /// Cold: each subscription connects; disposing closes the connection or
    /// cancels the wait, and nothing reconnects.
    public func events(_ endpoint: Endpoint<ServerSentEvent>) -> Observable<ServerSentEvent> {
        events(endpoint, reconnectingWithoutPolicyOn: RetryPolicy.defaultScheduler)
    }

    /// `events(_:)` as an async sequence: iterating subscribes, a failure
    /// is thrown by the loop, and cancelling the iterating task closes the
    /// connection (or cancels the wait before the next).
    public func eventStream(_ endpoint: Endpoint<ServerSentEvent>) -> AsyncThrowingStream<ServerSentEvent, any Error> {
        events(endpoint).values
    }

    /// `events(_:)`, waiting between connections (and timing the deadline)
    /// on `scheduler` when the client has no retry policy (a policy's own
    /// scheduler wins): virtual time for the tests of the 3 s default.
    package func events(
        _ endpoint: Endpoint<ServerSentEvent>, reconnectingWithoutPolicyOn scheduler: any SchedulerType
    ) -> Observable<ServerSentEvent> {
        var endpoint = endpoint.untyped.acceptingByDefault("text/event-stream")
        // Sent by the stream itself, from the first connection on.
        var resumingFrom = ""
        for name in endpoint.headers.keys where name.caseInsensitiveCompare("Last-Event-ID") == .orderedSame {
            resumingFrom = endpoint.headers.removeValue(forKey: name) ?? ""
        }
        let policy = retryPolicy(for: endpoint)
        let scheduler = policy?.scheduler ?? scheduler
        let minimumDelay = limits(for: endpoint).minimumReconnectionDelay
        let connections = Observable.deferred { [self, endpoint, resumingFrom] in
            let stream = EventStreamState(lastEventID: resumingFrom, policy: policy, minimumDelay: minimumDelay)
            return eventConnection(at: endpoint, in: stream)
                .retry(scheduler: scheduler, decide: stream.decision(after:failedAttempts:))
        }
        return withinDeadline(connections, of: endpoint, on: scheduler)
    }

    /// One connection per subscription, resuming `stream`, under the authenticator.
    private func eventConnection(at endpoint: UntypedEndpoint, in stream: EventStreamState) -> Observable<ServerSentEvent> {
        let connection = Observable.create { [self] observer in
            let (number, lastEventID) = stream.connectionStarts()
            let connection = lastEventID.isEmpty ? endpoint : endpoint.header("Last-Event-ID", lastEventID)
            let attempt = StreamedAttempt(
                client: self, endpoint: connection, observer: observer, number: number,
                reader: EventReader(
                    stream: stream, lastEventID: lastEventID, maximumEventSize: limits(for: endpoint).maximumEventSize))
            attempt.start()
            return attempt
        }
        return authenticated(connection, at: endpoint)
    }
}
