/// The screen (or anything else) that shows a request's state to a person:
/// errors, the loading indicator, and errors nobody handled.
///
/// `Requester` calls these on the request's observe scheduler (the main
/// scheduler by default).
public protocol Presentable: AnyObject {
    /// Shows a message for an error a handler decided to show.
    func showError(error: String)
    /// Shows the loading indicator (called when the first request starts).
    func showLoading()
    /// Hides the loading indicator (called when the last request stops).
    func hideLoading()
    /// Called for an error that no handler took.
    func onHandleErrorFailed(error: any Error)
}
