import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat
import Requester
import RequesterAsyncHTTPClient
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `/json` answer, decoded by every row.
struct User: Decodable, Sendable {
    let id: Int
    let name: String
}

struct BadAnswer: Error {
    let status: Int
}

/// One row of the table: a client that does one GET of `/json` and decodes
/// it per call of `get`.
struct Row: Sendable {
    let name: String
    let get: @Sendable () async throws -> Void

    /// A row before it is made: making it makes its session or client, and
    /// the threads that come with them, so a process measuring one client
    /// family starts none of the other's.
    struct Choice: Sendable {
        let family: ClientFamily
        /// Measured only when `--rows` or `--row` names it: a diagnostic
        /// row, not one of the default table's.
        var onlyWhenNamed = false
        /// Makes the row against the server at the base URL given.
        let make: @Sendable (URL) -> Row
    }

    /// Each row's title, written once: the table prints it, and the ratio
    /// lines of main.swift find their rows by it.
    enum Title {
        static let bareURLSession = "bare URLSession (FoundationNetworking)"
        static let apiClientOverURLSession = "APIClient.send, URLSessionTransport"
        static let bareAsyncHTTPClient = "bare AsyncHTTPClient"
        static let apiClientOverAsyncHTTPClient = "APIClient.send, AsyncHTTPClientTransport"
        static let transportAlone = "(AsyncHTTPClientTransport.send alone)"
        static let bareDelegateAPI = "(bare AsyncHTTPClient, delegate API)"
    }

    /// The four clients compared and two rows more, in table order (`--rows`
    /// numbers them from 1), each with a session or client of its own (the
    /// last measured only when named).
    static let all: [Choice] = [
        Choice(family: .urlSession) { bareURLSession(json($0)) },
        Choice(family: .urlSession) { apiClientOverURLSession($0) },
        Choice(family: .asyncHTTPClient) { bareAsyncHTTPClient(json($0)) },
        Choice(family: .asyncHTTPClient) { apiClientOverAsyncHTTPClient($0) },
        Choice(family: .asyncHTTPClient) { transportAlone(json($0)) },
        Choice(family: .asyncHTTPClient, onlyWhenNamed: true) { bareDelegateAPI(json($0)) },
    ]

    /// The `/json` answer's URL on the server at `baseURL`.
    private static func json(_ baseURL: URL) -> URL {
        baseURL.appendingPathComponent("json")
    }

    /// A data task's async form, a status check and a decode.
    static func bareURLSession(_ url: URL) -> Row {
        let session = URLSession(configuration: sessionConfiguration())
        let decoder = JSONDecoder()
        return Row(name: Title.bareURLSession) {
            let (data, response) = try await session.data(from: url)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            guard status == 200 else { throw BadAnswer(status: status) }
            _ = try decoder.decode(User.self, from: data)
        }
    }

    /// `APIClient.send` over `URLSessionTransport` on a session configured the same way.
    static func apiClientOverURLSession(_ baseURL: URL) -> Row {
        let client = APIClient(
            baseURL: baseURL, transport: URLSessionTransport(configuration: sessionConfiguration()))
        let endpoint = Endpoint<User>.get("json")
        return Row(name: Title.apiClientOverURLSession) {
            _ = try await client.send(endpoint)
        }
    }

    /// `HTTPClient.shared.execute`, the body collected, a status check and a decode.
    static func bareAsyncHTTPClient(_ url: URL) -> Row {
        let decoder = JSONDecoder()
        let address = url.absoluteString
        return Row(name: Title.bareAsyncHTTPClient) {
            let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: address), timeout: .seconds(30))
            guard response.status == .ok else { throw BadAnswer(status: Int(response.status.code)) }
            let body = try await response.body.collect(upTo: 1 << 20)
            _ = try decoder.decode(User.self, from: body)
        }
    }

    /// `APIClient.send` over `AsyncHTTPClientTransport()` (its shared client).
    static func apiClientOverAsyncHTTPClient(_ baseURL: URL) -> Row {
        let client = APIClient(baseURL: baseURL, transport: AsyncHTTPClientTransport())
        let endpoint = Endpoint<User>.get("json")
        return Row(name: Title.apiClientOverAsyncHTTPClient) {
            _ = try await client.send(endpoint)
        }
    }

    /// Not one of the four clients compared: `AsyncHTTPClientTransport.send`
    /// awaited and decoded without `APIClient`, to tell the transport's cost
    /// from the client's.
    static func transportAlone(_ url: URL) -> Row {
        let transport = AsyncHTTPClientTransport()
        let decoder = JSONDecoder()
        let request = URLRequest(url: url)
        return Row(name: Title.transportAlone) {
            guard let response = try await transport.send(request).first(), response.statusCode == 200 else {
                throw BadAnswer(status: 0)
            }
            _ = try decoder.decode(User.self, from: response.body)
        }
    }

    /// Not one of the four clients compared: `HTTPClient.shared` through its
    /// delegate API (`ResponseAccumulator`, the task's loop left to the client),
    /// awaited on its future, a status check and a decode. The transport
    /// sends through this API: this is what AsyncHTTPClient costs it before
    /// any code of the library's. Not a fixed floor: like the transport, it
    /// pays a hop between loops when the pool's connection sits on another
    /// loop than the task's.
    static func bareDelegateAPI(_ url: URL) -> Row {
        let decoder = JSONDecoder()
        return Row(name: Title.bareDelegateAPI) {
            let request = try HTTPClient.Request(url: url)
            let response = try await HTTPClient.shared.execute(
                request: request, delegate: ResponseAccumulator(request: request), eventLoop: .indifferent,
                deadline: .now() + .seconds(30)
            ).futureResult.get()
            guard response.status == .ok, let body = response.body else { throw BadAnswer(status: Int(response.status.code)) }
            _ = try decoder.decode(User.self, from: body)
        }
    }

    /// Ephemeral, without a URL cache (as URLSessionTransport's own sessions
    /// are on Linux), and enough connections for 32 requests in flight.
    private static func sessionConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpMaximumConnectionsPerHost = 32
        return configuration
    }
}
