import Foundation
import Handlers

/// Tells the person they are offline, for the `URLError`s of a missing
/// connection (matched by `NSError` domain and code).
struct ConnectivityHandler: NSErrorHandler {
    let supportedErrors = [NSURLErrorNotConnectedToInternet, NSURLErrorNetworkConnectionLost]

    func handle(error: NSError, presentable: (any Presentable)?) {
        presentable?.showError(error: "You are offline")
    }
}
