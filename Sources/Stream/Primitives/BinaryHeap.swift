/// How a `BinaryHeap` orders its elements.
protocol HeapOrder {
    associatedtype Element
    /// `true` when `a` comes out of the heap before `b`.
    func precedes(_ a: Element, _ b: Element) -> Bool
}

/// A binary min-heap: the virtual-time queues of `TestScheduler` and
/// `VirtualTimeScheduler`. Generic over its order (not a closure) so that
/// the test scheduler's comparison of two times is a direct call.
struct BinaryHeap<Order: HeapOrder> {
    typealias Element = Order.Element

    private var elements: [Element] = []
    private let order: Order

    init(order: Order) {
        self.order = order
    }

    /// The element that comes out first.
    var first: Element? { elements.first }

    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard order.precedes(elements[child], elements[parent]) else { return }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes the element that comes out first; the heap must not be empty.
    mutating func removeFirst() {
        let last = elements.removeLast()
        guard !elements.isEmpty else { return }
        elements[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < elements.count, order.precedes(elements[left], elements[first]) { first = left }
            if right < elements.count, order.precedes(elements[right], elements[first]) { first = right }
            guard first != parent else { return }
            elements.swapAt(parent, first)
            parent = first
        }
    }
}
