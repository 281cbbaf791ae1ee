import Handlers
import Stream

/// A `Presentable` that records every call, safe to use from several threads.
final class RecordingPresentable: Presentable, Sendable {
    /// One call the presentable received.
    enum Call: Equatable, Sendable {
        case showError(String)
        case showLoading
        case hideLoading
        /// `onHandleErrorFailed(error:)`, with `String(describing:)` of the error.
        case handleErrorFailed(String)
    }

    private let recorded = Locked<[Call]>([])

    /// Everything received so far, in order.
    var calls: [Call] { recorded.withLock { $0 } }

    func showError(error: String) { record(.showError(error)) }
    func showLoading() { record(.showLoading) }
    func hideLoading() { record(.hideLoading) }
    func onHandleErrorFailed(error: any Error) { record(.handleErrorFailed(String(describing: error))) }

    private func record(_ call: Call) {
        recorded.withLock { $0.append(call) }
    }
}
