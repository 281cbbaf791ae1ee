// The example of README.md, verbatim, and tests that run it.
// `readmeExampleAppearsHereVerbatim` fails when the README and this file
// drift apart: edit both together.
import GuideSampleSupport
import RequesterTestSupport  // RecordingPresentable
import Testing
import Foundation
import Handlers
import Requester
import Stream

struct City: Decodable, Sendable {
    var name: String
}

/// On a 401 the client renews the token once for every waiting request and
/// sends them again: service code calls `client.send` and needs no `Requester`.
func citiesClient(transport: any Transport, token: @escaping @Sendable () -> String?,
                  renew: @escaping @Sendable () async throws -> Void) -> APIClient {
    APIClient(
        configuration: .init(
            baseURL: URL(string: "https://api.example.com/v1")!,
            defaultHeaders: ["User-Agent": "cities/1.0"], timeout: .seconds(10),
            retryPolicy: RetryPolicy(), authenticator: .bearer(token: token, refresh: renew)),
        transport: transport)
}

/// Any 404 becomes a message on the screen.
struct CityNotFound: StatusCodeHandler {
    let supportedErrorCodes = [404]

    func handle(error: HTTPError, presentable: (any Presentable)?) {
        presentable?.showError(error: "City not found")
    }
}

/// A screen's search: a `Requester` shows loading and routes a failure to its handler,
/// then the cache answers. On the caller's actor, so a main-actor model can pass its screen.
nonisolated(nonsending)
func searchCities(_ query: String, client: APIClient, screen: any Presentable, cache: [City]) async throws -> [City] {
    let requester = Requester(presentable: screen)  // loading indicator + error routing
    let search = Endpoint<[City]>.get("search", query: ["q": query]).unwrapping("results")
    return try await requester.request { client.request(search) }
        .catchError { _ in .just(cache) }
        .first() ?? []
}

// MARK: - How an app calls it

/// A screen model as an app has them: main-actor isolated, owning a screen
/// that is not `Sendable`. It calls `searchCities` with that screen, which
/// compiles only because `searchCities` runs on its caller's actor; a plain
/// `nonisolated` async function would be handed the screen on another
/// executor, and Swift 6 rejects that ("sending value of non-Sendable type
/// 'CitySearchModel.Screen' risks causing data races"). Kept here so the
/// README sample cannot lose that property.
@MainActor
final class CitySearchModel {
    /// What the requester told the screen, in order.
    final class Screen: Presentable {
        var calls: [String] = []
        func showError(error: String) { calls.append("error: \(error)") }
        func showLoading() { calls.append("loading") }
        func hideLoading() { calls.append("done") }
        func onHandleErrorFailed(error: any Error) { calls.append("unhandled") }
    }

    let screen = Screen()
    let client: APIClient
    private(set) var cities: [City] = []

    init(client: APIClient) {
        self.client = client
    }

    func search(_ query: String) async throws {
        cities = try await searchCities(query, client: client, screen: screen, cache: cities)
    }
}

// MARK: - Running the example

@Suite("README example")
struct ReadmeExampleTests {
    /// The README's "main.swift" block, as written there (it uses
    /// `HandlerRegistry.shared`, which no other test relies on).
    @Test func theTryItBlockAnswersFromTheCacheAfterTheHandlerSpoke() async throws {
        final class ConsoleScreen: Presentable {
            func showError(error: String) { print("error:", error) }
            func showLoading() { print("loading…") }
            func hideLoading() { print("done") }
            func onHandleErrorFailed(error: any Error) { print("unhandled:", error) }
        }

        HandlerRegistry.shared.statusCodeHandlers = [CityNotFound()]
        let server = StubTransport()
        server.stub("GET", "/v1/search", .status(404))
        let client = citiesClient(transport: server, token: { "token-1" }, renew: {})
        let cities = try await searchCities("Atlantis", client: client, screen: ConsoleScreen(), cache: [City(name: "Paris")])
        print(cities.map(\.name))  // loading…, error: City not found, done, ["Paris"]

        #expect(cities.map(\.name) == ["Paris"])
        #expect(server.callCount("GET", "/v1/search") == 1)
    }

    @Test func theScreenHearsLoadingTheHandlerAndDoneInOrder() async throws {
        let server = StubTransport()
        server.stub("GET", "/v1/search", .status(404))
        let client = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: server)
        let screen = RecordingPresentable()
        HandlerRegistry.shared.statusCodeHandlers = [CityNotFound()]
        let cities = try await searchCities("Atlantis", client: client, screen: screen, cache: [City(name: "Paris")])
        #expect(cities.map(\.name) == ["Paris"])
        #expect(screen.calls == [.showLoading, .showError("City not found"), .hideLoading])
    }

    @Test func aSuccessfulSearchDecodesTheResultsEnvelope() async throws {
        let server = StubTransport()
        server.stub("GET", "/v1/search", .json(#"{"results": [{"name": "Lyon"}]}"#))
        let client = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: server)
        let screen = RecordingPresentable()
        let cities = try await searchCities("Ly", client: client, screen: screen, cache: [])
        #expect(cities.map(\.name) == ["Lyon"])
        #expect(server.requests.first?.url?.query == "q=Ly")
    }

    @MainActor @Test func aMainActorModelSearchesWithItsOwnScreen() async throws {
        HandlerRegistry.shared.statusCodeHandlers = [CityNotFound()]
        let server = StubTransport()
        server.stub("GET", "/v1/search", .json(#"{"results": [{"name": "Lyon"}]}"#))
        let client = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: server)
        let model = CitySearchModel(client: client)
        try await model.search("Ly")
        #expect(model.cities.map(\.name) == ["Lyon"])

        server.stub("GET", "/v1/search", .status(404))
        try await model.search("Atlantis")
        #expect(model.cities.map(\.name) == ["Lyon"])  // the cache answered
        #expect(model.screen.calls == ["loading", "done", "loading", "error: City not found", "done"])
    }

    /// `citiesClient` alone, as service code uses it: a 401 renews the
    /// token once and the search is sent again with it and the defaults.
    @Test func theClientRenewsTheTokenByItselfWithoutARequester() async throws {
        let server = StubTransport()
        server.stub("GET", "/v1/search", .status(401), .json(#"{"results": [{"name": "Lyon"}]}"#))
        let token = Locked("expired")
        let client = citiesClient(transport: server, token: { token.withLock { $0 } }, renew: {
            token.withLock { $0 = "fresh" }
        })
        let cities = try await client.send(Endpoint<[City]>.get("search", query: ["q": "Ly"]).unwrapping("results"))
        #expect(cities.map(\.name) == ["Lyon"])
        #expect(server.callCount("GET", "/v1/search") == 2)
        let last = try #require(server.requests.last)
        #expect(last.value(forHTTPHeaderField: "Authorization") == "Bearer fresh")
        #expect(last.value(forHTTPHeaderField: "User-Agent") == "cities/1.0")
        #expect(last.timeoutInterval == 10)
    }

    @Test func readmeExampleAppearsHereVerbatim() throws {
        let readme = try GuideSamples.check(guide: "README.md", skippingSection: "## Adding it to your project")
        #expect(readme.samples.count == 2)
        for sample in readme.missing { Issue.record("README sample not in ReadmeExampleTests.swift:\n\(sample)") }
    }
}
