import Synchronization

extension Observable {
    /// Emits `initialState`, then `iterate(initialState)`, and so on, for as
    /// long as `condition` holds; completes at the first state that fails it
    /// (RxSwift's `generate`). A throwing `condition` or `iterate` fails the
    /// stream.
    ///
    /// On `CurrentThreadScheduler.instance`, the default as in RxSwift, each
    /// state is one step of the subscribing thread's trampoline (like `of`);
    /// on another scheduler, each element is one action on it.
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        generator(initialState: (state: initialState, started: false), scheduler: scheduler) { current in
            if current.started {
                current.state = try iterate(current.state)
            } else {
                current.started = true
            }
            return try condition(current.state) ? current.state : nil
        }
    }

    /// The engine of `generate`, `range` and `repeatElement`: `step` makes the
    /// next element from the state, or `nil` to complete.
    /// On `CurrentThreadScheduler` the steps take the trampoline's own path,
    /// without a scheduled action each.
    static func generator<State>(
        initialState: State,
        scheduler: any ImmediateSchedulerType,
        step: @escaping (inout State) throws -> Element?
    ) -> Observable<Element> {
        let actions = scheduler is CurrentThreadScheduler ? nil : ActionScheduler(scheduler)
        return Producer<GeneratorSink<State, Element>>(
            source: (), parameters: .init(initialState: initialState, scheduler: actions, step: step))
    }
}

/// Emits what its step makes, one trampoline step or one scheduled action
/// per element.
///
/// The scheduled form is stack-safe: a scheduler that runs actions at once
/// (`ImmediateScheduler`, `MainScheduler.instance` on the main queue) would
/// otherwise nest one frame per element. Requests for the next step are
/// counted as in `ResubscribingSink`: the caller that raises the count from
/// zero schedules in a loop, a request made from inside a running step only
/// counts. The scheduled step in flight sits in the sink's own slot (it has
/// no upstream), which tearing down releases.
final class GeneratorSink<State, Element>: Sink<Never, Element>, ProducerSink, TrampolineTask, @unchecked Sendable {
    typealias Source = Void

    private let step: (inout State) throws -> Element?
    // `nil`: the trampoline.
    private let scheduler: ActionScheduler?
    // Touched by one step at a time: the loop, or the scheduled actions,
    // each requested by the one before (the count below orders them).
    private var state: State
    private let pendingSteps = Atomic<Int>(0)

    /// The arguments in a struct: see `ProducerSink.Parameters` for why.
    struct Parameters {
        let initialState: State
        let scheduler: ActionScheduler?
        let step: (inout State) throws -> Element?
    }

    init(parameters: Parameters, downstream: ObserverNode<Element>) {
        state = parameters.initialState
        scheduler = parameters.scheduler
        step = parameters.step
        super.init(downstream: downstream)
    }

    func subscribe(to source: Void) -> any Disposable {
        if scheduler == nil {
            Trampoline.schedule(self)
        } else {
            requestStep()
        }
        return self
    }

    override func onNext(_ element: Never) {}

    /// One trampoline step: emits, and goes on at once while nothing else
    /// waits on the trampoline (see `SequenceSink`); otherwise queues the
    /// next step behind what waits. Asks the whole chain before each element:
    /// a `take` further down may not have disposed this sink yet.
    func runOnTrampoline() {
        while !isChainStopped {
            guard emitOne() else { return }
            if !Trampoline.isQueueEmpty {
                if !isChainStopped { Trampoline.schedule(self) }
                return
            }
        }
    }

    /// Runs the step once and forwards its result; `false` once it ended.
    private func emitOne() -> Bool {
        do {
            guard let element = try step(&state) else {
                forwardCompleted()
                return false
            }
            forwardNext(element)
            return true
        } catch {
            forwardError(error)
            return false
        }
    }

    private func requestStep() {
        guard let scheduler else { return }
        guard pendingSteps.add(1, ordering: .acquiringAndReleasing).oldValue == 0 else { return }
        repeat {
            if isChainStopped { return dispose() }
            replaceSlot(scheduler.schedule { [self] in
                guard !isChainStopped else { return dispose() }
                if emitOne() { requestStep() }
            })
        } while pendingSteps.subtract(1, ordering: .acquiringAndReleasing).newValue != 0
    }
}
