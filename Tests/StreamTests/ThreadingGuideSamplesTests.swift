// The code samples of Docs/Threading.md, verbatim, and the tests that run
// them. `docSamplesAppearHereVerbatim` fails when the guide and this file
// drift apart: edit both together.
import Dispatch
import Foundation
import GuideSampleSupport
import Testing
import Stream

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
}

extension GreetingModel {
    /// The mistake the guide warns about: no hop to the main queue.
    func bindForgettingTheHop(_ greetings: Observable<String>) {
        greetings
            .subscribe(onNext: { [weak self] greeting in
                MainActor.assumeIsolated { self?.text = greeting }
            })
            .disposed(by: bag)
    }
}

/// A type shared between threads can hold schedulers: they are Sendable.
struct NetworkConfiguration: Sendable {
    var deliveries: any SchedulerType = MainScheduler.instance
    var work: any SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
}

/// An observer of Sendable elements may be captured by a Task.
func fetchGreeting() -> Observable<String> {
    Observable.create { observer in
        let task = Task {
            await Task.yield()  // stands for real async work
            observer.onNext("hello")
            observer.onCompleted()
        }
        return Disposables.create { task.cancel() }
    }
}

/// Reports each finished job through one relay, whatever thread it ends on.
func reportFinishedJobs(_ jobs: [Observable<String>], to finished: PublishRelay<String>) -> any Disposable {
    // merge hands on one element at a time, so the relay's senders take turns
    Observable.merge(jobs).bind(to: finished)
}

/// A callback API that answers on a dispatch queue of its own.
func lookUpName(_ id: Int, completion: @escaping @Sendable (Result<String, any Error>) -> Void) {
    DispatchQueue.global().async { completion(.success("user \(id)")) }
}

/// The callback API as a `Single`, delivered on `scheduler`.
func name(of id: Int, on scheduler: any SchedulerType) -> Single<String> {
    Single.create { observer in
        lookUpName(id) { result in observer(result) }  // on a global-queue thread
        return Disposables.create()
    }
    .observe(on: scheduler)
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

    @Test func observeOnTheCurrentThreadQueuesAnEventSentFromASubscriber() {
        var order: [String] = []
        let actions = PublishSubject<Int>()
        let reducer = actions
            .observe(on: CurrentThreadScheduler.instance)
            .scan(0, accumulator: +)
            .subscribe(onNext: { state in
                order.append("state \(state)")
                if state < 3 { actions.onNext(1) }
                order.append("handled \(state)")
            })
        actions.onNext(1)
        #expect(order == ["state 1", "handled 1", "state 2", "handled 2", "state 3", "handled 3"])
        reducer.dispose()
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

    @Test func anObserverCrossesIntoATask() async {
        let log = ConcurrentEventLog<String>()
        let subscription = fetchGreeting().subscribe(log)
        // On a thread of its own: a dispatch worker blocked here could starve
        // the pool the stream runs on (it is about as wide as the core count on Linux).
        // The bound is generous: the sample's Task needs a thread of the
        // cooperative pool, which synchronous tests running beside this one
        // (the stress tests) may hold for seconds on a loaded machine.
        let terminated = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            Thread {
                done.resume(returning: log.terminated.wait(timeout: .now() + 60) == .success)
            }.start()
        }
        #expect(terminated, "timed out")
        #expect(log.events == [.next("hello"), .completed])
        subscription.dispose()
    }

    @Test func aDisposableAndASchedulerCrossIntoATask() async {
        let configuration = NetworkConfiguration(deliveries: ImmediateScheduler.instance)
        let subscription = Observable<Int>.never().observeOn(configuration.deliveries).subscribe()
        await Task.detached { subscription.dispose() }.value
    }

    @Test func jobsFinishingOnSeveralThreadsReachTheRelayOneAtATime() {
        let finished = PublishRelay<String>()
        let log = ConcurrentEventLog<String>()
        let subscription = finished.take(8).subscribe(log)
        let jobs = (1...8).map { job in
            Observable.just("job \(job)").subscribeOn(ConcurrentDispatchQueueScheduler(qos: .utility))
        }
        let binding = reportFinishedJobs(jobs, to: finished)
        #expect(log.terminated.wait(timeout: .now() + 60) == .success, "timed out")
        #expect(log.violations.isEmpty, "\(log.violations)")
        #expect(Set(log.events.compactMap(\.element)) == Set((1...8).map { "job \($0)" }))
        binding.dispose()
        subscription.dispose()
    }

    @Test func aSingleFromACallbackAPIArrivesOnItsScheduler() {
        let deliveries = TaggedQueue("deliveries")
        let log = ConcurrentEventLog<String>(expectedQueue: deliveries)
        let subscription = name(of: 7, on: SerialDispatchQueueScheduler(queue: deliveries.queue))
            .asObservable()
            .subscribe(log)
        #expect(log.terminated.wait(timeout: .now() + 60) == .success, "timed out")
        #expect(log.violations.isEmpty, "\(log.violations)")
        #expect(log.events == [.next("user 7"), .completed])
        subscription.dispose()
    }

    @Test func docSamplesAppearHereVerbatim() throws {
        let report = try GuideSamples.check(guide: "Docs/Threading.md")
        #expect(report.samples.count >= 5)
        for sample in report.missing {
            Issue.record("not in ThreadingGuideSamplesTests.swift:\n\(sample)")
        }
    }
}
