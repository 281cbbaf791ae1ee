import Handlers
import Stream

/// Finds each presentable's loading count (`PresentableLoading`), so that
/// every `Requester` reporting to one presentable shares one count.
///
/// Counts are kept alive by the requesters and requests that use them; this
/// registry only finds them. It holds them weakly, keyed by
/// `ObjectIdentifier`, which a later object may reuse once its presentable is
/// gone: a count whose presentable died is not handed out again.
final class LoadingCounter: Sendable {
    static let shared = LoadingCounter()

    private struct WeakCount {
        weak var count: PresentableLoading?
    }

    private let counts = Locked<[ObjectIdentifier: WeakCount]>([:])

    init() {}

    /// The loading count of `presentable`: the one its other requesters
    /// share, or a new one.
    func count(for presentable: any Presentable) -> PresentableLoading {
        let key = ObjectIdentifier(presentable)
        return counts.withLock { counts in
            if let count = counts[key]?.count, count.presentable === presentable { return count }
            // Once per requester, not per request: sweep what is gone meanwhile.
            counts = counts.filter { $0.value.count?.presentable != nil }
            let count = PresentableLoading(presentable: presentable)
            counts[key] = WeakCount(count: count)
            return count
        }
    }

    /// How many presentables have a request counting or a call on its way.
    var trackedPresentables: Int {
        counts.withLock { counts in counts.values.count { $0.count?.isBusy == true } }
    }
}
