import Synchronization

#if os(Linux)
import Glibc

/// `true` when the process runs under ThreadSanitizer (its runtime is linked in).
let threadSanitizerIsActive: Bool = dlsym(nil, "__tsan_init") != nil
#else
/// Darwin's `Mutex` is an `os_unfair_lock`, which ThreadSanitizer follows natively.
let threadSanitizerIsActive = false
#endif

/// A `Mutex` whose hand-offs ThreadSanitizer can follow; use it instead of
/// `Mutex` for state that threads contend for.
///
/// On Linux, a contended `Synchronization.Mutex` is handed from one thread to
/// the next inside the kernel (a priority-inheritance futex). ThreadSanitizer
/// sees no synchronization there and reports the accesses the mutex protects
/// as data races, so stress tests fail at random under `--sanitize=thread`.
/// When (and only when) the sanitizer runtime is present, each critical
/// section here also starts with an acquiring load and ends with a releasing
/// store on an atomic, which gives the sanitizer the happens-before edge it
/// missed. Otherwise the cost is one well-predicted branch per section.
struct SanitizerVisibleMutex<Value: ~Copyable>: ~Copyable {
    private let mutex: Mutex<Value>
    private let handOff = Atomic<Int>(0)

    init(_ initialValue: consuming sending Value) {
        mutex = Mutex(initialValue)
    }

    /// Runs `body` with exclusive access to the value, like `Mutex.withLock`.
    borrowing func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        try mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
            if threadSanitizerIsActive { _ = handOff.load(ordering: .acquiring) }
            defer { if threadSanitizerIsActive { handOff.store(0, ordering: .releasing) } }
            return try body(&value)
        }
    }
}
