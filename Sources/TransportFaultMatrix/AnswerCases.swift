import Foundation
import Handlers
import Requester
import RequesterTestSupport

/// Responses of every kind arrive whole, and `APIClient` validates them in its order.
extension FaultMatrix {
    static let answerCases: [FaultCase] = [
        FaultCase("JSON decodes", .answers) { run in
            let value = await run.outcome(Endpoint<User>.get("json"), on: run.client()).value
            run.check(value == ada, "got \(String(describing: value))")
        },
        FaultCase("an envelope opens", .answers) { run in
            let value = await run.outcome(Endpoint<User>.get("envelope").unwrapping("data"), on: run.client()).value
            run.check(value == ada, "got \(String(describing: value))")
        },
        FaultCase("an API error on 200 fails with .api", .answers) { run in
            let error = await run.outcome(Endpoint<User>.get("api-error"), on: run.client()).failure
            run.check(error?.apiError?.code == "quota", "got \(String(describing: error))")
            run.check(error?.apiError?.title == "Quota exceeded", "got \(String(describing: error))")
            run.check(error?.apiError?.response.statusCode == 200, "got \(String(describing: error))")
        },
        FaultCase("an API error on 422 fails with .api", .answers) { run in
            let endpoint = Endpoint<User>.get("api-error", query: ["status": "422"])
            let error = await run.outcome(endpoint, on: run.client()).failure
            run.check(error?.apiError?.code == "quota", "got \(String(describing: error))")
            run.check(error?.apiError?.response.statusCode == 422, "got \(String(describing: error))")
        },
        FaultCase("200, 201, 202 and 204 succeed", .answers) { run in
            let client = run.client()
            for status in [200, 201, 202, 204] {
                let value = await run.outcome(Endpoint<Empty>.get("status/\(status)"), on: client).value
                run.check(value == Empty(), "\(status): got \(String(describing: value))")
            }
        },
        FaultCase("other statuses fail with .status and keep the body", .answers) { run in
            let client = run.client()
            for status in [300, 400, 401, 403, 404, 409, 418, 422, 429, 500, 501, 502, 503, 504] {
                let error = await run.outcome(Endpoint<Empty>.get("status/\(status)"), on: client).failure
                run.check(error?.statusCode == status, "\(status): got \(String(describing: error))")
                run.check(
                    error?.response?.body == Data(#"{"status": \#(status)}"#.utf8),
                    "\(status): body \(String(decoding: error?.response?.body ?? Data(), as: UTF8.self))")
            }
        },
        FaultCase("malformed JSON is a decoding failure", .answers) { run in
            let error = await run.outcome(Endpoint<User>.get("malformed"), on: run.client()).failure
            run.check(error?.decodingError != nil, "got \(String(describing: error))")
            run.check(error?.response?.statusCode == 200, "got \(String(describing: error))")
        },
        FaultCase("mistyped JSON is a type mismatch", .answers) { run in
            let error = await run.outcome(Endpoint<User>.get("mistyped"), on: run.client()).failure
            guard case .typeMismatch? = error?.decodingError else {
                run.record("expected a type mismatch, got \(String(describing: error))")
                return
            }
        },
        FaultCase("an empty body fails for a model and answers Empty", .answers) { run in
            let client = run.client()
            let model = await run.outcome(Endpoint<User>.get("empty"), on: client).failure
            run.check(model?.decodingError != nil, "a model: got \(String(describing: model))")
            let empty = await run.outcome(Endpoint<Empty>.get("empty"), on: client).value
            run.check(empty == Empty(), "Empty: got \(String(describing: empty))")
        },
        FaultCase("an HTML error page is a .status failure with the page kept", .answers) { run in
            let error = await run.outcome(Endpoint<User>.get("html"), on: run.client()).failure
            run.check(error?.statusCode == 500, "got \(String(describing: error))")
            let page = String(decoding: error?.response?.body ?? Data(), as: UTF8.self)
            run.check(page.contains("<h1>Oops</h1>"), "the page: \(page)")
        },
        FaultCase("an HTML page on 200 is a decoding failure", .answers) { run in
            let endpoint = Endpoint<User>.get("html", query: ["status": "200"])
            let error = await run.outcome(endpoint, on: run.client()).failure
            run.check(error?.decodingError != nil, "got \(String(describing: error))")
        },
        FaultCase("a gzip or deflate body arrives decoded", .answers) { run in
            let client = run.client()
            for coding in ["gzip", "deflate"] {
                let value = await run.outcome(Endpoint<User>.get("encoded/\(coding)"), on: client)
                run.check(value.value == ada, "\(coding): got \(value)")
            }
        },
    ]
}
