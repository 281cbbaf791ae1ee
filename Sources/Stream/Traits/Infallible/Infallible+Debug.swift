// `Infallible`'s side-effect operators, as RxSwift's: `Observable`'s, with no
// error closures (an `Infallible` sends no error).
extension InfallibleType {
    /// Prints every event, subscription and disposal, tagged with
    /// `identifier` (the call site by default); see
    /// `ObservableType.debug(_:trimOutput:file:line:function:output:)`.
    ///
    /// ```swift
    /// names.debug("names")
    /// ```
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    ) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension Infallible {
    /// Runs the given closures on each event, subscription and disposal, and
    /// passes every event on unchanged (each closure defaults to `nil`).
    ///
    /// ```swift
    /// names.do(onNext: { log($0) }, onCompleted: { log("done") })
    /// ```
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}
