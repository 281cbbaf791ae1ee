import Handlers

/// A screen that shows nothing: the requester still counts loading and
/// calls it, as it would a real one.
final class SilentPresentable: Presentable {
    private(set) var loadingShows = 0

    func showError(error: String) {}
    func showLoading() { loadingShows &+= 1 }
    func hideLoading() {}
    func onHandleErrorFailed(error: any Error) {}
}
