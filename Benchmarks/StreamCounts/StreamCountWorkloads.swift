import Stream

/// The workloads on Stream; each does `operations` operations and returns a checksum.
enum StreamCountWorkloads {
    /// Six `map`s alternating with six `filter`s that pass everything.
    static func chain(_ source: Observable<Int>) -> Observable<Int> {
        source
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
    }

    /// Pushes `operations` elements into a `create` observer kept aside,
    /// through `operators`, into a summing subscriber.
    static func pump(_ operations: Int, through operators: (Observable<Int>) -> Observable<Int>) -> Int {
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        let sum = Sum()
        let subscription = operators(source).subscribe(onNext: { sum.add($0) })
        guard let observer = captured else { fatalError("create did not run") }
        for element in 0..<operations {
            observer.onNext(element)
        }
        subscription.dispose()
        return sum.value
    }

    static func subject(_ operations: Int) -> Int {
        let subject = PublishSubject<Int>()
        let sum = Sum()
        let subscription = subject.subscribe(onNext: { sum.add($0) })
        for element in 0..<operations {
            subject.onNext(element)
        }
        subscription.dispose()
        return sum.value
    }

    static func pump(_ operations: Int) -> Int {
        pump(operations, through: chain)
    }

    static func churn(_ operations: Int) -> Int {
        let sum = Sum()
        for element in 0..<operations {
            let source = Observable<Int>.create { observer in
                observer.onNext(element)
                return Disposables.create()
            }
            let subscription = chain(source).subscribe(onNext: { sum.add($0) })
            subscription.dispose()
        }
        return sum.value
    }

    static func flatMap(_ operations: Int) -> Int {
        pump(operations) { source in
            source
                .flatMap { Observable.just($0) }
                .flatMap { Observable.just($0) }
                .flatMap { Observable.just($0) }
                .flatMap { Observable.just($0) }
                .flatMap { Observable.just($0) }
        }
    }

    static func retry(_ operations: Int) -> Int {
        let sum = Sum()
        for _ in 0..<operations {
            var attempts = 0
            let source = Observable<Int>.deferred {
                attempts += 1
                return attempts <= 2 ? .error(CountError()) : .just(attempts)
            }
            let subscription = source.retry(3).subscribe(onNext: { sum.add($0) })
            subscription.dispose()
        }
        return sum.value
    }

    static func catchError(_ operations: Int) -> Int {
        let sum = Sum()
        for _ in 0..<operations {
            let recovered = Observable<Int>.error(CountError()).catchError { _ in .just(1) }
            let subscription = recovered.subscribe(onNext: { sum.add($0) })
            subscription.dispose()
        }
        return sum.value
    }
}
