import Dispatch
import Foundation
import Requester
import Stream

/// The `requester-demo` program: reads the command line, tells the story in
/// the mode asked for, and exits with its outcome.
public enum DemoProgram {
    /// Exit status of a story that completed as expected.
    public static let success: Int32 = 0
    /// Exit status of a story in which a chapter failed.
    public static let storyFailed: Int32 = 1
    /// Exit status for arguments that cannot be understood (`EX_USAGE`).
    public static let usageError: Int32 = 64

    /// Runs the program with `arguments` (without the program name); never returns.
    ///
    /// In real time the results are delivered on the main queue, as in an
    /// app, so this parks the main thread in `dispatchMain()` to drain that
    /// queue (Linux has no run loop doing it) and exits when the story ends.
    public static func main(arguments: [String]) -> Never {
        switch DemoArguments.parse(arguments) {
        case .failure(let error):
            writeError("requester-demo: \(error.message)\n\n\(DemoArguments.usage)\n")
            exit(usageError)
        case .success(.help):
            writeOutput(DemoArguments.usage)
            exit(success)
        case .success(.run(.virtual)):
            exit(runVirtual(write: writeOutput))
        case .success(.run(let mode)):
            let environment: StoryEnvironment = if case .server(let url) = mode { .server(url) } else { .stubbed() }
            let story = Story(context: StoryContext(environment: environment, write: writeOutput))
            story.tell { outcome in exit(exitStatus(of: outcome)) }
            // The story (and the screen the requester holds weakly) lives until `exit`.
            withExtendedLifetime(story) { dispatchMain() }
        }
    }

    /// Tells the story in virtual time, writing each line with `write`;
    /// returns the exit status. Returns when the story has ended (at once,
    /// in wall-clock terms). `transport`, given the scheduler, answers
    /// instead of the embedded stub.
    static func runVirtual(
        transport: ((TestScheduler) -> any Transport)? = nil,
        write: @escaping @Sendable (String) -> Void
    ) -> Int32 {
        let scheduler = TestScheduler(resolution: .milliseconds(1))
        let environment = StoryEnvironment.virtual(scheduler, transport: transport?(scheduler))
        let story = Story(context: StoryContext(environment: environment, write: write))
        var outcome: StoryOutcome?
        let subscription = story.tell { outcome = $0 }
        scheduler.start()
        subscription.dispose()
        guard let outcome else {
            write("The story stopped before its end: nothing was left to run in virtual time.")
            return storyFailed
        }
        return exitStatus(of: outcome)
    }

    static func exitStatus(of outcome: StoryOutcome) -> Int32 {
        outcome == .complete ? success : storyFailed
    }

    private static func writeOutput(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
