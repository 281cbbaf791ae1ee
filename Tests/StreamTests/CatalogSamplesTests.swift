// The code samples of the Stream and StreamBlocking catalogs' landing pages
// (Sources/*/*.docc), verbatim, and tests that run them. Edit both together.
import GuideSampleSupport
import Stream
import StreamBlocking
import Testing

@Suite("Catalog samples: Stream and StreamBlocking")
struct StreamCatalogSamplesTests {
    @Test(arguments: [
        "Sources/Stream/Stream.docc/Stream.md",
        "Sources/StreamBlocking/StreamBlocking.docc/StreamBlocking.md",
    ])
    func samplesAppearHereVerbatim(page: String) throws {
        let report = try GuideSamples.check(guide: page)
        #expect(!report.samples.isEmpty)
        #expect(report.missing.isEmpty, "\(report.missing)")
    }

    @Test func theOverviewChainPrintsTwentyAndThirty() {
        var printed: [Int] = []
        func print(_ value: Int) { printed.append(value) }
        let bag = DisposeBag()
        Observable.of(1, 2, 3)
            .map { $0 * 10 }
            .filter { $0 > 10 }
            .subscribe(onNext: { print($0) })
            .disposed(by: bag)
        // 20
        // 30
        #expect(printed == [20, 30])
    }

    @Test func toBlockingGathersEveryElement() throws {
        let values = try Observable.of(1, 2, 3).toBlocking(timeout: 1).toArray()
        // [1, 2, 3]
        #expect(values == [1, 2, 3])
    }
}
