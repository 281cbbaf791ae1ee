import Foundation
import Handlers
import Requester
import Stream

/// A protected resource and its token in virtual time: a request reads the
/// client's token when it is subscribed and answers `latency` later, with the
/// value when the token is the server's, with a 401 otherwise. `refresh()`
/// takes `refreshLatency` and gives the client the server's token.
// @unchecked: all mutable state is behind `state`.
final class AuthFixture: @unchecked Sendable {
    struct State {
        var clientToken = "expired"
        var serverToken = "fresh"
        var requests = 0
        var refreshes = 0
        var refreshFixesToken = true
        var refreshError: (any Error)?
    }

    let scheduler: TestScheduler
    let state = Locked(State())

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    var requests: Int { state.withLock { $0.requests } }
    var refreshes: Int { state.withLock { $0.refreshes } }

    func request<T>(_ value: T, latency: Duration = .seconds(1)) -> Observable<T> {
        Observable.deferred { [self] in
            let token = state.withLock { state in
                state.requests += 1
                return state.clientToken
            }
            return Observable<Int>.timer(latency, scheduler: scheduler).map { _ in
                let valid = self.state.withLock { $0.serverToken == token }
                guard valid else { throw RequestError.status(HTTPError(response: HTTPResponse(statusCode: 401))) }
                return value
            }
        }
    }

    func refresh(latency: Duration = .seconds(5)) -> Observable<Void> {
        Observable.deferred { [self] in
            state.withLock { $0.refreshes += 1 }
            return Observable<Int>.timer(latency, scheduler: scheduler).map { _ in
                try self.state.withLock { state in
                    if let error = state.refreshError { throw error }
                    if state.refreshFixesToken { state.clientToken = state.serverToken }
                }
            }
        }
    }

    func tokenRefreshHandler() -> TokenRefreshHandler {
        TokenRefreshHandler(refresh: { self.refresh() }, scheduler: scheduler)
    }
}

/// Options that run a request entirely in virtual time.
func virtualOptions(_ scheduler: TestScheduler) -> RequestOptions.Builder {
    RequestOptions.Builder().observeOnScheduler(scheduler).subscribeOnScheduler(scheduler)
}

/// A status-code handler that shows a message and counts its calls.
final class MessageStatusHandler: StatusCodeHandler {
    let supportedErrorCodes: [Int]
    let message: String
    private let count = Locked(0)

    init(codes: [Int], message: String) {
        supportedErrorCodes = codes
        self.message = message
    }

    var calls: Int { count.withLock { $0 } }

    func handle(error: HTTPError, presentable: (any Presentable)?) {
        count.withLock { $0 += 1 }
        presentable?.showError(error: message)
    }
}

struct NotFound: Error, Equatable {}
