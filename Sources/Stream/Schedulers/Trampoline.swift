internal import CStreamThreadLocal
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Work waiting on a thread's trampoline; it runs once the work queued
/// before it has run.
protocol TrampolineTask: AnyObject {
    /// Runs the task; a task that was cancelled meanwhile does nothing.
    func runOnTrampoline()
}

/// The current thread's trampoline, RxSwift's `CurrentThreadScheduler`
/// queue: while one runs on a thread, work scheduled on it there waits in a
/// first-in first-out queue instead of running inside its caller, and the
/// code that started the trampoline drains the queue before it returns.
///
/// Each thread keeps its state in one allocation made on the first use,
/// found through a C thread-local pointer (CStreamThreadLocal): asking
/// whether a trampoline runs is a load relative to the thread pointer, where
/// `pthread_getspecific` costs about 24 instructions on every top-level
/// subscribe. A `pthread` key holds the same pointer only for its
/// destructor, which frees the state when the thread ends.
///
/// Every subscription runs inside one: a top-level `subscribe` starts it,
/// and an operator that subscribes from an event or a scheduled action goes
/// through `run`. Code reached from `Observable.run` may count on it.
enum Trampoline {
    struct State {
        var isRunning = false
        var queue = FifoBuffer<any TrampolineTask>()
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        #if canImport(Darwin)
        let status = pthread_key_create(&key) { Trampoline.free($0) }
        #else
        let status = pthread_key_create(&key) { raw in if let raw { Trampoline.free(raw) } }
        #endif
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    private static func free(_ raw: UnsafeMutableRawPointer) {
        // Run on the exiting thread: a later use there starts afresh.
        cstream_set_trampoline_state(nil)
        let state = raw.assumingMemoryBound(to: State.self)
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// `true` while a trampoline runs on the calling thread.
    static var isRunning: Bool {
        guard let raw = cstream_trampoline_state() else { return false }
        return raw.assumingMemoryBound(to: State.self).pointee.isRunning
    }

    /// The calling thread's state, made on its first use.
    private static var state: UnsafeMutablePointer<State> {
        if let raw = cstream_trampoline_state() {
            return raw.assumingMemoryBound(to: State.self)
        }
        return makeState()
    }

    /// Allocates the calling thread's state, and registers it with the key
    /// so that the thread's end frees it.
    @inline(never)
    private static func makeState() -> UnsafeMutablePointer<State> {
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State())
        precondition(pthread_setspecific(key, state) == 0, "pthread_setspecific failed")
        cstream_set_trampoline_state(state)
        return state
    }

    /// Runs `body` on the calling thread's trampoline: inside the one that
    /// runs, at once; otherwise it starts one, runs `body`, then runs what
    /// `body` queued (and what that queued), in order, before returning.
    @inline(__always)
    static func run<Result>(_ body: () -> Result) -> Result {
        let state = self.state
        if state.pointee.isRunning { return body() }
        state.pointee.isRunning = true
        let result = body()
        if !state.pointee.queue.isEmpty { drain(state) }
        state.pointee.isRunning = false
        return result
    }

    /// Runs the queued tasks, and what they queue, in order.
    @inline(never)
    private static func drain(_ state: UnsafeMutablePointer<State>) {
        while let task = state.pointee.queue.popFirst() {
            task.runOnTrampoline()
        }
    }

    /// Queues `task` behind the work already on the calling thread's
    /// trampoline; with none running, starts one and runs `task` at once.
    static func schedule(_ task: any TrampolineTask) {
        let state = self.state
        if state.pointee.isRunning {
            state.pointee.queue.append(task)
        } else {
            run { task.runOnTrampoline() }
        }
    }

    /// `true` when nothing waits on the running trampoline, so a task that
    /// would queue its next step and return may run that step at once
    /// instead: nothing else could run first.
    static var isQueueEmpty: Bool {
        guard let raw = cstream_trampoline_state() else { return true }
        return raw.assumingMemoryBound(to: State.self).pointee.queue.isEmpty
    }
}
