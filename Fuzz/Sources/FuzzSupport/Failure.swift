/// Stops the harness with `message`, which libFuzzer reports as a crash
/// (the input is then written to a `crash-...` file beside the corpus).
/// `fatalError` rather than `precondition`: its message is printed in
/// optimized builds too.
public func fuzzFailure(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError("FUZZ CHECK FAILED: " + message(), file: file, line: line)
}

/// Fails the harness with `message` unless `condition` holds.
public func fuzzCheck(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { fuzzFailure(message(), file: file, line: line) }
}
