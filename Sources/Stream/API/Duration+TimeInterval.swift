extension Duration {
    /// This duration in seconds, as Foundation's `TimeInterval` counts them
    /// (the one conversion the schedulers, the test clock and the request
    /// layer share).
    package var timeInterval: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
