import Foundation

/// The small JSON body every workload decodes.
struct User: Decodable, Sendable {
    let id: Int
    let name: String
    let email: String?
}

/// `User` as the in-memory transport answers it.
let userJSON = #"{"id":1,"name":"Ada","email":"ada@example.com"}"#
