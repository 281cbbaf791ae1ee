import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Observable where Element == TransportEvent {
    /// The exchange as `send` answers it: the head, its body every chunk in
    /// order, emitted when the stream completes. A stream that completes
    /// without a head fails with `URLError(.badServerResponse)`; a failure
    /// passes as it is. On Apple's platforms `URLSessionTransport.send`
    /// takes its answer this way, so that a task delegate counts the body
    /// as it arrives (a completion handler gets it only whole).
    func wholeResponse() -> Observable<HTTPResponse> {
        Observable<HTTPResponse>.create { observer in
            let answer = Locked<HTTPResponse?>(nil)
            return self.subscribe(
                onNext: { event in
                    answer.withLock { answer in
                        switch event {
                        case .response(let head): answer = head
                        case .received(let chunk): answer?.body.append(chunk)
                        case .sent: break
                        }
                    }
                },
                onError: { observer.onError($0) },
                onCompleted: {
                    guard let response = answer.withLock({ $0.take() }) else {
                        observer.onError(RequestError.transport(URLError(.badServerResponse)))
                        return
                    }
                    observer.onNext(response)
                    observer.onCompleted()
                })
        }
    }
}
