/// Everything a blocking wait saw: RxBlocking's `MaterializedSequenceResult`.
public enum MaterializedSequenceResult<T> {
    /// The stream completed after these elements.
    case completed(elements: [T])
    /// The stream failed after these elements (or the wait timed out, with
    /// `StreamError.timeout`).
    case failed(elements: [T], error: any Error)
}
