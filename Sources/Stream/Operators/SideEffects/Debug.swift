import Foundation

extension Observable {
    /// Logs every event of each subscription, unchanged otherwise: a line
    /// when it is subscribed, one per event (`Event next(1)`,
    /// `Event completed`...), and one when it is disposed (`isDisposed`, also
    /// after a terminal event), as RxSwift's `debug` prints them:
    /// `2026-11-27 10:00:00.123: <identifier> -> Event next(1)`.
    ///
    /// `identifier` defaults to the calling file, line and function. With
    /// `trimOutput`, an event's text longer than 40 characters keeps its first
    /// and last 20. `output` receives each line (to log it elsewhere, or to
    /// test it); by default it is printed to standard output.
    @usableFromInline
    func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function,
        output: ((String) -> Void)? = nil
    ) -> Observable<Element> {
        let name = identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        return Producer<DebugSink<Element>>(
            source: self, parameters: (name, trimOutput, output ?? { Swift.print($0) }))
    }
}

/// The longest event text `trimOutput` keeps whole.
private let trimmedEventLength = 40

/// One formatter for every `debug` (making one is costly); a lock, since
/// lines can be written from several threads at once.
private let debugTimestamps = Locked<DateFormatter>({
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    return formatter
}())

final class DebugSink<Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    private let identifier: String
    private let trimsOutput: Bool
    private let output: (String) -> Void

    init(
        parameters: (identifier: String, trimOutput: Bool, output: (String) -> Void),
        downstream: ObserverNode<Element>
    ) {
        identifier = parameters.identifier
        trimsOutput = parameters.trimOutput
        output = parameters.output
        super.init(downstream: downstream)
    }

    override func subscribe(to source: Observable<Element>) -> any Disposable {
        log("subscribed")
        return super.subscribe(to: source)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        log(event: .next(element))
        forwardNext(element)
    }

    override func onError(_ error: any Error) {
        guard !isStopped else { return }
        log(event: .error(error))
        forwardError(error)
    }

    override func onCompleted() {
        guard !isStopped else { return }
        log(event: .completed)
        forwardCompleted()
    }

    /// Runs once, when the subscription ends by a terminal event or by disposal.
    override func disposeResources() {
        log("isDisposed")
    }

    private func log(event: Event<Element>) {
        let text = String(describing: event)
        guard trimsOutput, text.count > trimmedEventLength else { return log("Event \(text)") }
        let half = trimmedEventLength / 2
        log("Event \(text.prefix(half))...\(text.suffix(half))")
    }

    private func log(_ content: String) {
        let timestamp = debugTimestamps.withLock { $0.string(from: Date()) }
        output("\(timestamp): \(identifier) -> \(content)")
    }
}
