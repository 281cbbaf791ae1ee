import Foundation
import OpenCombine
import Stream

// Instructions per operation of Stream's chains beside OpenCombine's, counted
// by callgrind: ICOUNT_N operations of one named workload; a run with 2000
// and one with 4000 give one operation as their difference over 2000 (the
// commands: Docs/Performance.md). Synchronous throughout: valgrind cannot
// run Swift concurrency.
//
// Workloads (append `-opencombine` for the same one on OpenCombine):
//   subject   one element sent by a subject to one summing subscriber
//   pump      one element pushed through 12 operators (map/filter alternating)
//   churn     create a source that emits one element, 12 operators
//             (`map { $0 }`, `filter { _ in true }` alternating), subscribe, dispose
//   flatmap   one element pushed through five `flatMap { just }`
//   retry     `retry(3)` over a source that fails twice, then emits: subscribe, dispose
//   catch     a failing source recovered into `just`: subscribe, dispose

let workloads: [String: (Int) -> Int] = [
    "subject": StreamCountWorkloads.subject,
    "pump": StreamCountWorkloads.pump,
    "churn": StreamCountWorkloads.churn,
    "flatmap": StreamCountWorkloads.flatMap,
    "retry": StreamCountWorkloads.retry,
    "catch": StreamCountWorkloads.catchError,
    "subject-opencombine": OpenCombineCountWorkloads.subject,
    "pump-opencombine": OpenCombineCountWorkloads.pump,
    "churn-opencombine": OpenCombineCountWorkloads.churn,
    "flatmap-opencombine": OpenCombineCountWorkloads.flatMap,
    "retry-opencombine": OpenCombineCountWorkloads.retry,
    "catch-opencombine": OpenCombineCountWorkloads.catchError,
]

guard let name = CommandLine.arguments.dropFirst().first, let workload = workloads[name] else {
    FileHandle.standardError.write(Data("usage: StreamCounts \(workloads.keys.sorted().joined(separator: "|"))\n".utf8))
    exit(2)
}
let operations = ProcessInfo.processInfo.environment["ICOUNT_N"].flatMap(Int.init) ?? 1
print("\(name): \(operations) operations, checksum \(workload(operations))")
