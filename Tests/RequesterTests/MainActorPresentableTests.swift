import Foundation
import Handlers
import Requester
import Stream
import Testing

/// A screen as UIKit makes them: main-actor isolated. In Swift 6 mode it
/// conforms to `Presentable` with an isolated conformance (a plain one is
/// rejected: the protocol's requirements are not isolated), which is what
/// the requester needs, as it calls the presentable on the observe
/// scheduler: the main queue by default.
@MainActor
final class MainActorScreen {
    var calls: [String] = []
}

extension MainActorScreen: @MainActor Presentable {
    func showError(error: String) { calls.append("error: \(error)") }
    func showLoading() { calls.append("loading") }
    func hideLoading() { calls.append("loaded") }
    func onHandleErrorFailed(error: any Error) { calls.append("unhandled") }
}

@Suite("A main-actor screen as the presentable")
struct MainActorPresentableTests {
    @Test @MainActor func aMainActorScreenIsCalledOnTheMainActor() {
        let screen = MainActorScreen()
        let requester = Requester(presentable: screen, handlers: HandlerRegistry())
        // Everything happens here, on the main actor, during subscribe.
        let options = RequestOptions.Builder()
            .observeOnScheduler(ImmediateScheduler.instance)
            .subscribeOnScheduler(ImmediateScheduler.instance)
            .build()
        var received: [Int] = []
        _ = requester.request(options: options) { Observable.just(1) }.subscribe(onNext: { received.append($0) })
        _ = requester.request(options: options) { Observable<Int>.error(URLError(.badURL)) }.subscribe()
        #expect(received == [1])
        #expect(screen.calls == ["loading", "loaded", "loading", "unhandled", "loaded"])
    }
}
