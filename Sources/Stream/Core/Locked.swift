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
        try storage.withUnsafeMutablePointers { state, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&state.pointee)
        }
    }
}

/// The state (header) and its pthread mutex (the single element) in one block,
/// so the mutex has the stable address pthread requires.
private final class LockedStorage<State>: ManagedBuffer<State, pthread_mutex_t> {
    static func make(_ initialState: State) -> LockedStorage<State> {
        let buffer = create(minimumCapacity: 1) { _ in initialState }
        let storage = unsafeDowncast(buffer, to: LockedStorage<State>.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }
        return storage
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in
            pthread_mutex_destroy(mutex)
            _ = mutex.deinitialize(count: 1)
        }
    }
}
