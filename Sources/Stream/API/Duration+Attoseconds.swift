extension Duration {
    /// This duration as a single count of attoseconds: exact, for arithmetic
    /// that must not round. (`Duration.attoseconds` needs newer systems than
    /// the package supports.)
    package var attosecondCount: Int128 {
        let (seconds, attoseconds) = components
        return Int128(seconds) * Self.attosecondsPerSecond + Int128(attoseconds)
    }

    /// The duration of `count` attoseconds, clamped to the longest one
    /// `components` can describe (`Int64.max` seconds either way).
    package init(attosecondCount count: Int128) {
        let limit = Int128(Int64.max) * Self.attosecondsPerSecond
        let clamped = min(max(count, -limit), limit)
        self.init(
            secondsComponent: Int64(clamped / Self.attosecondsPerSecond),
            attosecondsComponent: Int64(clamped % Self.attosecondsPerSecond))
    }

    private static var attosecondsPerSecond: Int128 { 1_000_000_000_000_000_000 }
}
