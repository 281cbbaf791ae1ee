import Foundation

/// Runs a blocking `wait` (a semaphore's, a dispatch group's) on a thread of
/// its own and returns its result to the awaiting task.
///
/// Not on `DispatchQueue.global()`: on Linux its pool is about as wide as the
/// machine has cores, so a worker blocked for seconds there can starve the
/// very work it waits for (the requests' schedulers and other tests' timers
/// run on that pool), and a 2-core CI machine then times out.
public func waitOnAThread(_ wait: @escaping @Sendable () -> Bool) async -> Bool {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: wait()) }.start()
    }
}
