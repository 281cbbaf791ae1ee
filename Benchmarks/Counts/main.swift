import Foundation
import Handlers
import Requester

// Instructions per validated response, counted by callgrind: ICOUNT_N
// responses validated by `ResponseValidator` with the default API error
// contract, whose pre-scan runs before the status and the raw body are
// taken. Synchronous throughout: valgrind cannot run Swift concurrency.
// A run with ICOUNT_N=1 and one with 3 give one response as half their
// difference (the commands: Docs/Performance.md, "Hostile bodies").
//
// Workloads (the body of a 200 answering `Endpoint<Data>`):
//   nul64    64 MiB of NUL bytes
//   bytes64  64 MiB of "a"
//   nul1     1 MiB of NUL bytes (within the error-body bound: scanned)
//   bytes1   1 MiB of "a" (likewise)

let mebibyte = 1 << 20
let workloads: [String: Data] = [
    "nul64": Data(count: 64 * mebibyte),
    "bytes64": Data(repeating: UInt8(ascii: "a"), count: 64 * mebibyte),
    "nul1": Data(count: mebibyte),
    "bytes1": Data(repeating: UInt8(ascii: "a"), count: mebibyte),
]

guard let name = CommandLine.arguments.dropFirst().first, let body = workloads[name] else {
    FileHandle.standardError.write(Data("usage: RequesterCounts \(workloads.keys.sorted().joined(separator: "|"))\n".utf8))
    exit(2)
}
let operations = ProcessInfo.processInfo.environment["ICOUNT_N"].flatMap(Int.init) ?? 1
let validator = ResponseValidator()
let endpoint = Endpoint<Data>.get("blob")
let response = HTTPResponse(statusCode: 200, body: body)

var bytes = 0
for _ in 0..<operations {
    do {
        bytes += try validator.validate(response, for: endpoint).count
    } catch {
        FileHandle.standardError.write(Data("unexpected failure: \(error)\n".utf8))
        exit(1)
    }
}
print("\(name): \(operations) responses, \(bytes) bytes")
