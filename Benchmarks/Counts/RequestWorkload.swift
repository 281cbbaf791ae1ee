import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Handlers
import Requester
import Stream

/// The answer of the request workloads.
struct Profile: Decodable {
    let id: Int
    let name: String
    let email: String
    let bio: String
    let tags: [String]
    let active: Bool
}

/// A `Profile` as JSON, exactly 306 bytes (its `bio` pads it).
func profileJSON() -> Data {
    func json(bio: String) -> String {
        #"{"id": 42, "name": "Ada Lovelace", "email": "ada@example.com", "bio": "\#(bio)", "tags": ["math", "engines", "poetry"], "active": true}"#
    }
    let padding = 306 - json(bio: "").utf8.count
    let body = Data(json(bio: String(repeating: "x", count: padding)).utf8)
    precondition(body.count == 306)
    return body
}

/// The client a request workload sends through: a `StubTransport` answering
/// `GET /profiles/42` at once, on the subscribing thread.
func requestClient(for workload: String) -> APIClient {
    let stub = StubTransport(requestLogLimit: 1)
    stub.stub("GET", "/profiles/42", .json(String(decoding: profileJSON(), as: UTF8.self)))
    let baseURL = URL(string: "https://api.example.com")!
    switch workload {
    case "json306bearer":
        return APIClient(baseURL: baseURL, transport: stub, adapters: [BearerTokenAdapter { "token-1" }])
    case "json306adapted":
        return APIClient(baseURL: baseURL, transport: stub, adapters: [SetsAuthorization()])
    case "json306auth":
        let authenticator = Authenticator.bearer(token: { "token-1" }, refresh: {})
        return APIClient(baseURL: baseURL, transport: stub, authenticator: authenticator)
    default:
        return APIClient(baseURL: baseURL, transport: stub)
    }
}

/// The bearer header set by adapting the built request, as an adapter that
/// is not a `HeaderAdapter` does.
struct SetsAuthorization: RequestAdapter {
    func adapt(_ request: URLRequest) throws -> URLRequest {
        var adapted = request
        adapted.setValue("Bearer token-1", forHTTPHeaderField: "Authorization")
        return adapted
    }
}

/// A requester that runs everything where it is subscribed: no presentable,
/// `ImmediateScheduler` to subscribe and observe on, a registry of its own.
func immediateRequester() -> Requester {
    let options = RequestOptions.Builder()
        .subscribeOnScheduler(ImmediateScheduler.instance)
        .observeOnScheduler(ImmediateScheduler.instance)
        .build()
    return Requester(presentable: nil, handlers: HandlerRegistry(), defaultOptions: options)
}
