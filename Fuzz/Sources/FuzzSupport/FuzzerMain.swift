import Foundation
import FuzzerDriver

// The harness the running fuzzer checks inputs with. Set once, by
// `runFuzzer`, before libFuzzer's driver starts; libFuzzer then calls it from
// that one thread, so it is never written and read at once.
nonisolated(unsafe) private var harness: (UnsafeRawBufferPointer) -> Void = { _ in }

/// One input, checked by the harness `runFuzzer` was given. Exported under
/// libFuzzer's name because its runtime refers to that symbol even when, as
/// here, the callback is handed to its driver.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    harness(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

/// Runs libFuzzer on `run` with the program's arguments, then exits. Each
/// harness executable's `main` is this one call: libFuzzer's own `main` is
/// not linked (every SwiftPM executable has one), so its driver is started here.
public func runFuzzer(_ run: @escaping (UnsafeRawBufferPointer) -> Void) -> Never {
    harness = run
    var argc = CommandLine.argc
    var argv = Optional(CommandLine.unsafeArgv)
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzTestOneInput))
}
