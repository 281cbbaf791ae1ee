import Testing
@testable import Stream

@Suite("enumerated")
struct EnumeratedTests {
    @Test func pairsElementsWithTheirIndex() {
        var seen: [String] = []
        var completed = false
        _ = Observable.of("a", "b", "c").enumerated().subscribe(
            onNext: { seen.append("\($0.index):\($0.element)") }, onCompleted: { completed = true })
        #expect(seen == ["0:a", "1:b", "2:c"])
        #expect(completed)
    }

    @Test func indexRestartsForEachSubscription() {
        let indexed = Observable.of(5, 6).enumerated().map(\.index)
        let first = RawEventLog<Int>(), second = RawEventLog<Int>()
        _ = indexed.subscribe(first.observer)
        _ = indexed.subscribe(second.observer)
        #expect(first.events == [.next(0), .next(1), .completed])
        #expect(second.events == first.events)
    }

    @Test func errorPassesThrough() {
        let log = RawEventLog<Int>()
        _ = Observable<Int>.error(TestError(id: 1)).enumerated().map(\.index).subscribe(log.observer)
        #expect(log.events == [.error(TestError(id: 1))])
    }
}
