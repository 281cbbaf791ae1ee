/// When the windows of `buffer(timeSpan:count:scheduler:)` and
/// `window(timeSpan:count:scheduler:)` close: at `count` elements or when the
/// window's timer fires, whichever comes first.
///
/// Windows are numbered. An element that fills the open window and that
/// window's timer race under the owner's lock, and only the one that finds
/// the window still open closes it (and opens the next). Timers are started
/// outside the lock and installed only if their window is still the open
/// one, so a late timer never replaces the timer of a newer window. The owner
/// keeps this value under its lock and disposes what it hands back after
/// unlocking.
struct CountOrTimeWindows {
    /// Elements that fill a window; below 1 only the clock closes windows.
    private let count: Int
    /// The open window's number.
    private(set) var window = 0
    private var filled = 0
    private var timer: (any Disposable)?
    private var isStopped = false

    init(count: Int) {
        self.count = count
    }

    /// Counts an element into the open window. When it fills the window,
    /// closes it and returns the number of the window now open: start its timer.
    mutating func countElement() -> Int? {
        filled &+= 1
        guard filled == count else { return nil }
        return openNextWindow()
    }

    /// The timer of window `expected` fired. When that window is still open,
    /// closes it and returns the number of the window now open: start its timer.
    mutating func timeOut(_ expected: Int) -> Int? {
        guard !isStopped, window == expected else { return nil }
        return openNextWindow()
    }

    private mutating func openNextWindow() -> Int {
        window &+= 1
        filled = 0
        return window
    }

    /// Keeps `newTimer`, started for window `expected`, if that window is
    /// still open. Returns what to dispose after unlocking: the timer it
    /// replaced, or `newTimer` itself when it came too late.
    mutating func install(_ newTimer: any Disposable, for expected: Int) -> (any Disposable)? {
        guard !isStopped, window == expected else { return newTimer }
        defer { timer = newTimer }
        return timer
    }

    /// Stops the clock; returns the running timer, to dispose after unlocking.
    mutating func stop() -> (any Disposable)? {
        isStopped = true
        return timer.take()
    }
}
