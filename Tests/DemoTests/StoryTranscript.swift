import Requester
import Stream
@testable import WeatherDemo

/// The lines of one virtual-time run of the story, told in-process.
struct StoryTranscript {
    let exitCode: Int32
    let lines: [String]

    /// Tells the story in virtual time (over `transport` instead of the
    /// embedded stub, when given) and keeps what it wrote.
    static func virtual(transport: ((TestScheduler) -> any Transport)? = nil) -> StoryTranscript {
        let written = Locked<[String]>([])
        let exitCode = DemoProgram.runVirtual(transport: transport) { line in
            written.withLock { $0.append(line) }
        }
        return StoryTranscript(exitCode: exitCode, lines: written.withLock { $0 })
    }

    /// The whole text, as the program prints it.
    var text: String { lines.map { $0 + "\n" }.joined() }

    /// The lines of chapter `number` (from 1), heading and blank lines excluded.
    func chapter(_ number: Int) -> [String] {
        let heading = "── \(number). "
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return [] }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex(where: { $0.hasPrefix("── ") || $0.hasPrefix("The story ") }) ?? rest.endIndex
        return rest[..<end].filter { !$0.isEmpty }
    }
}

extension Array where Element == String {
    /// How many lines contain `text`.
    func count(containing text: String) -> Int {
        filter { $0.contains(text) }.count
    }

    /// The index of the first line containing `text`.
    func index(containing text: String) -> Int? {
        firstIndex { $0.contains(text) }
    }
}
