import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A client's adapters, in their order, as the client applies them: the
/// leading `HeaderAdapter`s add their headers while the request is built
/// (`buildTimeHeaders`, which `Endpoint.build` takes), and every
/// adapter after them adapts the built request (`adapt(_:baseURL:)`).
///
/// The request is the same as if every adapter adapted the built request
/// in turn (Tests/RequesterTests/BuildTimeAuthorizationTests.swift): the
/// first adapters see the request exactly as built, so their headers may as
/// well be part of building it. See `HeaderAdapter` for what that saves.
struct AdapterChain: Sendable {
    /// The leading `HeaderAdapter`s, with what the client works out once about each.
    let buildTimeHeaders: [BuildTimeHeader]
    /// The adapters that run on the built request, in order.
    private let afterBuilding: ArraySlice<any RequestAdapter>
    /// The build-time headers as a transport re-decides them on a redirect
    /// (`TransportBounds`): each by its adapter's `covers`. Made once.
    let buildTimeBound: [OriginBoundHeader]

    /// `adapters` as a client for `baseURL` applies them.
    ///
    /// The build-time run stops at the first adapter that is not a
    /// `HeaderAdapter`, or whose header is one building sets (`Accept`,
    /// `Content-Type`) or an earlier one adds: so a header added while
    /// building is never already there.
    init(_ adapters: [any RequestAdapter], baseURL: URL) {
        var headers: [BuildTimeHeader] = []
        var taken = ["Accept", "Content-Type"]
        for adapter in adapters {
            guard let adapter = adapter as? any HeaderAdapter,
                  let name = Self.storedName(of: adapter.headerName, baseURL: baseURL),
                  !taken.contains(where: { $0.caseInsensitiveCompare(name) == .orderedSame })
            else { break }
            taken.append(name)
            headers.append(BuildTimeHeader(
                adapter: adapter, name: name, coversBaseURL: adapter.covers(baseURL, baseURL: baseURL)))
        }
        buildTimeHeaders = headers
        afterBuilding = adapters.dropFirst(headers.count)
        buildTimeBound = headers.map { header in
            let adapter = header.adapter
            return OriginBoundHeader(name: header.name) { adapter.covers($0, baseURL: baseURL) }
        }
    }

    /// The built `request`, adapted as `adapt(_:baseURL:)` does, with the
    /// headers the adapters after the build-time ones added or changed, each
    /// bound to the origins its adapter covers (a `HeaderAdapter` of that
    /// name), else to the request's own origin.
    func adaptBindingHeaders(_ request: URLRequest, baseURL: URL) throws(RequestError)
        -> (request: URLRequest, bound: [OriginBoundHeader]) {
        guard !afterBuilding.isEmpty else { return (request, buildTimeBound) }
        let before = request.allHTTPHeaderFields ?? [:]
        let adapted = try adapt(request, baseURL: baseURL)
        var bound = buildTimeBound
        for (name, value) in adapted.allHTTPHeaderFields ?? [:] where before[name] != value {
            let owner = afterBuilding.lazy.compactMap { $0 as? any HeaderAdapter }
                .first { $0.headerName.caseInsensitiveCompare(name) == .orderedSame }
            if let owner {
                bound.append(OriginBoundHeader(name: name) { owner.covers($0, baseURL: baseURL) })
            } else {
                bound.append(OriginBoundHeader(name: name, origin: adapted.url))
            }
        }
        return (adapted, bound)
    }

    /// The built `request`, adapted by the adapters after the build-time ones.
    @inline(__always)  // Called once per attempt, most often with no adapter to run.
    func adapt(_ request: URLRequest, baseURL: URL) throws(RequestError) -> URLRequest {
        var request = request
        for adapter in afterBuilding {
            do {
                request = try adapter.adapt(request, baseURL: baseURL)
            } catch {
                throw Self.failure(error, of: adapter)
            }
        }
        return request
    }

    /// An adapter's error as the request's: a `RequestError` as it is, a
    /// `URLError` as `.transport`, any other error as
    /// `.transport(URLError(.unknown))` with the original under `NSUnderlyingErrorKey`.
    static func failure(_ error: any Error, of adapter: any RequestAdapter) -> RequestError {
        if let error = error as? RequestError { return error }
        if let error = error as? URLError { return .transport(error) }
        return .transport(URLError(.unknown, userInfo: [
            // The error itself, not `as NSError`: on Linux a bridged
            // Swift error cannot be cast back to its own type.
            NSUnderlyingErrorKey: error,
            NSLocalizedDescriptionKey: "A request adapter (\(type(of: adapter))) failed: \(error)",
        ]))
    }

    /// `name` as this platform's `URLRequest` stores it (FoundationNetworking
    /// capitalizes it), so that a header set whole is the one `setValue`
    /// would set; `nil` when the platform refuses the name.
    private static func storedName(of name: String, baseURL: URL) -> String? {
        var probe = URLRequest(url: baseURL)
        probe.setValue("x", forHTTPHeaderField: name)
        return probe.allHTTPHeaderFields?.first?.key
    }
}

/// A `HeaderAdapter` that adds its header while the request is built.
struct BuildTimeHeader: Sendable {
    let adapter: any HeaderAdapter
    /// The header's name as the platform stores it.
    let name: String
    /// Whether the adapter covers the base URL's origin, which every URL
    /// spliced from the base URL and a plain path shares: asked once.
    let coversBaseURL: Bool

    /// The header's value for a request for `url` (`splicedFromBaseURL`
    /// when it is the base URL plus a plain path) that has no such header,
    /// or `nil`.
    func value(for url: URL, splicedFromBaseURL: Bool, baseURL: URL) throws(RequestError) -> String? {
        guard splicedFromBaseURL ? coversBaseURL : adapter.covers(url, baseURL: baseURL) else { return nil }
        do {
            return try adapter.headerValue()
        } catch {
            throw AdapterChain.failure(error, of: adapter)
        }
    }

    /// Whether `value` may go into a request without `setValue`'s checks:
    /// printable ASCII only, which every platform keeps as it is. Anything
    /// else is checked (`HeaderFieldRules`: a line break or a NUL fails the
    /// request), then set with `setValue`, so the platform keeps or refuses
    /// it exactly as it would the adapter's.
    static func needsNoValidation(_ value: String) -> Bool {
        value.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }
}
