/// The running sum every subscriber adds to, on both sides alike: a
/// captured local `var` would be boxed and pay an exclusivity check per add.
final class Sum {
    private(set) var value = 0

    @inline(never)
    func add(_ element: Int) { value &+= element }
}

/// The failure the error-handling workloads raise and recover from.
struct CountError: Error {}
