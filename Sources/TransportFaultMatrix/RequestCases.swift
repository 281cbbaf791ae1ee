import Foundation
import Handlers
import Requester
import RequesterTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the server receives: methods, headers, bodies, and what redirects
/// take along or leave behind.
extension FaultMatrix {
    static let requestCases: [FaultCase] = [
        FaultCase("the server sees the method, JSON headers, body and query", .requests) { run in
            let endpoint = Endpoint<Echo>.put("echo?q=a%26b", body: ada, headers: ["X-Trace": "t-1"])
            let echo = try await run.client().send(endpoint)
            let headers = echo.lowercasedHeaders
            run.check(echo.method == "PUT", "method \(echo.method)")
            run.check(echo.query == ["q": "a&b"], "query \(echo.query)")
            run.check(headers["content-type"] == "application/json", "headers \(headers)")
            run.check(headers["accept"] == "application/json", "headers \(headers)")
            run.check(headers["x-trace"] == "t-1", "headers \(headers)")
            run.check((try? JSONDecoder().decode(User.self, from: Data(echo.body.utf8))) == ada, "body \(echo.body)")
        },
        FaultCase("a streamed request body (httpBodyStream) arrives whole", .requests) { run in
            let body = FaultMatrix.uploadBody(bytes: 300_000)
            var request = URLRequest(url: run.server.baseURL.appendingPathComponent("upload"))
            request.httpMethod = "POST"
            request.httpBodyStream = InputStream(data: body)
            request.setValue("\(body.count)", forHTTPHeaderField: "Content-Length")
            let response = try await run.exchange(request, on: run.makeTransport())
            let received = try? JSONDecoder().decode(Uploaded.self, from: response.body)
            let expected = try await FaultMatrix.expectedUpload(bytes: body.count, on: run.server)
            run.check(response.statusCode == 200, "status \(response.statusCode)")
            run.check(received == expected, "the server received \(String(describing: received)), not \(expected)")
        },
        FaultCase("a bearer token opens a protected route", .requests) { run in
            struct Token: Decodable { let access_token: String }
            let token = try await run.client().send(Endpoint<Token>.get("token")).access_token
            let authorized = run.client(adapters: [BearerTokenAdapter { token }])
            let value = await run.outcome(Endpoint<User>.get("protected"), on: authorized).value
            run.check(value == ada, "with the token: got \(String(describing: value))")
            let error = await run.outcome(Endpoint<User>.get("protected"), on: run.client()).failure
            run.check(error?.statusCode == 401, "without: got \(String(describing: error))")
        },
        // A redirect to another origin (here `localhost` instead of
        // `127.0.0.1`) must not take the token or the cookie along; one on
        // the same origin keeps them.
        FaultCase("a redirect to another origin goes without credentials", .requests) { run in
            let port = try run.require(run.server.baseURL.port, "the server's URL has no port")
            let authorized = run.client(adapters: [BearerTokenAdapter { "tok-SECRET" }])
            let headers = { (location: String) async throws -> [String: String] in
                let echo = try await authorized.send(Endpoint<Echo>.get(
                    "redirect", query: ["to": location], headers: ["Cookie": "sid=cookie-SECRET"]))
                return echo.lowercasedHeaders
            }
            let elsewhere = try await headers("http://localhost:\(port)/echo")
            run.check(elsewhere["authorization"] == nil, "another origin got \(elsewhere)")
            run.check(elsewhere["cookie"] == nil, "another origin got \(elsewhere)")
            let sameOrigin = try await headers("/echo")
            run.check(sameOrigin["authorization"] == "Bearer tok-SECRET", "the same origin got \(sameOrigin)")
            run.check(sameOrigin["cookie"] == "sid=cookie-SECRET", "the same origin got \(sameOrigin)")
        },
        // A 302 after a POST is followed as a GET without the body; the
        // headers that described the body go with it (the fetch standard's
        // rule), or the server is told of a JSON body that is not there.
        FaultCase("a redirect that drops the body drops its Content-Type", .requests) { run in
            struct Note: Encodable { let text: String }
            let echo = try await run.client().send(Endpoint<Echo>.post(
                "redirect?to=/echo", body: Note(text: "hello"), headers: ["Content-Language": "en"]))
            let headers = Set(echo.headers.keys.map { $0.lowercased() })
            run.check(echo.method == "GET", "method \(echo.method)")
            run.check(echo.body.isEmpty, "body \(echo.body)")
            run.check(!headers.contains("content-type"), "headers \(echo.headers)")
            run.check(!headers.contains("content-language"), "headers \(echo.headers)")
        },
        // A redirect that keeps a write's method either sends the body again
        // (Apple platforms) or is not followed, its 3xx the answer
        // (FoundationNetworking would send the method with an empty body).
        FaultCase("a redirect that keeps a write's method never sends it empty", .requests) { run in
            let body = Data(#"{"text":"hello"}"#.utf8)
            let client = run.client()
            for method in ["POST", "PUT", "PATCH"] {
                for status in method == "POST" ? [307, 308] : [301, 302, 307, 308] {
                    let endpoint = Endpoint<Echo>(
                        method: method, path: "redirect", query: ["to": "/echo", "status": "\(status)"], body: body)
                    switch await run.outcome(endpoint, on: client) {
                    case .success(let echo):
                        run.check(
                            echo.method == method && echo.body == #"{"text":"hello"}"#,
                            "\(method) \(status): \(echo.method) \(echo.body)")
                    case .failure(let error):
                        run.check(error.statusCode == status, "\(method) \(status): \(error)")
                    }
                }
            }
        },
        FaultCase("a followed redirect answers with the final URL", .requests) { run in
            let url = run.server.baseURL.appendingPathComponent("redirect")
            var components = try run.require(URLComponents(url: url, resolvingAgainstBaseURL: false), "bad URL \(url)")
            components.queryItems = [URLQueryItem(name: "to", value: "/json")]
            let request = URLRequest(url: try run.require(components.url, "bad URL \(components)"))
            let response = try await run.exchange(request, on: run.makeTransport())
            run.check(response.statusCode == 200, "status \(response.statusCode)")
            run.check(response.url?.path == "/json", "url \(String(describing: response.url))")
        },
        FaultCase("the logger never prints the token or cookies", .requests) { run in
            let lines = LogLines()
            let logged = run.client(
                adapters: [BearerTokenAdapter { "tok-SECRET-123" }],
                logger: RequestLogger(options: .all, sink: lines.append))
            struct Login: Encodable { let username: String; let password: String }
            let echo = try await logged.send(Endpoint<Echo>.post(
                "echo?access_token=query-SECRET", body: Login(username: "ada", password: "pw-SECRET"),
                headers: ["Cookie": "sid=cookie-SECRET"]))
            // The server really got the secrets...
            run.check(echo.headers.values.contains("Bearer tok-SECRET-123"), "the server got \(echo.headers)")
            // ...and the log shows none of them, not even echoed back in the body or in Set-Cookie.
            let text = lines.text
            run.check(!text.contains("SECRET"), "the log: \(text)")
            run.check(!text.contains("secret-cookie-value"), "the log: \(text)")
            run.check(text.contains("<redacted>"), "the log: \(text)")
            run.check(text.contains("--> POST"), "the log: \(text)")
            run.check(text.contains("<-- 200"), "the log: \(text)")
        },
    ]
}
