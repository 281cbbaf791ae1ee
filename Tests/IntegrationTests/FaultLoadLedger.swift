import Foundation
import Handlers
import Requester
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the client saw of each request of the load run: its events, when its
/// transport started each attempt, and when its dispose began and returned.
/// Written from the threads that deliver events, send and dispose.
final class FaultLoadLedger: Sendable {
    struct Outcome: Sendable {
        var values = 0
        var completions = 0
        /// Each error delivered, as the case it is (`RequestError.status(503)`...).
        var errors: [String] = []
        var disposals = 0
        /// Events delivered after the request's dispose returned.
        var lateEvents = 0
        /// When the transport started each attempt (the subscription to `Transport.send`).
        var sends: [Date] = []
        /// How each attempt ended at the transport: its status, or its error's kind.
        var attempts: [String] = []
        var disposeStarted: Date?
        var disposeReturned: Date?
        /// Ended: a terminal event, or a dispose that returned.
        var ended: Bool { completions + errors.count > 0 || disposeReturned != nil }
    }

    private let outcomes: Locked<[Outcome]>
    private let numbers: [String: Int]

    init(plan: FaultLoadPlan) {
        outcomes = Locked(Array(repeating: Outcome(), count: plan.requests.count))
        numbers = Dictionary(uniqueKeysWithValues: plan.requests.map { ($0.id, $0.number) })
    }

    var all: [Outcome] { outcomes.withLock { $0 } }

    func value(_ number: Int) { update(number) { $0.values += 1 } }
    func completed(_ number: Int) { update(number) { $0.completions += 1 } }
    func failed(_ number: Int, _ error: any Error) { update(number) { $0.errors.append(Self.kind(of: error)) } }
    func disposed(_ number: Int) { outcomes.withLock { $0[number].disposals += 1 } }
    func disposeStarted(_ number: Int) { outcomes.withLock { $0[number].disposeStarted = Date() } }
    func disposeReturned(_ number: Int) { outcomes.withLock { $0[number].disposeReturned = Date() } }

    /// Called by the recording transport as each attempt starts.
    func sent(requestID: String) {
        guard let number = numbers[requestID] else { return }
        outcomes.withLock { $0[number].sends.append(Date()) }
    }

    /// Called by the recording transport as each attempt ends.
    func attemptEnded(requestID: String, _ result: String) {
        guard let number = numbers[requestID] else { return }
        outcomes.withLock { $0[number].attempts.append(result) }
    }

    private func update(_ number: Int, _ change: (inout Outcome) -> Void) {
        outcomes.withLock { outcomes in
            if outcomes[number].disposeReturned != nil { outcomes[number].lateEvents += 1 }
            change(&outcomes[number])
        }
    }

    /// The error's case, and what tells one failure of that case from another.
    static func kind(of error: any Error) -> String {
        switch error {
        case RequestError.transport(let error): "transport(\(error.code.rawValue))"
        case RequestError.status(let error): "status(\(error.statusCode))"
        case RequestError.api: "api"
        case RequestError.decoding: "decoding"
        case RequestError.cancelled: "cancelled"
        case let error as TokenRefreshError: "refresh(\(error))"
        default: "untyped(\(type(of: error)))"
        }
    }
}

/// `URLSessionTransport`, noting in the ledger when each attempt starts and how it ends.
struct RecordingTransport: Transport {
    let inner: URLSessionTransport
    let ledger: FaultLoadLedger

    func send(_ request: URLRequest) -> Observable<HTTPResponse> {
        let inner = self.inner, ledger = self.ledger
        return Observable.create { observer in
            guard let id = request.value(forHTTPHeaderField: "X-Request-Id") else {
                return inner.send(request).subscribe(observer)
            }
            ledger.sent(requestID: id)
            return inner.send(request)
                .do(
                    onNext: { ledger.attemptEnded(requestID: id, "\($0.statusCode)") },
                    onError: { ledger.attemptEnded(requestID: id, FaultLoadLedger.kind(of: $0)) })
                .subscribe(observer)
        }
    }
}
