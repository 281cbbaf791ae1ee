#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// State that is only reachable under a lock: the one lock every module of
/// this package uses.
///
/// Why not `Synchronization.Mutex`: on Linux the thread sanitizer does not see
/// the ordering its futex path establishes and reports every guarded access as
/// a race, which would make the sanitizer useless for our stress tests. A
/// pthread mutex is understood by the sanitizer, costs about the same when
/// uncontended, and lives in the same single allocation as the state.
package struct Locked<State>: @unchecked Sendable {
    // @unchecked: the state is only reachable through `withLock`, under the mutex.
    private let storage: LockedStorage<State>

    /// A lock guarding `initialState`.
    package init(_ initialState: State) {
        storage = LockedStorage.make(initialState)
    }

    /// Runs `body` with exclusive access to the state. Never call out to user
    /// code, downstream observers or `dispose()` from inside `body`.
    @inline(__always)
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { mutex, state in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&state.pointee)
        }
    }
}

extension Locked where State == Void {
    /// A lock guarding no state of its own: for plain stored properties of an
    /// `@unchecked Sendable` class that are only touched inside `withLock`.
    package init() {
        self.init(())
    }

    /// Runs `body` with the lock held.
    @inline(__always)
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try withLock { (_: inout Void) in try body() }
    }
}

/// The pthread mutex (the header) and the state (the single tail element) in
/// one block, so the mutex has the stable address pthread requires. The state
/// lives in the tail, never at the object's first bytes: with an empty state
/// (`Locked<Void>`) an access to it would otherwise alias the object's
/// metadata pointer, which the sanitizer then reports as a race.
private final class LockedStorage<State>: ManagedBuffer<pthread_mutex_t, State> {
    static func make(_ initialState: State) -> LockedStorage<State> {
        let buffer = create(minimumCapacity: 1) { _ in pthread_mutex_t() }
        let storage = unsafeDowncast(buffer, to: LockedStorage<State>.self)
        storage.withUnsafeMutablePointers { mutex, state in
            pthread_mutex_init(mutex, nil)
            state.initialize(to: initialState)
        }
        return storage
    }

    deinit {
        withUnsafeMutablePointers { mutex, state in
            _ = state.deinitialize(count: 1)
            pthread_mutex_destroy(mutex)
        }
    }
}
