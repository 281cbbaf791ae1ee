import Synchronization
import Testing
@testable import Stream

/// A cold source that counts its subscriptions; subscription `n` (from 1)
/// runs `body(n, observer)`. Thread-safe, so stress tests can use it too.
final class CountingSource<Element>: Sendable {
    private let counter = Atomic<Int>(0)

    /// Subscriptions so far.
    var subscriptions: Int { counter.load(ordering: .acquiring) }

    /// The source: each subscription bumps the count, then runs `body`.
    func observable(
        _ body: @escaping (_ attempt: Int, AnyObserver<Element>) -> any Disposable
    ) -> Observable<Element> {
        Observable.create { observer in
            let attempt = self.counter.add(1, ordering: .acquiringAndReleasing).newValue
            return body(attempt, observer)
        }
    }

    /// A source whose every subscription fails at once with `TestError(id: attempt)`.
    func failing() -> Observable<Element> {
        observable { attempt, observer in
            observer.onError(TestError(id: attempt))
            return Disposables.create()
        }
    }
}

/// Records how deep the stack is where it is called, to prove re-subscription
/// runs in constant stack: every call from the same loop depth sees the same
/// address.
final class StackDepthProbe: @unchecked Sendable {  // test-only; used from one thread
    private(set) var lowest = Int.max
    private(set) var highest = Int.min

    @inline(never)
    func record() {
        var marker = 0
        let address = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        lowest = min(lowest, address)
        highest = max(highest, address)
    }

    /// Bytes between the shallowest and deepest call.
    var spread: Int { highest - lowest }
}

extension TestScheduler {
    /// `source` with every event re-sent `delay` later in virtual time (the
    /// library's `delay` operator lives on another branch; this is enough here).
    func delayed<Element>(_ source: Observable<Element>, by delay: Duration) -> Observable<Element> {
        Observable.create { observer in
            let pending = CompositeDisposable()
            let subscription = source.subscribe(AnyObserver { event in
                _ = pending.insert(self.schedule(after: delay) { observer.on(event) })
            })
            return Disposables.create(subscription, pending)
        }
    }
}
