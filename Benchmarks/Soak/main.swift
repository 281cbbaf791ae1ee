import Foundation
import Requester
import Stream

// One million requests (or the count given) through Requester + APIClient +
// StubTransport in virtual time, in batches of 100 in flight at once: the
// mix of SoakKind (successes, 404s routed to a handler, 401s resumed after a
// shared token refresh, 503s retried to success or to failure, POSTs with
// and without an Idempotency-Key, API error and malformed bodies, requests
// disposed mid-flight). Checks that every request ends exactly once as its
// kind calls for, that every screen's loading count is back to zero after
// each batch, that the stub saw exactly the calls the retry rules allow,
// that refreshes stay within budget, and that resident memory grows less
// than 5 MB after the first 100,000 requests. Prints the memory curve.
//
//   cd Benchmarks && swift run -c release RequesterSoak [requests]

let total = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1_000_000
let batchSize = SoakKind.batch.count
let warmUp = min(100_000, total / 10)
let soak = SoakClient()
var ledger = SoakLedger()
var curve: [(requests: Int, bytes: Int)] = [(0, ResidentMemory.bytes())]
var warmUpBytes = curve[0].bytes
let started = ContinuousClock.now

var number = 0
while number < total {
    var records: [SoakRecord] = []
    var subscriptions: [any Disposable] = []
    var flakySlot = 0, keyedSlot = 0
    for kind in SoakKind.batch {
        var slot = 0
        if kind == .flaky {
            slot = flakySlot
            flakySlot += 1
            soak.rescriptFlaky(slot)
        } else if kind == .keyedPost {
            slot = keyedSlot
            keyedSlot += 1
            soak.rescriptKeyed(slot)
        }
        let record = SoakRecord(kind: kind)
        records.append(record)
        subscriptions.append(soak.request(kind, number: number, slot: slot).subscribe(
            onNext: { _ in record.values += 1 },
            onError: { record.errors.append($0) },
            onCompleted: { record.completions += 1 },
            onDisposed: { record.disposals += 1 }))
        ledger.sent[kind, default: 0] += 1
        number += 1
    }
    // Mid-flight: every reply is still on its way in virtual time.
    for (record, subscription) in zip(records, subscriptions) where record.kind == .disposed {
        subscription.dispose()
    }
    soak.scheduler.start()
    for record in records {
        if let violation = record.violation { ledger.record(violation) }
    }
    for (index, screen) in soak.presentables.enumerated() where screen.loading != 0 || screen.lowestLoading < 0 {
        ledger.record("screen \(index): loading count \(screen.loading) (lowest \(screen.lowestLoading)) after a batch")
    }
    // Ten seconds between batches: three refreshes per 30 s window, within the budget of five.
    soak.scheduler.advanceTo(soak.scheduler.clock + 10_000)
    if number == warmUp { warmUpBytes = ResidentMemory.bytes() }
    if number % 100_000 == 0 || number >= total { curve.append((number, ResidentMemory.bytes())) }
}
let elapsed = ContinuousClock.now - started

// What the stub saw: the calls the retry rules allow, no more, no fewer.
let stub = soak.stub
let sent = ledger.sent
let batches = total / batchSize
let flakyCalls = (0..<SoakClient.flakySlots).reduce(0) { $0 + stub.callCount("GET", "/flaky/\($1)") }
let keyedCalls = (0..<SoakClient.keyedSlots).reduce(0) { $0 + stub.callCount("POST", "/payments/\($1)") }
let refreshes = stub.callCount("POST", "/auth/refresh")
let calls: [(String, Int, Int)] = [
    ("GET /users/1 (one call each)", stub.callCount("GET", "/users/1"), sent[.ok, default: 0]),
    ("GET /missing (never retried)", stub.callCount("GET", "/missing"), sent[.notFound, default: 0]),
    ("GET /stale (the 401)", stub.callCount("GET", "/stale"), sent[.expired, default: 0]),
    ("GET /fresh (the resumed request)", stub.callCount("GET", "/fresh"), sent[.expired, default: 0]),
    ("GET /flaky (503, 503, 200)", flakyCalls, 3 * sent[.flaky, default: 0]),
    ("GET /down (three 503s)", stub.callCount("GET", "/down"), 3 * sent[.unavailable, default: 0]),
    ("POST /orders without a key (never retried)", stub.callCount("POST", "/orders"), sent[.unsafePost, default: 0]),
    ("POST /payments with a key (503, 201)", keyedCalls, 2 * sent[.keyedPost, default: 0]),
    ("GET /users/slow (disposed in flight)", stub.callCount("GET", "/users/slow"), sent[.disposed, default: 0]),
    ("POST /auth/refresh (one per batch)", refreshes, batches),
    ("404 and 503 handed to the handler", soak.handled.value.load(ordering: .relaxed),
     sent[.notFound, default: 0] + sent[.unavailable, default: 0] + sent[.unsafePost, default: 0]),
]
for (what, seen, expected) in calls where seen != expected {
    ledger.record("\(what): \(seen), expected \(expected)")
}
let unhandled = soak.presentables.reduce(0) { $0 + $1.unhandled }
let expectedUnhandled = sent[.apiError, default: 0] + sent[.malformed, default: 0]
if unhandled != expectedUnhandled {
    ledger.record("onHandleErrorFailed: \(unhandled), expected \(expectedUnhandled) (API error and malformed bodies)")
}

let endBytes = curve.last!.bytes
let growth = endBytes - warmUpBytes
print("Soak: \(total) requests in batches of \(batchSize), \(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1))))")
print("Mix per batch: " + SoakKind.allCases.map { "\($0) \($0.perBatch)" }.joined(separator: ", "))
print("\nResident memory:")
print("  requests  RSS")
for (requests, bytes) in curve {
    let count = String(requests)
    print(String(repeating: " ", count: max(0, 10 - count.count)) + count + "  " + ResidentMemory.megabytes(bytes))
}
print("start \(ResidentMemory.megabytes(curve[0].bytes)), after warm-up (\(warmUp)) \(ResidentMemory.megabytes(warmUpBytes)), "
    + "end \(ResidentMemory.megabytes(endBytes)): \(growth / 1024) KB after warm-up (limit 5 MB)")
print("\nStub calls (seen / expected):")
for (what, seen, expected) in calls {
    print("  \(what): \(seen) / \(expected)")
}
print("  onHandleErrorFailed: \(unhandled) / \(expectedUnhandled)")
print("  refreshes: \(refreshes), budget \(SoakClient.maxRefreshes) per \(SoakClient.refreshWindow), one batch per 10 s")
if growth >= 5 * 1_048_576 { ledger.record("resident memory grew \(ResidentMemory.megabytes(growth)) after warm-up") }
if ledger.violations == 0 {
    print("\nEvery request ended exactly once as its kind calls for; every loading count is back to zero.")
} else {
    print("\n\(ledger.violations) VIOLATIONS; the first:")
    ledger.examples.forEach { print("  " + $0) }
    exit(1)
}
