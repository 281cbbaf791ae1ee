import Benchmark
import Foundation
import Handlers
import Stream
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The work the contract asks of one in-memory GET, and nothing else: a
/// yardstick for what any implementation of `Requester` + `APIClient` +
/// `StubTransport` must at least spend, next to the bare decode.
///
/// It keeps the contract's shape: three observables made where the
/// contract's signatures make them (`Transport.send(_:)` takes the request,
/// so one per attempt; `Requester.request`'s closure makes the client's, one
/// per subscription; `Requester.request` itself, one per call, as workload
/// (a) calls it), each subscribed once; a `URLRequest` built from a base URL
/// and a path, with `Accept` set; a scripted reply looked up under a lock;
/// the API-error pre-check, the status check and the decode; a loading count
/// under a lock, shown and hidden on the screen. It leaves out everything
/// else the library does: no retry policy, no adapters or logger hooks, no
/// state that makes disposal stop further attempts, no resuming, no error
/// routing, no grammar enforcement of its own. It is not a request pipeline
/// anyone should ship; it is the floor under one.
enum ContractFloorWorkload {
    static func run(_ benchmark: Benchmark) {
        let pipeline = Pipeline()
        let received = Counter()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            _ = pipeline.request { pipeline.getUser() }.subscribe(onNext: { user in received.add(user.id) })
        }
        benchmark.stopMeasurement()
        received.expect(benchmark.scaledIterations.count)
    }

    /// The three parties, each as plain as it can be.
    private final class Pipeline {
        let decoder = JSONDecoder()
        let routes = Mutex<[String: HTTPResponse]>([
            "/users/1": HTTPResponse(
                statusCode: 200, headers: ["Content-Type": "application/json"], body: Data(userJSON.utf8)),
        ])
        let loading = Mutex<Int>(0)
        let screen = SilentPresentable()
        let base = "https://api.example.com"

        /// The transport: the scripted reply to `request`.
        func send(_ request: URLRequest) -> Observable<HTTPResponse> {
            Observable.create { [self] observer in
                guard let response = routes.withLock({ $0[request.url?.path ?? ""] }) else {
                    observer.onError(URLError(.fileDoesNotExist))
                    return Disposables.create()
                }
                observer.onNext(response)
                observer.onCompleted()
                return Disposables.create()
            }
        }

        /// The client: build the request, send it, check and decode the answer.
        func getUser() -> Observable<User> {
            Observable.create { [self] observer in
                var request = URLRequest(url: URL(string: base + "/" + "users/1")!)
                request.allHTTPHeaderFields = ["Accept": "application/json"]
                return send(request).subscribe(onNext: { [decoder] response in
                    guard !mayHoldErrorKey(response.body), (200..<300).contains(response.statusCode),
                          let user = try? decoder.decode(User.self, from: response.body)
                    else {
                        observer.onError(URLError(.cannotParseResponse))
                        return
                    }
                    observer.onNext(user)
                    observer.onCompleted()
                })
            }
        }

        /// The requester: count loading around the request `make` makes.
        func request(_ make: @escaping () -> Observable<User>) -> Observable<User> {
            Observable.create { [self] observer in
                if loading.withLock({ count in count += 1; return count == 1 }) { screen.showLoading() }
                return make().subscribe(onNext: { [self] user in
                    if loading.withLock({ count in count -= 1; return count == 0 }) { screen.hideLoading() }
                    observer.onNext(user)
                    observer.onCompleted()
                })
            }
        }
    }

    /// The API-error pre-check at its cheapest: do the bytes `"error"` occur
    /// (found with `memchr` and `memcmp`, as the library's check finds them)?
    private static func mayHoldErrorKey(_ body: Data) -> Bool {
        let key = Array(#""error""#.utf8)
        return body.withUnsafeBytes { bytes in
            guard var at = bytes.baseAddress else { return false }
            let end = at + bytes.count
            while end - at >= key.count, let quote = memchr(at, Int32(key[0]), end - at) {
                if end - UnsafeRawPointer(quote) >= key.count, memcmp(quote, key, key.count) == 0 { return true }
                at = UnsafeRawPointer(quote) + 1
            }
            return false
        }
    }
}
