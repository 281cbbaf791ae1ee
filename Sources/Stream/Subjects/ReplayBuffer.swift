/// The elements a replaying subject keeps for late subscribers: the last
/// `capacity` of them, or all of them when `capacity` is `nil`.
///
/// A bounded buffer is a ring, so keeping an element costs no shifting and,
/// once the ring is full, no allocation.
struct ReplayBuffer<Element> {
    private let capacity: Int?
    private var storage: [Element] = []
    // Index of the oldest element; moves only once a bounded ring is full.
    private var oldest = 0

    /// A buffer of the last `capacity` elements (`nil`: unbounded; 0 keeps nothing).
    init(capacity: Int?) {
        self.capacity = capacity.map { max(0, $0) }
        if let capacity, capacity > 0 { storage.reserveCapacity(min(capacity, 64)) }
    }

    var isEmpty: Bool { storage.isEmpty }

    /// The element kept most recently.
    var latest: Element? {
        oldest == 0 ? storage.last : storage[oldest - 1]
    }

    /// The kept elements, oldest first.
    var elements: [Element] {
        oldest == 0 ? storage : Array(storage[oldest...] + storage[..<oldest])
    }

    /// Keeps `element`, dropping the oldest one when the buffer is full, and
    /// returns the one dropped: the caller releases it after its lock, as
    /// its deinit may run user code (even code that calls the subject).
    @discardableResult
    mutating func append(_ element: Element) -> Element? {
        guard let capacity else {
            storage.append(element)
            return nil
        }
        if storage.count < capacity {
            storage.append(element)
            return nil
        }
        guard capacity > 0 else { return element }
        let dropped = storage[oldest]
        storage[oldest] = element
        oldest = (oldest + 1) % capacity
        return dropped
    }
}
