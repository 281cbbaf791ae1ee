import Handlers

/// A screen that counts what the requester asks of it. Used on one thread
/// (the soak runs in virtual time on the main thread), so plain counters do.
final class CountingPresentable: Presentable {
    /// `showLoading` calls minus `hideLoading` calls: 0 when nothing loads.
    private(set) var loading = 0
    /// The lowest `loading` ever was (below 0 is a hide without a show).
    private(set) var lowestLoading = 0
    private(set) var shows = 0
    private(set) var errorsShown = 0
    private(set) var unhandled = 0

    func showLoading() {
        loading += 1
        shows += 1
    }

    func hideLoading() {
        loading -= 1
        lowestLoading = min(lowestLoading, loading)
    }

    func showError(error: String) { errorsShown += 1 }
    func onHandleErrorFailed(error: any Error) { unhandled += 1 }
}
