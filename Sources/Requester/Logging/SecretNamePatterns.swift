/// The names that are secret whatever the logger's sets say, the same for a
/// header, a JSON or form field and a query item:
///
/// - exact short names, the whole name compared as `SecretNames` compares
///   names (without case, `_`, `-`, `.`): `pin`, `otp`, `code`, `pwd`,
///   `passwd`, `auth`, `jwt` (`PIN`, `Otp`; not `pinCode` or `zip_code`);
/// - a name with one of these words in it (see `NameWords` for where words
///   start and end), each also with a plural `s`: `token`, `secret`,
///   `password`, `passwd`, `passphrase`, `credential`, `assertion`,
///   `authorization`, `apikey` (`access_token`, `X-Refresh-Token`,
///   `idToken`, `client_assertion`, `Authorization-Extra`, `credentials`;
///   not `tokenizer`, `passwordless`, `secretary`);
/// - a name whose last word is `key` after another word (`api_key`,
///   `X-Api-Key`, `private_key`, `apiKey`; not `key`, `monkey`, `keyboard`,
///   `key_id`);
/// - a name whose first word is `x` and second starts with `auth` (`X-Auth`,
///   `X-Auth-User`, `X-Authorization`, `XAuthToken`);
/// - a name that, compared as `SecretNames` compares names, ends in `token`,
///   `password`, `secret` or `apikey`, separators or none (`accesstoken`,
///   `newpassword`, `xapikey`).
///
/// Why these: OAuth's authorization `code`, one-time codes, PINs and JWTs
/// travel under short names, and credentials under names built from a few
/// words; reading words keeps near misses such as `monkey` or `tokenizer`
/// printed, where a plain substring test would hide them.
enum SecretNamePatterns {
    /// The exact short names, as `SecretNames` compares names.
    static let shortNames: Set<String> = ["pin", "otp", "code", "pwd", "passwd", "auth", "jwt"]

    /// Whether `name`'s words make it secret (every rule above but the
    /// short names and the suffixes, which `SecretNames` tests on the name
    /// as it compares names).
    static func matchesWords(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { matchesWords(NameWords($0)) }
    }

    /// Whether `comparableName` (a name as `SecretNames` compares names)
    /// ends in a secret word, whatever separated the words.
    static func hasSecretSuffix(_ comparableName: String) -> Bool {
        comparableName.hasSuffix("token") || comparableName.hasSuffix("password")
            || comparableName.hasSuffix("secret") || comparableName.hasSuffix("apikey")
    }

    private static func matchesWords(_ words: NameWords) -> Bool {
        var words = words
        var count = 0
        var firstIsX = false
        var lastIsKey = false
        while let word = words.next() {
            if isSecretWord(word) { return true }
            if count == 0 {
                firstIsX = word.spells("x")
            } else if count == 1, firstIsX, word.startsWith("auth") {
                return true
            }
            lastIsKey = word.spells("key")
            count += 1
        }
        return count >= 2 && lastIsKey
    }

    private static func isSecretWord(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        // Spelled out rather than a loop over a list: no array is made, and
        // a word too short or too long for them all is rejected at once.
        guard (5...14).contains(word.count) else { return false }
        return word.spells("token", pluralAllowed: true) || word.spells("secret", pluralAllowed: true)
            || word.spells("password", pluralAllowed: true) || word.spells("passwd", pluralAllowed: true)
            || word.spells("passphrase", pluralAllowed: true) || word.spells("credential", pluralAllowed: true)
            || word.spells("assertion", pluralAllowed: true) || word.spells("authorization", pluralAllowed: true)
            || word.spells("apikey", pluralAllowed: true)
    }
}
