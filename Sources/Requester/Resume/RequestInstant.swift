import Dispatch

/// When a request was made, on the system's monotonic clock: how a failure
/// is ordered against the runs of the repair it fails into (`HandlerRuns`).
///
/// A request made at or before the instant a run ended carried the
/// credential that run replaced. Taken each time a request is made
/// (`RequestRun`, `AuthenticatedAttempt`), before its adapters read the
/// credential; a run's end is taken once its repair has stored the new one.
/// A clock reading, not a counter: nothing is shared between requests to
/// order them.
struct RequestInstant: Comparable, Sendable {
    /// Nanoseconds since an arbitrary point (the system's boot).
    let uptimeNanoseconds: UInt64

    /// The instant now.
    static var now: RequestInstant {
        RequestInstant(uptimeNanoseconds: DispatchTime.now().uptimeNanoseconds)
    }

    static func < (lhs: RequestInstant, rhs: RequestInstant) -> Bool {
        lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
    }
}
