// The sample of the Handlers catalog's "Handlers by example" article
// (Sources/Handlers/Handlers.docc/HandlersByExample.md), verbatim: the test
// runs it with `print` captured and compares what it printed with the
// sample's `// Prints:` lines in the article. Edit both together.
import Foundation
import GuideSampleSupport
import Handlers
import Testing

@Suite("Catalog samples: Handlers by example")
struct HandlersByExampleTests {
    private static let page = "Sources/Handlers/Handlers.docc/HandlersByExample.md"

    /// The lines the sample's `print` made, kept instead of written out.
    private final class Output {
        var lines: [String] = []
    }

    @Test func sampleAppearsHereVerbatim() throws {
        let report = try GuideSamples.check(guide: Self.page)
        #expect(report.samples.count == 1)
        #expect(report.missing.isEmpty, "\(report.missing)")
    }

    @Test func routing() throws {
        let output = Output()
        func print(_ items: Any...) { output.lines.append(items.map { "\($0)" }.joined(separator: " ")) }
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
        let sample = try GuideSamples.check(guide: Self.page).samples[0]
        #expect(!GuideSamples.printedLines(of: sample).isEmpty)
        #expect(output.lines == GuideSamples.printedLines(of: sample))
    }
}
