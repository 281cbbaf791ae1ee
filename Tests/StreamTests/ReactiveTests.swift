import Dispatch
import Foundation
import Testing
@testable import Stream

// RxSwift 6.9.1's Reactive+Tests and Binder+Tests, translated to Swift
// Testing (XCTest's expectations become semaphores).

protocol Objecting: ReactiveCompatible {
    var number: Int { get set }
}

final class MyObject: Objecting {
    public var number = 0
    fileprivate var something = ""  // this emulates associated objects
}

struct MyStruct: ReactiveCompatible {
    public var number = 0
}

extension Reactive where Base: MyObject {
    var somethingPublic: String {
        get { base.something }
        set { base.something = newValue }
    }
}

extension Reactive where Base: Objecting {
    var numberPublic: Int { base.number }
}

extension Reactive where Base == MyStruct {
    var numberPublic: Int { base.number }
}

@Suite("Reactive and Binder, RxSwift's tests")
struct ReactiveTests {
    @Test func testEnablesMutations() {
        var object = MyObject()
        object.rx.somethingPublic = "Aha"

        #expect(object.something == "Aha")
        #expect(object.rx.somethingPublic == "Aha")
    }

    @Test func testReactiveStruct() {
        var strct = MyStruct()
        strct.number = 800
        #expect(strct.rx.numberPublic == 800)
    }

    @Test func testReactiveProtocol() {
        let object = MyObject()
        #expect(object.number == object.rx.numberPublic)

        object.number = 1000
        #expect(object.rx.numberPublic == 1000)
    }

    // On the main queue, as RxSwift's runs. The main scheduler binds at once
    // there unless another suite's action is queued on it; then the binding
    // queues behind it, and so does the marker awaited here.
    @MainActor @Test func testDynamicLookup() async {
        let object = MyObject()
        _ = Observable.just(10).bind(to: object.rx.number)
        await withCheckedContinuation { continuation in
            MainScheduler.instance.schedule { continuation.resume() }
        }
        #expect(object.number == 10)
    }

    @Test func staticNamespace() {
        #expect(MyStruct.rx == Reactive<MyStruct>.self)
        #expect(type(of: NSObject().rx) == Reactive<NSObject>.self)
    }

    @Test func testBindingOnNonMainQueueDispatchesToMainQueue() async {
        let waitForElement = DispatchSemaphore(value: 0)
        let target = NSObject()
        nonisolated(unsafe) var onMain = false
        // A Binder is not Sendable (it holds its target's closure); RxSwift's test sends from another queue.
        nonisolated(unsafe) let bindingObserver = Binder(target) { (_, element: Int) in
            onMain = MainScheduler.instance.isOnMainQueue
            waitForElement.signal()
        }

        DispatchQueue.global(qos: .default).async {
            bindingObserver.on(.next(1))
        }

        // The main queue runs while this test awaits (Swift Testing drains it).
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                waitFor(waitForElement)
                continuation.resume()
            }
        }
        #expect(onMain)
    }

    @Test func testBindingOnMainQueueDispatchesToNonMainQueue() {
        let waitForElement = DispatchSemaphore(value: 0)
        let target = NSObject()
        let queue = TaggedQueue("binder")
        nonisolated(unsafe) var onQueue = false
        let bindingObserver = Binder(target, scheduler: SerialDispatchQueueScheduler(queue: queue.queue)) {
            (_, element: Int) in
            onQueue = queue.isCurrent
            waitForElement.signal()
        }

        bindingObserver.on(.next(1))

        waitFor(waitForElement)
        #expect(onQueue)
    }

    @Test func binderSkipsAGoneTarget() {
        var target: MyObject? = MyObject()
        nonisolated(unsafe) var bound: [Int] = []
        let binder = Binder(target!, scheduler: ImmediateScheduler.instance) { (_, element: Int) in bound.append(element) }
        binder.onNext(1)
        target = nil
        binder.onNext(2)
        binder.onCompleted()
        #expect(bound == [1])
    }
}
