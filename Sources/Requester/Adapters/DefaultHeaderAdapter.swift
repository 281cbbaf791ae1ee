import Foundation

/// One of a client's default headers (`APIClient.Configuration.defaultHeaders`)
/// as the adapter chain applies it: on the base URL's origin only, unless
/// the endpoint set that header itself.
///
/// Being a `HeaderAdapter`, it is added while the request is built, and the
/// transports drop it on a redirect to another origin, by the same
/// `covers` rule as any adapter's header (`TransportBounds`).
struct DefaultHeaderAdapter: HeaderAdapter {
    let headerName: String
    let value: String

    /// Whether `url` has `baseURL`'s origin; without a base URL, none is covered.
    func covers(_ url: URL?, baseURL: URL?) -> Bool {
        Origin.same(url, baseURL)
    }

    func headerValue() -> String? { value }
}
