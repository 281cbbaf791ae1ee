import Stream

/// The session's credentials: the access token every request carries (read
/// anew for each attempt by `BearerTokenAdapter`), and the refresh token
/// that obtains a new one.
final class TokenStore: Sendable {
    /// Names the session on the server; never changes.
    let refreshToken: String
    private let access: Locked<String?>

    init(accessToken: String?, refreshToken: String) {
        self.access = Locked(accessToken)
        self.refreshToken = refreshToken
    }

    /// The token requests carry now.
    var accessToken: String? { access.withLock { $0 } }

    /// Replaces the access token (after a refresh).
    func update(accessToken: String) {
        access.withLock { $0 = accessToken }
    }
}
