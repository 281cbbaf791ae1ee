// The side-effect operators on any `ObservableType`. Each forwards to
// `Observable`'s own (SideEffects/), which an `Observable` receiver calls
// directly: these are disfavored overloads.

extension ObservableType {
    /// Runs the given closures at each event, subscription and disposal (see
    /// `Observable.do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`;
    /// every closure defaults to `nil`). `request.do(onNext: { log($0) })`
    @_disfavoredOverload
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        asObservable().do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
            onSubscribed: onSubscribed, onDispose: onDispose)
    }

    /// Prints every event, subscription and disposal (see
    /// `Observable.debug(_:trimOutput:file:line:function:output:)`; the
    /// identifier defaults to the call site). `request.debug("request")`
    @_disfavoredOverload
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function,
        output: ((String) -> Void)? = nil
    ) -> Observable<Element> {
        asObservable().debug(
            identifier, trimOutput: trimOutput, file: file, line: line, function: function, output: output)
    }
}
