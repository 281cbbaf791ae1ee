// The code sample of the StreamTestAssertions catalog's landing page
// (Sources/StreamTestAssertions/StreamTestAssertions.docc), verbatim, run.
import GuideSampleSupport
import Stream
import StreamTestAssertions
import Testing

@Suite("Catalog samples: StreamTestAssertions")
struct StreamTestAssertionsCatalogSamplesTests {
    @Test func sampleAppearsHereVerbatim() throws {
        let report = try GuideSamples.check(guide: "Sources/StreamTestAssertions/StreamTestAssertions.docc/StreamTestAssertions.md")
        #expect(report.samples.count == 1)
        #expect(report.missing.isEmpty, "\(report.missing)")
    }

    @Test func theRecordedEventsAreTheOnesTheSampleExpects() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.of(1, 2) }
        expectEqual(observer.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }
}
