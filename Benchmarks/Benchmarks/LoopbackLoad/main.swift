import Foundation

// The loopback benchmark (Docs/Performance.md): five clients GET nginx's
// /json and decode it (a sixth, bare
// AsyncHTTPClient's delegate API, with --rows or --row 6), one at a time and
// 32 in flight, in rounds that interleave the rows; each figure is the
// median of the rounds. Each client family (rows 1-2 on URLSession, rows 3-5
// on AsyncHTTPClient) runs in a process of its own (`ClientFamily`). From
// Benchmarks/:
//   swift run -c release LoopbackLoad [--requests N] [--rounds R] [--rows 1,2 | --one-process]
// (`--rows`: only those rows, numbered from 1 in table order, in this
// process; `--one-process`: every row in this process).
// For a profiler, one cell alone (rows numbered from 1 in table order),
// against a server already running when the profiler cannot start one
// (valgrind: Process fails there):
//   .build/release/LoopbackLoad --row 4 --in-flight 32 --requests 40000 [--base-url URL]

/// The word after `name` on the command line, if any.
func argument(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func argument(_ name: String, default value: Int) -> Int {
    guard let number = argument(name).flatMap({ Int($0) }), number > 0 else { return value }
    return number
}

let requests = argument("--requests", default: 4_000)
let rounds = argument("--rounds", default: 3)
let inFlightColumns = [1, 32]

if let baseURL = argument("--base-url").flatMap({ URL(string: $0) }) {
    try await profile(baseURL: baseURL)
    exit(0)
}

if argument("--rows") == nil, !CommandLine.arguments.contains("--row"),
   !CommandLine.arguments.contains("--one-process") {
    exit(ClientFamily.runEachInAProcessOfItsOwn() ? 0 : 1)
}

let nginx: Nginx
do {
    nginx = try Nginx()
} catch {
    FileHandle.standardError.write(Data("LoopbackLoad: \(error)\n".utf8))
    exit(1)
}

if CommandLine.arguments.contains("--row") {
    try? await profile(baseURL: nginx.baseURL)
    nginx.stop()
    exit(0)
}

/// The cell `--row` and `--in-flight` name, alone, against the server at `baseURL`.
func profile(baseURL: URL) async throws {
    let row = Row.all[min(argument("--row", default: 1), Row.all.count) - 1].make(baseURL)
    let inFlight = argument("--in-flight", default: 1)
    do {
        let measured = try await Measurement.run(row, requests: requests, inFlight: inFlight)
        print(String(
            format: "%@, %d in flight: %.0f req/s, %.0f µs CPU/request",
            row.name as NSString, inFlight, measured.requestsPerSecond, measured.cpuMicrosecondsPerRequest))
        // Flushed now: a client torn down by `exit` may crash the process after this line.
        fflush(nil)
    } catch {
        print("a request failed: \(error)")
        throw error
    }
}
/// The rows `--rows` names (when it is absent, all but those measured only
/// when named), made now against the server at `baseURL`.
func chosenRows(baseURL: URL) -> [Row] {
    let choices: [Row.Choice]
    if let list = argument("--rows") {
        let numbers = list.split(separator: ",").compactMap { Int($0) }
        choices = numbers.filter { (1...Row.all.count).contains($0) }.map { Row.all[$0 - 1] }
    } else {
        choices = Row.all.filter { !$0.onlyWhenNamed }
    }
    return choices.map { $0.make(baseURL) }
}
let rows = chosenRows(baseURL: nginx.baseURL)
if rows.isEmpty {
    nginx.stop()
    FileHandle.standardError.write(Data("LoopbackLoad: --rows names no row (rows are numbered 1 to \(Row.all.count))\n".utf8))
    exit(1)
}
var results: [String: [Int: [Measurement]]] = [:]
do {
    // Warm-up: connections opened, code paged in, pools filled.
    for row in rows {
        _ = try await Measurement.run(row, requests: 320, inFlight: 32)
    }
    for round in 1...rounds {
        for row in rows {
            for inFlight in inFlightColumns {
                let measured = try await Measurement.run(row, requests: requests, inFlight: inFlight)
                results[row.name, default: [:]][inFlight, default: []].append(measured)
                print(String(
                    format: "round %d  %-42@ %2d in flight: %8.0f req/s  %6.0f µs CPU/request",
                    round, row.name as NSString, inFlight, measured.requestsPerSecond, measured.cpuMicrosecondsPerRequest))
            }
        }
    }
} catch {
    nginx.stop()
    FileHandle.standardError.write(Data("LoopbackLoad: a request failed: \(error)\n".utf8))
    exit(1)
}
nginx.stop()

let medians = rows.map { row in (row.name, inFlightColumns.map { Measurement.median(results[row.name]![$0]!) }) }
print("")
print("Median of \(rounds) interleaved rounds, \(requests) GETs per cell:")
print("")
print("| client | sequential req/s | CPU per request | 32 in flight req/s | CPU per request |")
print("| --- | ---: | ---: | ---: | ---: |")
for (name, columns) in medians {
    let cells = columns.map { String(format: "%.0f | %.0f µs", $0.requestsPerSecond, $0.cpuMicrosecondsPerRequest) }
    print("| \(name) | \(cells.joined(separator: " | ")) |")
}
/// `label`'s line: `row`'s req/s and CPU over `base`'s in each column, when both were measured.
func printRatio(_ label: String, _ row: String, over base: String) {
    guard let top = medians.first(where: { $0.0 == row })?.1,
          let bottom = medians.first(where: { $0.0 == base })?.1 else { return }
    let columns = zip(top, bottom).map {
        String(format: "%.2fx req/s, %.2fx CPU", $0.requestsPerSecond / $1.requestsPerSecond,
               $0.cpuMicrosecondsPerRequest / $1.cpuMicrosecondsPerRequest)
    }
    print("\(label): sequential " + columns.joined(separator: "; 32 in flight "))
}
print("")
printRatio("APIClient over AsyncHTTPClientTransport / bare AsyncHTTPClient",
           Row.Title.apiClientOverAsyncHTTPClient, over: Row.Title.bareAsyncHTTPClient)
printRatio("APIClient over URLSessionTransport / bare URLSession",
           Row.Title.apiClientOverURLSession, over: Row.Title.bareURLSession)
printRatio("bare AsyncHTTPClient's delegate API / its async API",
           Row.Title.bareDelegateAPI, over: Row.Title.bareAsyncHTTPClient)
// Flushed now: a client torn down by `exit` may crash the process after the table.
fflush(nil)
