import Dispatch
import Foundation
import Testing
import Stream

// Compiling versions of the samples in Docs/Threading.md.

@MainActor
final class GreetingModel {
    private(set) var text = ""
    private let bag = DisposeBag()

    func bind(_ greetings: Observable<String>) {
        greetings
            .observeOn(MainScheduler.instance)
            .subscribe(onNext: { [weak self] greeting in
                MainActor.assumeIsolated { self?.text = greeting }
            })
            .disposed(by: bag)
    }

    /// The mistake the guide warns about: no hop to the main queue.
    func bindForgettingTheHop(_ greetings: Observable<String>) {
        greetings
            .subscribe(onNext: { [weak self] greeting in
                MainActor.assumeIsolated { self?.text = greeting }
            })
            .disposed(by: bag)
    }
}

@Suite("Docs/Threading.md samples")
struct ThreadingGuideSamplesTests {
    @Test @MainActor func mainActorStateIsUpdatedAfterObserveOnMain() async {
        let model = GreetingModel()
        let subject = PublishSubject<String>()
        model.bind(subject.asObservable())
        await Task.detached { subject.onNext("hello") }.value
        for _ in 0..<100 where model.text.isEmpty { await Task.yield() }
        #expect(model.text == "hello")
    }

    @Test func assumeIsolatedTrapsWhenTheHopToMainIsMissing() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let model = GreetingModel()
                let subject = PublishSubject<String>()
                model.bindForgettingTheHop(subject.asObservable())
                let done = DispatchSemaphore(value: 0)
                DispatchQueue.global().async { subject.onNext("x"); done.signal() }
                done.wait()
            }
        }
    }
}
