import Stream

/// The handlers a `Requester` consults when a request fails, in five lists.
///
/// Thread-safe: read and assign the lists from any thread. The lists live
/// behind one lock as a `Snapshot`; routing copies the snapshot and calls
/// handlers with no lock held, so a handler may read or change the registry.
///
/// ```swift
/// HandlerRegistry.shared.nsErrorHandlers = [ConnectivityHandler()]
/// let screenHandlers = HandlerRegistry()   // a registry of one's own
/// ```
public final class HandlerRegistry: Sendable {
    /// The registry a `Requester` uses unless it is given another.
    public static let shared = HandlerRegistry()

    private struct State: Sendable {
        var handlers = Snapshot()
        /// Bumped by every write; lets `update(_:)` detect a concurrent write.
        var version: UInt64 = 0
    }

    private let state: Locked<State>
    /// What a module above keeps for this registry (see `attachment(_:)`).
    private let attached = Locked<AnyObject?>(nil)

    /// An empty registry.
    public convenience init() {
        self.init(Snapshot())
    }

    /// A registry holding `handlers`.
    public init(_ handlers: Snapshot) {
        state = Locked(State(handlers: handlers))
    }

    /// All five lists, read at one instant.
    public var snapshot: Snapshot {
        state.withLock { $0.handlers }
    }

    /// Handlers matched by `NSError` domain and code.
    public var nsErrorHandlers: [any NSErrorHandler] { get { self[\.nsErrorHandlers] } set { self[\.nsErrorHandlers] = newValue } }

    /// Handlers for any error; asked last.
    public var errorHandlers: [any ErrorHandler] { get { self[\.errorHandlers] } set { self[\.errorHandlers] = newValue } }

    /// Handlers for `HTTPError`s, by status code; asked first.
    public var statusCodeHandlers: [any StatusCodeHandler] { get { self[\.statusCodeHandlers] } set { self[\.statusCodeHandlers] = newValue } }

    /// Handlers for the `URLError` or `DecodingError` under a `RequestError`.
    public var underlyingErrorHandlers: [any UnderlyingErrorHandler] { get { self[\.underlyingErrorHandlers] } set { self[\.underlyingErrorHandlers] = newValue } }

    /// Handlers that repair a failure so the request can run again.
    public var resumableHandlers: [any ResumableHandler] { get { self[\.resumableHandlers] } set { self[\.resumableHandlers] = newValue } }

    /// One list of the snapshot: read from a snapshot, written as one step.
    private subscript<List>(list: WritableKeyPath<Snapshot, List>) -> List {
        get { snapshot[keyPath: list] }
        set { write { $0[keyPath: list] = newValue } }
    }

    /// Changes several lists as one step, without losing a concurrent write.
    ///
    /// `registry.errorHandlers.append(h)` reads, then writes: two threads
    /// doing it at once can lose one append. `update` applies `change` to a
    /// copy with no lock held and stores it only if nobody wrote in between;
    /// otherwise it runs `change` again on the newer lists. So `change` may
    /// run more than once and should only edit the lists it is given.
    public func update(_ change: (inout Snapshot) -> Void) {
        while true {
            let (base, version) = state.withLock { ($0.handlers, $0.version) }
            var changed = base
            change(&changed)
            let stored = state.withLock { current -> Bool in
                guard current.version == version else { return false }
                current.handlers = changed
                current.version &+= 1
                return true
            }
            if stored { return }
        }
    }

    /// What a module above keeps for this registry, made by `make` on first
    /// use and the same object for the registry's life: Requester keeps here
    /// the runs of the resumable handlers that keep none of their own.
    package func attachment<Attachment: AnyObject & Sendable>(_ make: () -> Attachment) -> Attachment {
        attached.withLock { slot in
            if let existing = slot as? Attachment { return existing }
            let made = make()
            slot = made
            return made
        }
    }

    private func write(_ change: (inout Snapshot) -> Void) {
        state.withLock { current in
            change(&current.handlers)
            current.version &+= 1
        }
    }
}
