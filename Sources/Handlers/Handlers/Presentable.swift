/// The screen (or anything else) that shows a request's state to a person:
/// errors, the loading indicator, and errors nobody handled.
///
/// `Requester` calls these on the request's observe scheduler (the main
/// scheduler by default).
///
/// ```swift
/// final class WeatherScreen: Presentable {
///     func showError(error: String) { banner.show(error) }
///     func showLoading() { spinner.start() }
///     func hideLoading() { spinner.stop() }
///     func onHandleErrorFailed(error: any Error) { banner.show("Something went wrong") }
/// }
/// ```
///
/// See <doc:HandlersByExample#Repairing-a-failure-and-unhandled-failures> for an example with its output.
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
