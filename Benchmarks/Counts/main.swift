import Dispatch
import Foundation
import Handlers
import Requester
import Stream

// Instructions per operation, counted by callgrind: ICOUNT_N operations of
// one workload. Synchronous throughout (a request is waited for with a
// semaphore): valgrind cannot run Swift concurrency. A run with ICOUNT_N=N1
// and one with N2 give one operation as their difference divided by N2-N1
// (the commands: Docs/Performance.md).
//
// Set SWIFT_DETERMINISTIC_HASHING=1 for the request workloads: a request
// looks up String-keyed dictionaries (headers, JSON keys), whose probing
// depends on the per-process hash seed, so unseeded counts of one binary
// differ by up to about a thousand instructions from run to run.
//
// Workloads, validation (the body of a 200 answering `Endpoint<Data>`,
// validated by `ResponseValidator` with the default API error contract,
// whose pre-scan runs before the status and the raw body are taken):
//   nul64    64 MiB of NUL bytes
//   bytes64  64 MiB of "a"
//   nul1     1 MiB of NUL bytes (within the error-body bound: scanned)
//   bytes1   1 MiB of "a" (likewise)
// Workloads, requests (one `APIClient.request(Endpoint<Profile>)` over a
// `StubTransport` answering a 306-byte JSON body, subscribed and waited
// for, one at a time: the package's own work per request, with decoding):
//   json306      a client with no adapter
//   json306bearer  the same with a `BearerTokenAdapter` (the header alone)
//   json306auth  the same with an `Authenticator` whose token is always accepted
//   json306adapted  the same header set by a plain `RequestAdapter` (the
//                built request copied and adapted)
//   json306requester  json306 through a `Requester` (no presentable, immediate schedulers)

let mebibyte = 1 << 20
// Made only for the workload run: the others do not pay for 130 MiB.
let validations: [String: () -> Data] = [
    "nul64": { Data(count: 64 * mebibyte) },
    "bytes64": { Data(repeating: UInt8(ascii: "a"), count: 64 * mebibyte) },
    "nul1": { Data(count: mebibyte) },
    "bytes1": { Data(repeating: UInt8(ascii: "a"), count: mebibyte) },
]
let requestWorkloads = ["json306", "json306bearer", "json306auth", "json306adapted", "json306requester"]

let name = CommandLine.arguments.dropFirst().first ?? ""
let operations = ProcessInfo.processInfo.environment["ICOUNT_N"].flatMap(Int.init) ?? 1

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(1)
}

if let body = validations[name]?() {
    let validator = ResponseValidator()
    let endpoint = Endpoint<Data>.get("blob")
    let response = HTTPResponse(statusCode: 200, body: body)
    var bytes = 0
    for _ in 0..<operations {
        do {
            bytes += try validator.validate(response, for: endpoint).count
        } catch {
            fail("unexpected failure: \(error)")
        }
    }
    print("\(name): \(operations) responses, \(bytes) bytes")
} else if requestWorkloads.contains(name) {
    let client = requestClient(for: name)
    let endpoint = Endpoint<Profile>.get("profiles/42")
    let requester = name == "json306requester" ? immediateRequester() : nil
    var decoded = 0
    for _ in 0..<operations {
        let done = DispatchSemaphore(value: 0)
        let request = requester.map { requester in requester.request { client.request(endpoint) } } ?? client.request(endpoint)
        _ = request.subscribe(
            onNext: { profile in decoded += profile.tags.count },
            onError: { error in fail("unexpected failure: \(error)") },
            onCompleted: { done.signal() })
        done.wait()
    }
    print("\(name): \(operations) requests, \(decoded) tags")
} else {
    let names = (validations.keys.sorted() + requestWorkloads).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: RequesterCounts \(names)\n".utf8))
    exit(2)
}
