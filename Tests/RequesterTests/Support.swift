import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct User: Codable, Equatable, Sendable {
    var id: Int
    var name: String
}

let baseURL = URL(string: "https://api.example.com/v1")!
let userJSON = #"{"id": 1, "name": "Ada"}"#

/// A TestScheduler whose tick is one millisecond, so backoffs read naturally.
func millisecondScheduler() -> TestScheduler {
    TestScheduler(initialClock: 0, resolution: .milliseconds(1))
}

extension TestableObserver {
    /// The elements recorded, without times.
    var elements: [Element] {
        events.compactMap { if case .next(let element) = $0.value { return element } else { return nil } }
    }

    /// The error that ended the stream, as a `RequestError`.
    var requestError: RequestError? {
        for event in events {
            if case .error(let error) = event.value { return error as? RequestError }
        }
        return nil
    }

    /// When the stream ended, if it did.
    var terminalTime: TestTime? {
        events.first { event in
            switch event.value {
            case .error, .completed: return true
            case .next: return false
            }
        }?.time
    }

    var completed: Bool {
        events.contains { if case .completed = $0.value { return true } else { return false } }
    }
}
