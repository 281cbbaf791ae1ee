/// The running sum every summing subscriber adds to, in every library alike.
///
/// A captured local `var` would be boxed, and every `+=` on it would pay a
/// runtime exclusivity check (a few ns, as much as two operator hops): the
/// benchmark would then measure that check rather than the libraries.
struct Total {
    private let slot: UnsafeMutablePointer<Int>

    init() {
        slot = .allocate(capacity: 1)
        slot.initialize(to: 0)
    }

    func add(_ value: Int) { slot.pointee &+= value }

    /// The sum; frees the slot, so call it once, at the end.
    func finish() -> Int {
        defer { slot.deallocate() }
        return slot.pointee
    }
}
