extension SharedSequenceConvertibleType {
    /// Prints each event and subscription step with `identifier` (default:
    /// the calling file, line and function), as `Observable.debug` does.
    ///
    ///     let logged = state.debug("state")
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debug(
            identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
