import Foundation
import Handlers
@testable import Requester
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Counting a transfer's progress from transport events")
struct TransferProgressCounterTests {
    func response(_ status: Int = 200, _ headers: [String: String] = [:]) -> TransportEvent {
        .response(HTTPResponse(statusCode: status, headers: headers))
    }

    @Test func anUploadThenADownload() {
        var counter = TransferProgressCounter(expectedSentBytes: 10, method: "POST")
        #expect(counter.progress == TransferProgress(sentBytes: 0, expectedSentBytes: 10))
        #expect(counter.record(.sent(4, expected: 10)) == TransferProgress(sentBytes: 4, expectedSentBytes: 10))
        #expect(counter.record(.sent(10, expected: 10))?.sentBytes == 10)
        #expect(counter.record(response(200, ["Content-Length": "6"]))?.expectedReceivedBytes == 6)
        #expect(counter.record(.received(Data("abc".utf8)))?.receivedBytes == 3)
        #expect(counter.record(.received(Data("def".utf8)))
                == TransferProgress(sentBytes: 10, expectedSentBytes: 10, receivedBytes: 6, expectedReceivedBytes: 6))
        #expect(counter.finish() == nil)
    }

    @Test func countsNeverDecrease() {
        var counter = TransferProgressCounter(expectedSentBytes: nil, method: "PUT")
        _ = counter.record(.sent(8, expected: nil))
        #expect(counter.record(.sent(5, expected: nil)) == nil)
        #expect(counter.progress.sentBytes == 8)
    }

    @Test func theTransportsExpectedSizeReplacesAnUnknownOne() {
        var counter = TransferProgressCounter(expectedSentBytes: nil, method: "POST")
        #expect(counter.record(.sent(1, expected: 100))?.expectedSentBytes == 100)
        #expect(counter.record(.sent(2, expected: nil))?.expectedSentBytes == 100)
        #expect(counter.record(.sent(2, expected: -1)) == nil)
    }

    @Test(arguments: [
        ("GET", 200, ["Content-Length": "42"], Int64?.some(42)),
        ("GET", 200, ["content-length": " 7 "], 7),
        ("GET", 200, [:], nil),
        ("GET", 200, ["Content-Length": "x"], nil),
        ("GET", 200, ["Content-Length": "-1"], nil),
        ("GET", 200, ["Content-Length": "42", "Content-Encoding": "gzip"], nil),
        ("GET", 200, ["Content-Length": "42", "Content-Encoding": "identity"], 42),
        ("HEAD", 200, ["Content-Length": "42"], 0),
        ("GET", 204, [:], 0),
        ("GET", 304, ["Content-Length": "42"], 0),
    ] as [(String, Int, [String: String], Int64?)])
    func expectedReceivedBytes(_ method: String, _ status: Int, _ headers: [String: String], _ expected: Int64?) {
        var counter = TransferProgressCounter(expectedSentBytes: 0, method: method)
        _ = counter.record(response(status, headers))
        #expect(counter.progress.expectedReceivedBytes == expected)
    }

    @Test func finishingPutsTheLastProgressAtTheTotals() {
        var counter = TransferProgressCounter(expectedSentBytes: 100, method: "POST")
        _ = counter.record(.sent(60, expected: 100))
        _ = counter.record(response(200, ["Transfer-Encoding": "chunked"]))
        _ = counter.record(.received(Data(count: 5)))
        #expect(counter.finish()
                == TransferProgress(sentBytes: 100, expectedSentBytes: 100, receivedBytes: 5, expectedReceivedBytes: 5))
        #expect(counter.finish() == nil)
    }

    @Test func aBodylessExchangeIsAtItsTotalsOfZero() {
        var counter = TransferProgressCounter(expectedSentBytes: 0, method: "GET")
        #expect(counter.record(response(204)) == TransferProgress(
            sentBytes: 0, expectedSentBytes: 0, receivedBytes: 0, expectedReceivedBytes: 0))
        #expect(counter.finish() == nil)
    }

    @Test func theExpectedUploadSizeComesFromTheRequestsBody() throws {
        var request = URLRequest(url: URL(string: "https://example.com/upload")!)
        #expect(TransferProgressCounter(request: request).progress.expectedSentBytes == 0)
        request.httpMethod = "POST"
        request.httpBody = Data(count: 12)
        #expect(TransferProgressCounter(request: request).progress.expectedSentBytes == 12)

        var form = MultipartForm(boundary: "B")
        form.add(name: "a", value: "1")
        let prepared = try form.body.prepare()
        request.httpBodyStream = prepared.makeInputStream()
        #expect(TransferProgressCounter(request: request).progress.expectedSentBytes == prepared.contentLength)

        request.httpBodyStream = InputStream(data: Data(count: 5))
        #expect(TransferProgressCounter(request: request).progress.expectedSentBytes == nil)
        request.setValue("5", forHTTPHeaderField: "Content-Length")
        #expect(TransferProgressCounter(request: request).progress.expectedSentBytes == 5)
    }
}
