extension Observable {
    /// Creates a resource for each subscription, and the stream that uses it;
    /// the resource is disposed when the subscription ends (at its terminal
    /// event or on disposal), after the stream's own subscription.
    ///
    /// A throwing factory fails the subscription; a resource already created
    /// is disposed then too.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Producer<UsingSink<Resource, Element>>(source: (), parameters: .init(resourceFactory: resourceFactory, observableFactory: observableFactory))
    }
}

final class UsingSink<Resource: Disposable, Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    typealias Source = Void

    private let resourceFactory: () throws -> Resource
    private let observableFactory: (Resource) throws -> Observable<Element>
    // Set in `subscribe` before the stream is subscribed (so before anything
    // can stop the sink); taken once by the winner of `stop()`.
    private var resource: Resource?

    /// The arguments in a struct: see `ProducerSink.Parameters` for why.
    struct Parameters {
        let resourceFactory: () throws -> Resource
        let observableFactory: (Resource) throws -> Observable<Element>
    }

    init(parameters: Parameters, downstream: ObserverNode<Element>) {
        resourceFactory = parameters.resourceFactory
        observableFactory = parameters.observableFactory
        super.init(downstream: downstream)
    }

    func subscribe(to source: Void) -> any Disposable {
        let stream: Observable<Element>
        do {
            let resource = try resourceFactory()
            self.resource = resource
            stream = try observableFactory(resource)
        } catch {
            forwardError(error)
            return self
        }
        return subscribe(to: stream)
    }

    override func onNext(_ element: Element) { forwardNext(element) }

    /// Runs after the stream's subscription was disposed (`tearDown`'s order).
    override func disposeResources() {
        let resource = self.resource
        self.resource = nil
        resource?.dispose()
    }
}
