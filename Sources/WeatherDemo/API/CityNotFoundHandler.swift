import Handlers

/// A 404 from the weather API means the city does not exist: say so, with
/// the id the person asked for (the last path segment).
struct CityNotFoundHandler: StatusCodeHandler {
    let supportedErrorCodes = [404]

    func handle(error: HTTPError, presentable: (any Presentable)?) {
        let city = error.url?.lastPathComponent ?? "that city"
        presentable?.showError(error: "City not found: \(city)")
    }
}
