/// What the fixture server's /echo received: the path and the headers, the
/// headers' names lower-cased by `lowercasedHeaders` (a transport may send
/// them in any case).
struct HeaderEcho: Decodable, Sendable {
    let path: String
    let headers: [String: String]

    var lowercasedHeaders: [String: String] {
        Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
