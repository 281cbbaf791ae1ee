import Stream

/// Whether two lists are equal under `equal`, and if not, RxTest's listing
/// of where they differ (each differing index, then the extra tail).
struct EventComparison {
    let isEqual: Bool
    let differences: String

    init<Item>(_ lhs: [Item], _ rhs: [Item], _ equal: (Item, Item) -> Bool) {
        isEqual = lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { equal($0, $1) }
        guard !isEqual else {
            differences = ""
            return
        }
        var lines = ["Differences:"]
        for (index, (l, r)) in zip(lhs, rhs).enumerated() where !equal(l, r) {
            lines.append("lhs[\(index)]:\n    \(l)")
            lines.append("rhs[\(index)]:\n    \(r)")
        }
        let shortest = min(lhs.count, rhs.count)
        for index in shortest..<lhs.count { lines.append("lhs[\(index)]:\n    \(lhs[index])") }
        for index in shortest..<rhs.count { lines.append("rhs[\(index)]:\n    \(rhs[index])") }
        differences = lines.joined(separator: "\n")
    }

    /// Compares with `==`.
    init<Item: Equatable>(_ lhs: [Item], _ rhs: [Item]) {
        self.init(lhs, rhs) { $0 == $1 }
    }

    /// Compares `Single` outcomes with `singleEventsEqual`.
    init<Element: Equatable>(singleEvents lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>]) {
        self.init(lhs, rhs) { EventComparison.singleEventsEqual($0, $1) }
    }

    /// `SingleEvent`s (`Result`s) compare as `Event`s do.
    static func singleEventsEqual<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let l), .success(let r)): return l == r
        case (.failure(let l), .failure(let r)): return Event<Element>.error(l) == Event<Element>.error(r)
        default: return false
        }
    }

    /// The first terminal event of `stream`, if it has one.
    static func firstStopEvent<Element>(_ stream: [Recorded<Event<Element>>]) -> Recorded<Event<Element>>? {
        stream.first { if case .next = $0.value { false } else { true } }
    }

    /// The elements of `stream`'s `next` events.
    static func elements<Element>(_ stream: [Recorded<Event<Element>>]) -> [Element] {
        stream.compactMap { if case .next(let element) = $0.value { element } else { nil } }
    }
}
