import Foundation
import Handlers
import Testing

@Suite("HandlerRegistry")
struct HandlerRegistryTests {
    let log = CallLog()

    @Test func newRegistryIsEmpty() {
        let snapshot = HandlerRegistry().snapshot
        #expect(snapshot.nsErrorHandlers.isEmpty)
        #expect(snapshot.errorHandlers.isEmpty)
        #expect(snapshot.statusCodeHandlers.isEmpty)
        #expect(snapshot.underlyingErrorHandlers.isEmpty)
        #expect(snapshot.resumableHandlers.isEmpty)
    }

    @Test func sharedIsOneInstance() {
        #expect(HandlerRegistry.shared === HandlerRegistry.shared)
    }

    @Test func eachListReadsBackWhatWasAssigned() {
        let registry = HandlerRegistry()
        registry.nsErrorHandlers = [RecordingNSErrorHandler(name: "a", supportedErrors: [1], log: log)]
        registry.errorHandlers = [RecordingErrorHandler(name: "b", log: log), RecordingErrorHandler(name: "c", log: log)]
        registry.statusCodeHandlers = [RecordingStatusCodeHandler(name: "d", supportedErrorCodes: [404], log: log)]
        registry.underlyingErrorHandlers = [RecordingUnderlyingHandler(name: "e", log: log)]
        registry.resumableHandlers = [RecordingResumableHandler(name: "f", log: log)]
        #expect(registry.nsErrorHandlers.count == 1)
        #expect(registry.errorHandlers.compactMap { ($0 as? RecordingErrorHandler)?.name } == ["b", "c"])
        #expect(registry.statusCodeHandlers.count == 1)
        #expect(registry.underlyingErrorHandlers.count == 1)
        #expect(registry.resumableHandlers.count == 1)
    }

    @Test func registriesAreIndependent() {
        let first = HandlerRegistry()
        let second = HandlerRegistry()
        first.errorHandlers = [RecordingErrorHandler(name: "any", log: log)]
        #expect(first.route(CustomError(), presentable: nil) == .error)
        #expect(second.route(CustomError(), presentable: nil) == .unhandled)
    }

    @Test func initWithSnapshotHoldsItsLists() {
        let registry = HandlerRegistry(.init(errorHandlers: [RecordingErrorHandler(name: "any", log: log)]))
        #expect(registry.route(CustomError(), presentable: nil) == .error)
    }

    @Test func snapshotDoesNotChangeWhenTheRegistryDoes() {
        let registry = HandlerRegistry()
        let before = registry.snapshot
        registry.errorHandlers = [RecordingErrorHandler(name: "any", log: log)]
        #expect(before.errorHandlers.isEmpty)
        #expect(before.route(CustomError(), presentable: nil) == .unhandled)
    }

    @Test func updateChangesSeveralListsAtOnce() {
        let registry = HandlerRegistry()
        registry.update { handlers in
            handlers.errorHandlers.append(RecordingErrorHandler(name: "any", log: log))
            handlers.statusCodeHandlers.append(RecordingStatusCodeHandler(name: "404", supportedErrorCodes: [404], log: log))
        }
        #expect(registry.errorHandlers.count == 1)
        #expect(registry.statusCodeHandlers.count == 1)
    }

    @Test func handlerMayChangeTheRegistryWhileHandling() {
        struct ClearsRegistry: ErrorHandler {
            let registry: HandlerRegistry
            func canHandle(error: any Error) -> Bool { true }
            func handle(error: any Error, presentable: (any Presentable)?) {
                registry.errorHandlers = []
            }
        }
        let registry = HandlerRegistry()
        registry.errorHandlers = [ClearsRegistry(registry: registry)]
        #expect(registry.route(CustomError(), presentable: nil) == .error)
        #expect(registry.route(CustomError(), presentable: nil) == .unhandled)
    }
}
