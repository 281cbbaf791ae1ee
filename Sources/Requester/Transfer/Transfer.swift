/// One step of a transfer (`APIClient.transfer(_:)`, `download(_:to:)`):
/// progress as bytes go out and come in, then the value.
///
/// A transfer emits at least one `.progress`, the last at the totals when
/// they are known, then exactly one `.completed`, then completes. Within an
/// attempt the counts never decrease; a retried attempt starts again from 0.
///
/// See <doc:RequesterByExample#A-download-and-its-progress>.
public enum Transfer<T> {
    /// Bytes sent and received so far.
    case progress(TransferProgress)
    /// The transfer's value (a download's file URL); always the last element.
    case completed(T)
}

extension Transfer: Sendable where T: Sendable {}
extension Transfer: Equatable where T: Equatable {}
extension Transfer: Hashable where T: Hashable {}
