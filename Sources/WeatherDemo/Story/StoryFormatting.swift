import Foundation

// How the story writes durations and temperatures.

extension Duration {
    /// Whole milliseconds, rounded: `200 ms`.
    var milliseconds: String {
        let (seconds, attoseconds) = components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return "\(Int(value.rounded())) ms"
    }

    /// Seconds with three decimals: `1.250 s`.
    var seconds: String {
        String(format: "%.3f s", inSeconds)
    }

    /// The duration as a number of seconds.
    var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

/// Degrees without a useless `.0`: `18.5°`, `15°`.
func degrees(_ value: Double) -> String {
    value.rounded() == value ? "\(Int(value))°" : "\(value)°"
}
