import Foundation
import Handlers
@testable import Requester
import Testing

@Suite("Transfer, TransferProgress, Response and ServerSentEvent values")
struct TransferValuesTests {
    @Test func progressDefaultsToNothingDoneAndUnknownTotals() {
        let progress = TransferProgress()
        #expect(progress.sentBytes == 0)
        #expect(progress.expectedSentBytes == nil)
        #expect(progress.receivedBytes == 0)
        #expect(progress.expectedReceivedBytes == nil)
        #expect(TransferProgress(sentBytes: 1, expectedSentBytes: 2, receivedBytes: 3, expectedReceivedBytes: 4)
                == TransferProgress(sentBytes: 1, expectedSentBytes: 2, receivedBytes: 3, expectedReceivedBytes: 4))
    }

    @Test func transfersCompareByStepAndValue() {
        let done: Transfer<URL> = .completed(URL(fileURLWithPath: "/tmp/a"))
        #expect(done == .completed(URL(fileURLWithPath: "/tmp/a")))
        #expect(done != .progress(TransferProgress()))
        #expect(Transfer<Int>.progress(TransferProgress(receivedBytes: 1)) != .progress(TransferProgress()))
        #expect(Set([Transfer<Int>.completed(1), .completed(1), .completed(2)]).count == 2)
    }

    @Test func aResponseKeepsTheValueBesideTheResponse() {
        let http = HTTPResponse(statusCode: 200, headers: ["ETag": "\"v1\""], body: Data("{}".utf8))
        let response = Response(value: 42, response: http)
        #expect(response.value == 42)
        #expect(response.response.header("etag") == "\"v1\"")
        #expect(response == Response(value: 42, response: http))
        #expect(response != Response(value: 43, response: http))
    }

    @Test func valuesCrossToOtherTasks() async {
        let response = Response(value: "text", response: HTTPResponse(statusCode: 200))
        let transfer: Transfer<String> = .progress(TransferProgress(sentBytes: 5))
        let event = ServerSentEvent(id: "1", event: "tick", data: "a", retry: .seconds(1))
        let received = await Task.detached { (response, transfer, event) }.value
        #expect(received.0 == response)
        #expect(received.1 == transfer)
        #expect(received.2 == event)
    }

    @Test func anEventDefaultsToNoIDTypeOrRetry() {
        let event = ServerSentEvent(data: "x")
        #expect(event.id == nil)
        #expect(event.event == nil)
        #expect(event.retry == nil)
        #expect(event == ServerSentEvent(id: nil, event: nil, data: "x", retry: nil))
    }
}
