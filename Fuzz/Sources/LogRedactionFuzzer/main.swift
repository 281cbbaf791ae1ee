import Foundation
import FuzzerDriver
import Harnesses

/// One input, checked by `LogRedactionHarness`. Exported under libFuzzer's name
/// because its runtime refers to that symbol even when, as here, the
/// callback is handed to its driver.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    LogRedactionHarness.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

// libFuzzer's own `main` is not linked (this program has one), so its driver
// is started here; it exits the process when fuzzing ends.
var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzTestOneInput))
