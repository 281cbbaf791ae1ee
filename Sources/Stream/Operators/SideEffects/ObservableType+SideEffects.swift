// The side-effect operators, each declared once, on `ObservableType`, in
// RxSwift's signatures: they apply to any conforming type, `Observable`
// included. Each builds on `operatorSource()`, which is the receiver itself
// for an `Observable`, so an `Observable` chain reaches the internal
// implementation in SideEffects/ without a call to `asObservable()`.

extension ObservableType {
    /// Runs the given closures at each event, subscription and disposal (see
    /// `Observable.do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`;
    /// every closure defaults to `nil`). `request.do(onNext: { log($0) })`
    @inlinable
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
        operatorSource().do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
            onSubscribed: onSubscribed, onDispose: onDispose)
    }

    /// Prints every event, subscription and disposal (see
    /// `Observable.debug(_:trimOutput:file:line:function:output:)`; the
    /// identifier defaults to the call site). `request.debug("request")`
    @inlinable
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function,
        output: ((String) -> Void)? = nil
    ) -> Observable<Element> {
        operatorSource().debug(
            identifier, trimOutput: trimOutput, file: file, line: line, function: function, output: output)
    }
}
