// The samples of the Handlers catalog's "Handlers by example" article
// (Sources/Handlers/Handlers.docc/HandlersByExample.md), verbatim: each test
// runs one sample with `print` captured and compares what it printed with
// the sample's `// Prints:` lines in the article. Edit both together.
import Foundation
import GuideSampleSupport
import Handlers
import Stream
import Testing

@Suite("Catalog samples: Handlers by example")
struct HandlersByExampleTests {
    private static let page = "Sources/Handlers/Handlers.docc/HandlersByExample.md"

    @Test func samplesAppearHereVerbatim() throws {
        let report = try GuideSamples.check(guide: Self.page)
        #expect(report.samples.count == 3)
        #expect(report.missing.isEmpty, "\(report.missing)")
        #expect(report.samples.allSatisfy { !GuideSamples.printedLines(of: $0).isEmpty })
    }

    @Test func routing() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct NotFound: StatusCodeHandler {
            let supportedErrorCodes = [404]
            func handle(error: HTTPError, presentable: (any Presentable)?) {}
        }
        struct Offline: NSErrorHandler {
            let supportedErrors = [NSURLErrorNotConnectedToInternet]
            func handle(error: NSError, presentable: (any Presentable)?) {}
        }
        let registry = HandlerRegistry()
        registry.statusCodeHandlers = [NotFound()]
        registry.nsErrorHandlers = [Offline()]
        let failures: [any Error] = [
            RequestError.status(HTTPError(response: HTTPResponse(statusCode: 404))),
            RequestError.transport(URLError(.notConnectedToInternet)),
            RequestError.status(HTTPError(response: HTTPResponse(statusCode: 500))),
        ]
        for failure in failures {
            print(registry.route(failure, presentable: nil))
        }
        print(registry.route(failures[0], presentable: nil, inlineHandler: { _ in true }))
        // Prints:
        // statusCode
        // nsError
        // unhandled
        // inline
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 0, in: Self.page)))
    }

    @Test func theServersOwnErrorAndTheUnderlyingOne() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct ServerMessage: ErrorHandler {
            func canHandle(error: any Error) -> Bool { error is APIError }
            func handle(error: any Error, presentable: (any Presentable)?) {}
        }
        struct BadPayload: UnderlyingErrorHandler {
            func canHandle(error: any Error, response: HTTPResponse?) -> Bool { error is DecodingError }
            func handle(error: any Error, response: HTTPResponse?, presentable: (any Presentable)?) {}
        }
        let registry = HandlerRegistry()
        registry.errorHandlers = [ServerMessage()]
        registry.underlyingErrorHandlers = [BadPayload()]
        let response = HTTPResponse(statusCode: 422)
        let serverError = APIError(code: "city_not_found", title: "No such city", response: response)
        let decoding = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON"))
        print(serverError.localizedDescription)
        print(registry.route(RequestError.api(serverError), presentable: nil))
        print(registry.route(RequestError.decoding(decoding, response), presentable: nil))
        // Prints:
        // No such city
        // error
        // underlying
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 1, in: Self.page)))
    }

    @Test func repairingAFailureAndWhatNobodyTook() throws {
        let output = PrintedOutput()
        func print(_ items: Any...) { output.record(items) }
        struct RefreshSession: ResumableHandler {
            func canHandle(error: any Error) -> Bool { (error as? HTTPError)?.statusCode == 401 }
            func handle(error: any Error, presentable: (any Presentable)?) -> Observable<Void> {
                Observable.just(())
            }
        }
        final class Screen: Presentable {
            var unhandled: [String] = []
            func showError(error: String) {}
            func showLoading() {}
            func hideLoading() {}
            func onHandleErrorFailed(error: any Error) { unhandled.append("\(error)") }
        }
        let registry = HandlerRegistry()
        registry.resumableHandlers = [RefreshSession()]
        let expired = RequestError.status(HTTPError(response: HTTPResponse(statusCode: 401)))
        if let match = registry.resumableHandler(for: expired) {
            print("resumable handler", match.index, "takes", type(of: match.error))
            _ = match.handle(presentable: nil).subscribe(onCompleted: { print("repaired: the request runs again") })
        }
        let screen = Screen()
        let serverDown = RequestError.status(HTTPError(response: HTTPResponse(statusCode: 503)))
        print(registry.resumableHandler(for: serverDown) == nil ? "no repair for 503" : "a repair for 503")
        print(registry.route(serverDown, presentable: screen))
        print(screen.unhandled.count, "failure shown as unhandled")
        // Prints:
        // resumable handler 0 takes HTTPError
        // repaired: the request runs again
        // no repair for 503
        // unhandled
        // 1 failure shown as unhandled
        #expect(output.lines == (try GuideSamples.printedLines(ofSample: 2, in: Self.page)))
    }
}
