import Dispatch
import Foundation
@testable import RequesterAsyncHTTPClient
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one timer that watches every exchange's timeout, under exchanges
/// that start at the same moment (as 32 requests sent together do).
@Suite("IdleTimeouts under concurrent starts (Stress)")
struct IdleTimeoutsStressTests {
    /// Exchanges that are made but never sent: only their registration is tested.
    private func idleExchanges(_ count: Int) -> [Exchange] {
        let request = URLRequest(url: URL(string: "http://127.0.0.1:9/")!, timeoutInterval: 30)
        return (0..<count).map { _ in
            Exchange(
                request, client: AsyncHTTPClientTransport.sharedClient, maximumRedirects: 0, bounds: .none,
                sink: CollectingSink(AnyObserver { _ in }))
        }
    }

    /// Each round starts from no timer, so the adds race to make it: a
    /// loser's timer released unresumed would crash the process in
    /// libdispatch.
    @Test func exchangesAddedTogetherShareOneTimer() {
        for _ in 0..<300 {
            let timeouts = IdleTimeouts()
            let exchanges = idleExchanges(8)
            DispatchQueue.concurrentPerform(iterations: exchanges.count) { timeouts.add(exchanges[$0]) }
            #expect(timeouts.watchedCount == exchanges.count)
            for exchange in exchanges { timeouts.remove(exchange) }
            #expect(timeouts.watchedCount == 0)
        }
    }
}
