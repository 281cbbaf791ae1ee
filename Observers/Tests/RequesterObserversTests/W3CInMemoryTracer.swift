import Foundation
import InMemoryTracing
import Synchronization
import Tracing

/// swift-distributed-tracing's `InMemoryTracer`, with W3C trace context
/// propagation (`traceparent`, as swift-otel's propagator writes it) in place
/// of its own headers, and W3C-sized hexadecimal identifiers.
struct W3CInMemoryTracer: Tracer {
    /// The spans, started and finished.
    let spans: InMemoryTracer

    init() {
        let counter = IDCounter()
        spans = InMemoryTracer(
            idGenerator: .init(
                nextTraceID: { Self.hex(counter.next(), digits: 32) },
                nextSpanID: { Self.hex(counter.next(), digits: 16) }))
    }

    func startSpan<Instant: TracerInstant>(
        _ operationName: String,
        context: @autoclosure () -> ServiceContext,
        ofKind kind: SpanKind,
        at instant: @autoclosure () -> Instant,
        function: String,
        file fileID: String,
        line: UInt
    ) -> InMemorySpan {
        spans.startSpan(
            operationName, context: context(), ofKind: kind, at: instant(), function: function, file: fileID,
            line: line)
    }

    func forceFlush() { spans.forceFlush() }

    func inject<Carrier, Inject: Injector>(
        _ context: ServiceContext, into carrier: inout Carrier, using injector: Inject
    ) where Inject.Carrier == Carrier {
        guard let span = context.inMemorySpanContext else { return }
        injector.inject(Self.traceparent(traceID: span.traceID, spanID: span.spanID), forKey: "traceparent", into: &carrier)
    }

    func extract<Carrier, Extract: Extractor>(
        _ carrier: Carrier, into context: inout ServiceContext, using extractor: Extract
    ) where Extract.Carrier == Carrier {}

    /// A sampled W3C `traceparent` (version 00).
    static func traceparent(traceID: String, spanID: String) -> String {
        "00-\(traceID)-\(spanID)-01"
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

/// Numbers identifiers from 1, from any thread.
private final class IDCounter: Sendable {
    private let count = Atomic(0)

    func next() -> Int { count.add(1, ordering: .relaxed).newValue }
}
