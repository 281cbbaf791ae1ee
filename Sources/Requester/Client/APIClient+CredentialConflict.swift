import Foundation
import Handlers

extension APIClient.Configuration {
    /// Why this configuration would hide its authenticator's credential, if
    /// it would: a default header, or a `HeaderAdapter` among `adapters`, of
    /// the authenticator's header name. Either is applied before the
    /// authenticator's adapter, which adds its header only where none is
    /// yet, so every request would carry the fixed value and every refresh
    /// would change nothing. A client with such a configuration fails every
    /// request with it, as `.transport(URLError(.badURL))` naming the
    /// header, and `validate()` throws it.
    ///
    /// An adapter that is not a `HeaderAdapter` cannot be asked which header
    /// it sets: one that sets the authenticator's header hides it the same
    /// way, unseen here (Docs/Networking.md says so).
    var credentialConflict: RequestError? {
        guard let name = authenticator?.adapter.headerName else { return nil }
        let sameName = { (other: String) in other.caseInsensitiveCompare(name) == .orderedSame }
        let culprit: String
        if let header = defaultHeaders.keys.first(where: sameName) {
            culprit = "The default header \(header)"
        } else if let adapter = adapters.lazy.compactMap({ $0 as? any HeaderAdapter })
            .first(where: { sameName($0.headerName) }) {
            culprit = "The adapter \(type(of: adapter))"
        } else {
            return nil
        }
        return .transport(URLError(.badURL, userInfo: [
            NSLocalizedDescriptionKey: "\(culprit) sets \(name), which would hide the authenticator's credential;"
                + " send the endpoints that need their own \(name) with authenticated(false)",
        ]))
    }
}
