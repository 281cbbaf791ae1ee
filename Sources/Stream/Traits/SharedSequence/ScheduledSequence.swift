extension SharedSequence {
    /// `sequence`'s elements, each sent from its own action on `scheduler`
    /// (then completion from one more), as RxSwift's
    /// `Observable.from(_:scheduler:)` does: an element waits behind work
    /// already queued on the scheduler, and disposal between two actions
    /// stops the rest.
    static func scheduled<S: Sequence>(
        _ sequence: S, on scheduler: any SchedulerType
    ) -> Observable<Element> where S.Element == Element {
        Observable.create { observer in
            let next = SerialDisposable()
            var elements = sequence.makeIterator()
            func step() {
                next.disposable = scheduler.schedule {
                    guard let element = elements.next() else {
                        observer.onCompleted()
                        return
                    }
                    observer.onNext(element)
                    step()
                }
            }
            step()
            return next
        }
    }
}
