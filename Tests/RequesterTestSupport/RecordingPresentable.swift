import Handlers
import Stream

/// A `Presentable` that records every call, safe to use from several threads.
public final class RecordingPresentable: Presentable, Sendable {
    /// One call the presentable received.
    public enum Call: Equatable, Sendable {
        case showError(String)
        case showLoading
        case hideLoading
        /// `onHandleErrorFailed(error:)`, with `String(describing:)` of the error.
        case handleErrorFailed(String)
    }

    public init() {}

    private let recorded = Locked<[Call]>([])

    /// Everything received so far, in order.
    public var calls: [Call] { recorded.withLock { $0 } }

    public func showError(error: String) { record(.showError(error)) }
    public func showLoading() { record(.showLoading) }
    public func hideLoading() { record(.hideLoading) }
    public func onHandleErrorFailed(error: any Error) { record(.handleErrorFailed(String(describing: error))) }

    private func record(_ call: Call) {
        recorded.withLock { $0.append(call) }
    }
}
