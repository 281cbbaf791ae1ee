extension Observable {
    /// Transforms each element with `transform`.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        MapObservable(source: self, transform: transform)
    }

    /// Transforms each element and drops the `nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        CompactMapObservable(source: self, transform: transform)
    }
}

final class MapObservable<Source, Result>: Observable<Result> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.source = source
        self.transform = transform
    }

    override func run(_ observer: ObserverNode<Result>) -> any Disposable {
        let sink = MapSink(transform: transform, downstream: observer)
        sink.setUpstream(source.run(sink))
        return sink
    }
}

final class MapSink<Source, Result>: Sink<Source, Result>, @unchecked Sendable {
    private let transform: (Source) throws -> Result

    init(transform: @escaping (Source) throws -> Result, downstream: ObserverNode<Result>) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        guard !isStopped else { return }
        do {
            forwardNext(try transform(element))
        } catch {
            forwardError(error)
        }
    }
}

final class CompactMapObservable<Source, Result>: Observable<Result> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result?

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self.source = source
        self.transform = transform
    }

    override func run(_ observer: ObserverNode<Result>) -> any Disposable {
        let sink = CompactMapSink(transform: transform, downstream: observer)
        sink.setUpstream(source.run(sink))
        return sink
    }
}

final class CompactMapSink<Source, Result>: Sink<Source, Result>, @unchecked Sendable {
    private let transform: (Source) throws -> Result?

    init(transform: @escaping (Source) throws -> Result?, downstream: ObserverNode<Result>) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        guard !isStopped else { return }
        do {
            if let result = try transform(element) { forwardNext(result) }
        } catch {
            forwardError(error)
        }
    }
}
