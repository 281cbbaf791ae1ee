import Foundation
import Handlers
import Requester
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport for virtual-time tests of bodies read as they arrive: each
/// call of `stream(_:)` plays the next script, its steps at their offsets
/// (ticks of the scheduler) from the call; once the scripts run out, a call
/// is never answered. Every call is recorded with its request, when it was
/// made and when it was disposed.
final class ScriptedStreamTransport: Transport, Sendable {
    /// One step of a scripted exchange.
    enum Step: Sendable {
        /// The response's status and headers.
        case head(Int, [String: String])
        /// The next chunk of the body.
        case chunk(Data)
        /// The body ends.
        case end
        /// The connection fails.
        case drop(URLError)

        /// A chunk of UTF-8 text.
        static func text(_ text: String) -> Step { .chunk(Data(text.utf8)) }
        /// A 200 head with `contentType`.
        static func ok(_ contentType: String = "text/plain") -> Step { .head(200, ["Content-Type": contentType]) }
        /// A 200 `text/event-stream` head.
        static var eventStream: Step { .ok("text/event-stream") }
    }

    /// A call of `stream(_:)`.
    struct Call: Sendable {
        var request: URLRequest
        var time: TestTime
        var disposedAt: TestTime?
    }

    let scheduler: TestScheduler
    private let scripts: Locked<[[(TestTime, Step)]]>
    private let recorded = Locked<[Call]>([])

    /// A transport playing `scripts` in order, one per call.
    init(scheduler: TestScheduler, _ scripts: [[(TestTime, Step)]]) {
        self.scheduler = scheduler
        self.scripts = Locked(scripts)
    }

    var calls: [Call] { recorded.withLock { $0 } }
    var callTimes: [TestTime] { calls.map(\.time) }

    /// The header `name` of each call's request (`nil` where it had none).
    func headers(_ name: String) -> [String?] {
        calls.map { $0.request.value(forHTTPHeaderField: name) }
    }

    /// Not used by streamed bodies, which call `stream(_:)`.
    func send(_ request: URLRequest) -> Observable<HTTPResponse> {
        .error(RequestError.transport(URLError(.unsupportedURL)))
    }

    func stream(_ request: URLRequest) -> Observable<TransportEvent> {
        Observable.create { [self] observer in
            let start = scheduler.clock
            let index = recorded.withLock { calls in
                calls.append(Call(request: request, time: start))
                return calls.count - 1
            }
            let script = scripts.withLock { scripts in scripts.isEmpty ? [] : scripts.removeFirst() }
            let steps = CompositeDisposable()
            for (offset, step) in script {
                _ = steps.insert(scheduler.scheduleAt(start + offset) {
                    switch step {
                    case .head(let status, let headers):
                        observer.onNext(.response(HTTPResponse(statusCode: status, headers: headers)))
                    case .chunk(let data): observer.onNext(.received(data))
                    case .end: observer.onCompleted()
                    case .drop(let error): observer.onError(RequestError(transportFailure: error))
                    }
                })
            }
            return Disposables.create { [self] in
                steps.dispose()
                recorded.withLock { calls in
                    if calls[index].disposedAt == nil { calls[index].disposedAt = scheduler.clock }
                }
            }
        }
    }
}
