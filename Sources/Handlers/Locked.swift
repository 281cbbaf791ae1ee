import Foundation

/// A value that is only read or changed with a lock held; `Mutex`'s shape.
///
/// Why not `Synchronization.Mutex`: on Linux (Swift 6.3) it parks on a raw
/// futex that ThreadSanitizer cannot see, so every access it guards is
/// reported as a race and the sanitizer run over the stress tests fails.
/// `NSLock` is a pthread mutex, which the sanitizer understands.
package final class Locked<Value: Sendable>: @unchecked Sendable {  // @unchecked: `value` is only touched with `lock` held
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the lock held. Never call out to user code from `body`.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
