/// One event of a Server-Sent Events stream (`text/event-stream`), as
/// `APIClient.events(_:)` delivers it.
///
/// The stream is parsed by the WHATWG HTML Standard's rules for
/// EventSource ("Interpreting an event stream"): `data:` lines are joined
/// with line feeds, a block without data dispatches nothing, and the last
/// event ID carries over to later events until an `id:` field changes it.
///
/// See <doc:RequesterByExample#Server-Sent-Events>.
public struct ServerSentEvent: Sendable, Equatable, Hashable {
    /// The last event ID in effect when the event was dispatched: the
    /// latest `id:` field of this or an earlier event of the stream; `nil`
    /// when there is none, or when the latest was empty. It is what a
    /// reconnection sends as `Last-Event-ID`.
    public var id: String?
    /// The event's type, from its `event:` field; `nil` without one (or
    /// with an empty one), which EventSource calls a `message`.
    public var event: String?
    /// The event's data: its `data:` fields joined with line feeds.
    public var data: String
    /// The reconnection delay the event's own block set with a `retry:`
    /// field; `nil` when its block held none (an earlier event's `retry:`
    /// still applies to reconnecting, but is not repeated here).
    public var retry: Duration?

    /// An event with the given fields.
    public init(id: String? = nil, event: String? = nil, data: String, retry: Duration? = nil) {
        self.id = id
        self.event = event
        self.data = data
        self.retry = retry
    }
}
