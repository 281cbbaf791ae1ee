import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A client's default headers, sorted into what applies them.
///
/// - `Accept` replaces the built-in `application/json` (`BuildDefaults`),
///   on every request that sets no `Accept` of its own, as the built-in one
///   does: it says what the client reads, not who it is.
/// - Every other header becomes a `DefaultHeaderAdapter`, placed before
///   the client's own adapters: sent to the base URL's origin only, and
///   dropped on a redirect to another.
/// - A name that is not an HTTP token, a value with CR, LF or NUL
///   (`HeaderFieldRules`), or one name given twice in different cases
///   makes `adapters` a `RejectedDefaultHeaders`, failing every request
///   with `.transport(URLError(.badURL))`, naming the header.
struct DefaultHeaders {
    /// The adapters to run before the client's own.
    let adapters: [any RequestAdapter]
    /// The `Accept` to build with, if one is given.
    let accept: String?
    /// Why the headers cannot be sent, if they cannot.
    let failure: RequestError?

    init(_ headers: [String: String]) {
        var adapters: [any RequestAdapter] = []
        var accept: String?
        // Sorted, for one order on every run; `Content-Type` last, as it
        // ends the headers added while building (`AdapterChain`).
        let sorted = headers.sorted { left, right in
            let (leftLast, rightLast) = (Self.isContentType(left.key), Self.isContentType(right.key))
            return leftLast != rightLast ? rightLast : left.key < right.key
        }
        var seen: [String] = []
        var failure: RequestError?
        for (name, value) in sorted {
            do throws(RequestError) {
                try HeaderFieldRules.check(name: name, value: value)
            } catch {
                failure = error
                break
            }
            if let earlier = seen.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
                failure = .transport(URLError(.badURL, userInfo: [
                    NSLocalizedDescriptionKey: "The default header \(name) is given twice, as \(earlier) and \(name)",
                ]))
                break
            }
            seen.append(name)
            if name.caseInsensitiveCompare("Accept") == .orderedSame {
                accept = value
            } else {
                adapters.append(DefaultHeaderAdapter(headerName: name, value: value))
            }
        }
        self.failure = failure
        self.adapters = failure.map { [RejectedDefaultHeaders(failure: $0)] } ?? adapters
        self.accept = failure == nil ? accept : nil
    }

    private static func isContentType(_ name: String) -> Bool {
        name.caseInsensitiveCompare("Content-Type") == .orderedSame
    }
}

/// The adapter a client runs first when one of its default headers is
/// invalid, or its configuration would hide its authenticator's credential
/// (`Configuration.credentialConflict`): every request fails with
/// `failure` before anything is sent.
struct RejectedDefaultHeaders: RequestAdapter {
    let failure: RequestError

    func adapt(_ request: URLRequest) throws -> URLRequest {
        throw failure
    }
}
