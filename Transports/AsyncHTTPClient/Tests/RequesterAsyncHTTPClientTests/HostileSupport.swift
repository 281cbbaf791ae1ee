import Foundation
import Handlers
import Requester
import Stream
import Synchronization
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the suites of this package share: URLs on the fixture server, the
/// failure an exchange ends with, and a tally of the body bytes it passed on.
enum Hostile {
    /// `pathAndQuery` (no leading slash, query written out) on `server`.
    static func url(_ pathAndQuery: String, on server: FixtureServer) -> URL {
        URL(string: server.baseURL.absoluteString + "/" + pathAndQuery)!
    }

    /// The `RequestError` `events` failed with, or nil (and an issue) if it did not fail.
    static func failure<Element>(of events: Observable<Element>) async -> RequestError? {
        do {
            for try await _ in events.values {}
            Issue.record("expected a failure, the exchange completed")
        } catch let error as RequestError {
            return error
        } catch {
            Issue.record("failed with something other than a RequestError: \(error)")
        }
        return nil
    }

    /// The `URLError` code of a `.transport` failure.
    static func code(of error: RequestError?) -> URLError.Code? {
        if case .transport(let urlError)? = error { return urlError.code }
        return nil
    }

    /// The description of a `.transport` failure's `URLError`.
    static func description(of error: RequestError?) -> String {
        if case .transport(let urlError)? = error { return urlError.localizedDescription }
        return ""
    }
}

/// The body bytes a streamed exchange passed on, noted from any thread.
final class ByteTally: Sendable {
    private let total = Mutex<Int64>(0)

    /// Adds `event`'s body bytes.
    func note(_ event: TransportEvent) {
        if case .received(let chunk) = event { total.withLock { $0 += Int64(chunk.count) } }
    }

    var bytes: Int64 { total.withLock { $0 } }
}
