#if !canImport(FoundationNetworking)
import Foundation
import Handlers
import Stream

/// The delegate of one task of `URLSessionTransport.stream(_:bounds:)` on
/// Apple's platforms, where a task's own delegate hears its messages: it
/// hands them to a `StreamedTask`, which counts the body against the task's
/// bounds, and follows redirects by `CrossOriginRedirectGuard`'s rules under
/// them. `send(_:bounds:)` takes its answer from such a task too on a
/// session without a delegate (a completion handler would get the body
/// only whole).
///
/// CFNetwork reads a request's body stream through run-loop methods a Swift
/// `InputStream` subclass does not have, so a streamed body (a multipart
/// form) is written to a temporary file first and uploaded from it; the
/// file is removed when the task ends.
final class StreamedTaskDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let streamed: StreamedTask
    private let bodyFile: URL?

    private init(_ streamed: StreamedTask, bodyFile: URL?) {
        self.streamed = streamed
        self.bodyFile = bodyFile
    }

    /// Starts a task for `request` on `session` held to `bounds`, reporting to `observer`.
    static func start(
        _ request: URLRequest, bounds: TransportBounds, on session: URLSession,
        reportingTo observer: AnyObserver<TransportEvent>
    ) -> URLSessionTask {
        let streamed = StreamedTask(request: request, bounds: bounds, observer: observer)
        let task: URLSessionTask
        var bodyFile: URL?
        if let body = (request.httpBodyStream as? BodyInputStream)?.body {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("requester-body-\(UUID().uuidString)")
            var fileRequest = request
            fileRequest.httpBodyStream = nil
            do {
                try body.write(to: file)
                bodyFile = file
                task = session.uploadTask(with: fileRequest, fromFile: file)
            } catch {
                // Failed before sending: a task that reports the reason at once.
                observer.onError(RequestError.transport(error))
                task = session.dataTask(with: fileRequest)
                return task
            }
        } else {
            task = session.dataTask(with: request)
        }
        task.delegate = StreamedTaskDelegate(streamed, bodyFile: bodyFile)
        task.resume()
        return task
    }

    /// The head: one announcing a body over the limit fails and cancels the task.
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        streamed.respond(response, of: dataTask)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        streamed.receive(data, of: dataTask)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64
    ) {
        streamed.sent(totalBytesSent, of: totalBytesExpectedToSend)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let bodyFile { try? FileManager.default.removeItem(at: bodyFile) }
        streamed.complete(task, error: error)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        do throws(RequestError) {
            completionHandler(try CrossOriginRedirectGuard.redirect(
                request, from: response, after: task.currentRequest, bounds: streamed.bounds))
        } catch {
            streamed.fail(with: error)
            completionHandler(nil)
            task.cancelAside()
        }
    }
}
#endif
