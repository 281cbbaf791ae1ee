#if canImport(FoundationNetworking)
import Foundation
import Handlers
import Stream
import FoundationNetworking

/// The delegate of a session `URLSessionTransport` makes on Linux (its
/// `defaultSession`, and the one `init(configuration:)` makes): the tasks
/// report to it rather than to a completion handler, because only a session's
/// delegate receives the body of a response that FoundationNetworking then
/// questions with an authentication challenge.
///
/// FoundationNetworking raises that challenge once the whole 401 has arrived
/// and, when nobody can answer it, never ends the task
/// (swift-corelibs-foundation issue 5456; a 401 with a Basic challenge meets
/// it). Here an HTTP challenge is answered with the 401 itself, headers and
/// body, and the task is cancelled (its cancellation reports nothing more).
/// Redirects are followed by `CrossOriginRedirectGuard`'s rules under each
/// task's `TransportBounds`.
///
/// A body kept for `send` is counted as it arrives: the chunk that would
/// take it past the task's `maximumBodySize` is dropped with all before it,
/// the task fails with `bodyTooLarge(for:)` and is cancelled; a
/// `Content-Length` over the limit fails it before any body (see
/// `TransportBounds.refusesAnnouncedBody(of:to:)`).
///
/// The tasks of `URLSessionTransport.stream(_:)` report here as well, as
/// their messages arrive (`StreamedTask`): on Linux only a session's
/// delegate hears a body as it arrives without FoundationNetworking also
/// keeping it whole for a completion handler.
///
/// One per session: tasks are told apart by `taskIdentifier`.
final class TransportSessionDelegate: NSObject, URLSessionDataDelegate, TaskGuarding, Sendable {
    /// A task started and not yet reported: one of `send(_:)`, whose body
    /// is kept for the whole response, or one of `stream(_:)`, reporting as
    /// it goes.
    private struct Pending {
        var observer: AnyObserver<HTTPResponse>?
        var streamed: StreamedTask?
        /// The session's queue, told when a streamed task ends.
        var streamQueue: BoundedDelegateQueue?
        /// What the task is held to (a streamed task's are its `StreamedTask`'s).
        var bounds: TransportBounds
        var body = Data()

        /// Appends `data` to the body unless that takes it past the limit; whether it did.
        mutating func keep(_ data: Data) -> Bool {
            guard !bounds.exceeds(Int64(body.count) + Int64(data.count)) else { return false }
            body.append(data)
            return true
        }
    }

    /// What a chunk of the body meant.
    private enum Arrival {
        case kept
        case overLimit(TransportBounds)
        case streamed(StreamedTask)
    }

    private let pending = Locked<[Int: Pending]>([:])

    /// Starts a data task for `request` on `session` (whose delegate this
    /// is) held to `bounds`, reporting to `observer`.
    func start(
        _ request: URLRequest, bounds: TransportBounds, on session: URLSession,
        reportingTo observer: AnyObserver<HTTPResponse>
    ) -> URLSessionDataTask {
        let task = session.dataTask(with: request)
        pending.withLock { $0[task.taskIdentifier] = Pending(observer: observer, bounds: bounds) }
        task.resume()
        return task
    }

    /// Starts a data task for `request` on `session` (whose delegate this
    /// is) held to `bounds`, that reports its exchange to `observer` as it happens.
    func startStreaming(
        _ request: URLRequest, bounds: TransportBounds, on session: URLSession,
        reportingTo observer: AnyObserver<TransportEvent>
    ) -> URLSessionDataTask {
        let task = session.dataTask(with: request)
        let streamed = StreamedTask(request: request, bounds: bounds, observer: observer)
        let queue = session.delegateQueue as? BoundedDelegateQueue
        queue?.streamStarted()
        pending.withLock {
            $0[task.taskIdentifier] = Pending(streamed: streamed, streamQueue: queue, bounds: bounds)
        }
        task.resume()
        return task
    }

    /// Reports `task`'s outcome, the first time only; `challenged` when it
    /// is a challenged 401 or 407 that ends the task.
    private func finish(_ task: URLSessionTask, response: URLResponse?, error: (any Error)?, challenged: Bool = false) {
        guard let finished = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        finished.streamQueue?.streamEnded()
        if let observer = finished.observer {
            URLSessionTransport.deliver(
                URLSessionTransport.outcome(data: finished.body, response: response, error: error), to: observer)
        } else if challenged, let response = response as? HTTPURLResponse {
            finished.streamed?.answerChallenge(with: response)
        } else {
            finished.streamed?.complete(task, error: error)
        }
    }

    /// Fails `task` with `error` if it was not reported yet, dropping what it
    /// kept; the caller cancels it (its cancellation then reports nothing more).
    private func fail(_ task: URLSessionTask, with error: RequestError) {
        guard let failed = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        failed.streamQueue?.streamEnded()
        failed.observer?.onError(error)
        failed.streamed?.fail(with: error)
    }

    /// The streamed task `task` is, if it is one still running.
    private func streamed(_ task: URLSessionTask) -> StreamedTask? {
        pending.withLock { $0[task.taskIdentifier]?.streamed }
    }

    /// A new response: a stored credential's second try, after a 401, starts
    /// the body anew. One announcing a body over the limit fails the task.
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let (streamed, bounds) = pending.withLock { pending -> (StreamedTask?, TransportBounds?) in
            pending[dataTask.taskIdentifier]?.body = Data()
            return (pending[dataTask.taskIdentifier]?.streamed, pending[dataTask.taskIdentifier]?.bounds)
        }
        if let streamed {
            streamed.respond(response, of: dataTask)
        } else if let bounds, let http = response as? HTTPURLResponse,
                  bounds.refusesAnnouncedBody(of: http, to: dataTask.currentRequest) {
            fail(dataTask, with: bounds.bodyTooLarge(for: http.url ?? dataTask.originalRequest?.url))
            completionHandler(.cancel)
            dataTask.cancelAside()
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // A streamed task keeps no body: it hands each chunk on.
        let arrival = pending.withLock { pending -> Arrival? in
            if let streamed = pending[dataTask.taskIdentifier]?.streamed { return .streamed(streamed) }
            guard let kept = pending[dataTask.taskIdentifier]?.keep(data) else { return nil }
            return kept ? .kept : pending[dataTask.taskIdentifier].map { .overLimit($0.bounds) }
        }
        switch arrival {
        case .streamed(let streamed)?:
            streamed.receive(data, of: dataTask)
        case .overLimit(let bounds)?:
            fail(dataTask, with: bounds.bodyTooLarge(for: dataTask.response?.url ?? dataTask.originalRequest?.url))
            dataTask.cancelAside()
        case .kept?, nil:
            break
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64
    ) {
        streamed(task)?.sent(totalBytesSent, of: totalBytesExpectedToSend)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        finish(task, response: task.response, error: error)
    }

    /// Redirects and challenges: see `TaskGuarding`.
    func bounds(of task: URLSessionTask) -> TransportBounds? {
        pending.withLock { $0[task.taskIdentifier]?.bounds }
    }

    func redirectRefused(_ task: URLSessionTask, with error: RequestError) {
        fail(task, with: error)
    }

    /// The body is all here: FoundationNetworking asks once the response
    /// has finished loading.
    func challengeAnswered(with response: HTTPURLResponse, for task: URLSessionTask) {
        finish(task, response: response, error: nil, challenged: true)
    }
}
#endif
