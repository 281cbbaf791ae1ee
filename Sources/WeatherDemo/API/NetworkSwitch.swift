import Foundation
import Handlers
import Requester
import Stream
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport that can lose its connection: while offline, every request
/// fails at once with `URLError.notConnectedToInternet`, as on a phone in
/// airplane mode, without reaching the transport it wraps.
///
/// It lets the story go offline in the same way over the stub and over a
/// real server.
final class NetworkSwitch: Transport {
    private let wrapped: any Transport
    private let online = Atomic<Bool>(true)

    init(_ wrapped: any Transport) {
        self.wrapped = wrapped
    }

    /// Whether requests reach the wrapped transport.
    var isOnline: Bool {
        get { online.load(ordering: .acquiring) }
        set { online.store(newValue, ordering: .releasing) }
    }

    func send(_ request: URLRequest) -> Observable<HTTPResponse> {
        Observable.deferred { [self] in
            guard isOnline else { return .error(RequestError.transport(URLError(.notConnectedToInternet))) }
            return wrapped.send(request)
        }
    }
}
