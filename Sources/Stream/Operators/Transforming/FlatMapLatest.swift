import Foundation
import Synchronization

extension Observable {
    /// Maps each element to an inner stream and mirrors only the latest one:
    /// a new element disposes the previous inner stream before subscribing the
    /// next (RxSwift's `flatMapLatest`, a "switch").
    ///
    /// Fails with the first error of the source, of `selector` or of the
    /// current inner stream; completes once the source completed and the
    /// current inner stream (if any) completed.
    @usableFromInline
    func flatMapLatest<Result>(
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        Producer<SwitchSink<Element, Result>>(source: self, parameters: .init(selector: selector))
    }
}

/// Subscribes the latest inner stream, disposing the one before (see
/// `OneInnerSink`).
///
/// Events of the source and of the inners are serialized as in every
/// `SerialDeliverySink`, except that an inner's event is delivered only if
/// its inner is the latest at the moment the event takes its place in the
/// delivery order (`deliverNext(_:ifTaken:lock:)`). So an event of a
/// superseded inner that passed its own checks just as a newer inner was
/// subscribed is dropped rather than delivered after the newer inner's
/// elements, while what the current inner sent before a switch (or its
/// error) is delivered, in order.
final class SwitchSink<Source, Result>: OneInnerSink<Source, Result>, InnerObserverParent, ProducerSink,
    @unchecked Sendable {
    override func onNext(_ element: Source) {
        guard !isStopped, let innerSource = innerSource(for: element) else { return }
        // Ids come from `onNext` only, which the grammar serializes.
        let id = latest.load(ordering: .relaxed) &+ 1
        start(InnerObserver(parent: self, id: id), id: id, subscribingTo: innerSource)
    }

    func innerNext(_ element: Result, id: Int) {
        deliverNext(element, ifTaken: { isLatest(id) }, lock: lock)
    }

    func innerError(_ error: any Error, id: Int) {
        // An inner superseded while it failed no longer counts.
        deliver(.error(error), ifTaken: { isLatest(id) }, lock: lock)
    }

    private func isLatest(_ id: Int) -> Bool {
        latest.load(ordering: .acquiring) == id
    }
}
