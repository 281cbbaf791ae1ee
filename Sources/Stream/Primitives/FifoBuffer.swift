/// A first-in first-out buffer that keeps its storage between uses, so a
/// queue that fills and empties again and again allocates only while it grows.
///
/// Not thread-safe: its owner guards it (a lock, or the serialization of a
/// `SerialDrain`).
struct FifoBuffer<Element> {
    private var storage: [Element] = []
    private var head = 0

    /// `true` when no element is waiting.
    var isEmpty: Bool { head == storage.count }

    /// The number of elements waiting.
    var count: Int { storage.count - head }

    /// The oldest element, without removing it.
    var first: Element? { isEmpty ? nil : storage[head] }

    /// Adds `element` at the back.
    mutating func append(_ element: Element) {
        storage.append(element)
    }

    /// Removes and returns the oldest element, or `nil` when empty.
    mutating func popFirst() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32, head * 2 >= storage.count {
            // Consumed slots are more than half the storage: slide the rest
            // down so a producer that stays ahead cannot grow it forever.
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    /// Drops every element, keeping the storage.
    mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }
}
