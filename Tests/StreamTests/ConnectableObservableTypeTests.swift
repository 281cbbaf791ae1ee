import Stream
import Testing

/// Connects any connectable stream: code written against RxSwift's protocol.
private func connectAndCollect<C: ConnectableObservableType>(_ stream: C) -> [C.Element] {
    var values = [C.Element]()
    let subscription = stream.subscribe(onNext: { values.append($0) })
    let connection = stream.connect()
    connection.dispose()
    subscription.dispose()
    return values
}

@Suite("ConnectableObservableType")
struct ConnectableObservableTypeTests {
    @Test func publishConformsAndSubscribesItsSourceOnConnect() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return .of(1, 2, 3)
        }
        let published = source.publish()

        #expect(subscriptions == 0)
        #expect(connectAndCollect(published) == [1, 2, 3])
        #expect(subscriptions == 1)
    }

    @Test func replayConformsAsAnExistential() {
        let subject = PublishSubject<Int>()
        let replayed: any ConnectableObservableType<Int> = subject.replay(1)
        let connection = replayed.connect()
        subject.onNext(7)

        var values = [Int]()
        _ = replayed.subscribe(onNext: { values.append($0) })
        connection.dispose()

        #expect(values == [7])
    }
}
