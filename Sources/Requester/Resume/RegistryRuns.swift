import Handlers
import Stream

/// The runs a `HandlerRegistry` keeps for its resumable handlers that keep
/// none of their own (every handler but `TokenRefreshHandler`, which holds
/// its `RefreshGate`), one `ResumableRuns` per handler
/// (`ResumableHandlerKey`). Kept in the registry itself
/// (`HandlerRegistry.attachment(_:)`), so the requests of one registry share
/// a handler's runs whichever `Requester` made them, and two registries never
/// share any: nothing is kept for the process.
final class RegistryRuns: Sendable {
    private struct Entry {
        /// The handler instance the key names; `nil` for a value-type handler.
        weak var instance: AnyObject?
        let isInstance: Bool
        let runs: ResumableRuns

        /// Whether the key still names this entry's handler: an instance's
        /// identifier may name a new object once the instance is gone.
        var isCurrent: Bool { !isInstance || instance != nil }
    }

    private let entries = Locked<[ResumableHandlerKey: Entry]>([:])

    /// The runs `registry` keeps for its handlers.
    static func of(_ registry: HandlerRegistry) -> RegistryRuns {
        registry.attachment { RegistryRuns() }
    }

    /// The runs of `match`'s handler.
    func runs(for match: ResumableMatch) -> ResumableRuns {
        let (key, instance) = ResumableHandlerKey.of(match)
        return entries.withLock { entries in
            Self.forgetReleasedHandlers(&entries)
            if let entry = entries[key], entry.isCurrent { return entry.runs }
            let entry = Entry(instance: instance, isInstance: instance != nil, runs: ResumableRuns())
            entries[key] = entry
            return entry.runs
        }
    }

    /// How many handlers have runs here (a run in flight, or a finished run
    /// to compare instants with). Handlers that are gone are forgotten.
    var trackedHandlers: Int {
        entries.withLock { entries in
            Self.forgetReleasedHandlers(&entries)
            return entries.count
        }
    }

    /// Drops the runs of instances that no longer exist; their identifiers
    /// may already name new ones. A run in flight keeps its waiters' answers
    /// in its own `ResumableRuns`, which its subscription holds.
    private static func forgetReleasedHandlers(_ entries: inout [ResumableHandlerKey: Entry]) {
        guard entries.values.contains(where: { !$0.isCurrent }) else { return }
        entries = entries.filter { $0.value.isCurrent }
    }
}
