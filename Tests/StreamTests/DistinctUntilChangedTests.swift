import Testing
@testable import Stream

@Suite("distinctUntilChanged")
struct DistinctUntilChangedTests {
    @Test func dropsConsecutiveDuplicates() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 1, 2, 2, 2, 1, 3, 3).distinctUntilChanged().subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .next(1), .next(3), .completed])
    }

    @Test func comparerDecidesEquality() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2, 4, 5, 9).distinctUntilChanged { abs($0 - $1) <= 1 }.subscribe(log.observer)
        // 2 is "equal" to 1, 5 to 4; the comparison is with the last emitted element.
        #expect(log.events == [.next(1), .next(4), .next(9), .completed])
    }

    @Test func keySelectorComparesKeys() {
        let log = RawEventLog<String>()
        _ = Observable.of("apple", "avocado", "banana", "blueberry", "apricot")
            .distinctUntilChanged { $0.first }
            .subscribe(log.observer)
        #expect(log.events == [.next("apple"), .next("banana"), .next("apricot"), .completed])
    }

    @Test func keySelectorWithComparer() {
        let log = RawEventLog<String>()
        _ = Observable.of("a", "B", "b", "c")
            .distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 })
            .subscribe(log.observer)
        #expect(log.events == [.next("a"), .next("B"), .next("c"), .completed])
    }

    @Test func keyPathComparesProperties() {
        struct Item { var id: Int; var name: String }
        var names: [String] = []
        _ = Observable.of(Item(id: 1, name: "a"), Item(id: 1, name: "b"), Item(id: 2, name: "c"))
            .distinctUntilChanged(at: \.id)
            .subscribe(onNext: { names.append($0.name) })
        #expect(names == ["a", "c"])
    }

    @Test func throwingComparerFails() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2).distinctUntilChanged { _, _ in throw TestError(id: 1) }.subscribe(log.observer)
        #expect(log.events == [.next(1), .error(TestError(id: 1))])
    }
}
