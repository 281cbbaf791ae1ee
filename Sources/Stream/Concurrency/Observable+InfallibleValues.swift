extension Observable {
    /// The elements as an `AsyncStream`, for the sources that cannot fail
    /// (`Infallible`, `Driver`, `Signal`): completion ends the loop, which has
    /// no error to throw. Reading it subscribes at once; cancelling the
    /// consuming task, or leaving the loop, disposes the subscription.
    /// Elements wait in an unbounded buffer until the loop takes them.
    func infallibleValues() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        subscribe(feeding: continuation)
        return stream
    }
}
