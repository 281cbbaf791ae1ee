import Foundation

/// The command line of `requester-demo`, parsed.
enum DemoArguments: Equatable {
    /// `--help`: print the usage.
    case help
    /// Tell the story in `mode`.
    case run(DemoMode)

    /// What `arguments` (without the program name) ask for, or why they
    /// cannot be understood.
    static func parse(_ arguments: [String]) -> Result<DemoArguments, UsageError> {
        var virtual = false
        var baseURL: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return .success(.help)
            case "--virtual":
                virtual = true
            case "--base-url":
                guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                    return .failure(UsageError("--base-url needs a URL, e.g. --base-url http://127.0.0.1:8080"))
                }
                baseURL = value
            case _ where argument.hasPrefix("--base-url="):
                baseURL = String(argument.dropFirst("--base-url=".count))
            default:
                return .failure(UsageError("unknown argument “\(argument)”"))
            }
        }
        guard let baseURL else { return .success(.run(virtual ? .virtual : .stubbed)) }
        guard !virtual else {
            return .failure(UsageError("--virtual and --base-url cannot be combined: "
                + "virtual time is for the embedded stub, a real server answers in real time"))
        }
        guard let url = URL(string: baseURL), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host?.isEmpty == false else {
            return .failure(UsageError("--base-url needs an http(s) URL with a host, got “\(baseURL)”"))
        }
        return .success(.run(.server(url)))
    }

    /// What `--help` prints, and what follows a usage error.
    static let usage = """
        usage: requester-demo [--virtual | --base-url URL] [--help]

        Runs a weather app's requests end to end through Requester, APIClient and
        the error handlers, and prints what happens, chapter by chapter: an expired
        token refreshed once, a flapping 503 retried with exponential backoff, a 404
        shown as "City not found", an offline request answered from a cache,
        concurrent requests sharing one refresh, and the loading indicator going on
        and off once. Each chapter checks its outcome.

          (no flag)        the embedded weather API (a StubTransport), in real time
          --virtual        the same story in virtual time: instant and repeatable
          --base-url URL   a real server instead of the stub, for instance the test
                           fixture (in a second terminal, it prints its port):
                             python3 Tests/Fixtures/server.py
                             swift run requester-demo --base-url http://127.0.0.1:PORT
          -h, --help       this text

        Exit status: 0 when the story completes as expected, 1 when a chapter fails,
        64 for bad arguments.
        """
}

/// Where and in what time the story is told.
enum DemoMode: Equatable {
    /// The embedded stub, in real time.
    case stubbed
    /// The embedded stub, in virtual time.
    case virtual
    /// A real server at this base URL.
    case server(URL)
}

/// Arguments that cannot be understood.
struct UsageError: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
