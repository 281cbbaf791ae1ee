import Benchmark
import Dispatch
import Foundation
import Requester
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// 2,000 sequential GETs of the fixture server's `/json` (`{"id": 1, "name":
/// "Ada"}`), each waited for before the next: through `APIClient` over
/// `URLSessionTransport`, and as a bare `URLSession.dataTask` + decode.
/// Both use one session of their own with the same configuration.
enum LoopbackWorkloads {
    static let requestsPerIteration = 2_000

    private static func session() -> URLSession {
        URLSession(configuration: .ephemeral)
    }

    /// The floor: a data task, a status check and a decode per GET.
    static func bareURLSession(_ benchmark: Benchmark) {
        let url = LoopbackServer.shared.baseURL.appendingPathComponent("json")
        let session = session()
        let decoder = JSONDecoder()
        let done = DispatchSemaphore(value: 0)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for _ in 0..<requestsPerIteration {
                let task = session.dataTask(with: url) { data, response, error in
                    guard error == nil, let data, (response as? HTTPURLResponse)?.statusCode == 200 else {
                        fatalError("GET /json failed: \(String(describing: error))")
                    }
                    do {
                        blackHole(try decoder.decode(User.self, from: data))
                    } catch {
                        fatalError("decode failed: \(error)")
                    }
                    done.signal()
                }
                task.resume()
                done.wait()
            }
        }
        benchmark.stopMeasurement()
        session.invalidateAndCancel()
    }

    /// The same GETs through `APIClient.request`.
    static func apiClient(_ benchmark: Benchmark) {
        let session = session()
        let client = APIClient(
            baseURL: LoopbackServer.shared.baseURL, transport: URLSessionTransport(session: session))
        let endpoint = Endpoint<User>.get("json")
        let done = DispatchSemaphore(value: 0)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for _ in 0..<requestsPerIteration {
                let subscription = client.request(endpoint).subscribe(
                    onNext: { user in blackHole(user) },
                    onError: { error in fatalError("GET /json failed: \(error)") },
                    onCompleted: { done.signal() })
                done.wait()
                subscription.dispose()
            }
        }
        benchmark.stopMeasurement()
        session.invalidateAndCancel()
    }
}
