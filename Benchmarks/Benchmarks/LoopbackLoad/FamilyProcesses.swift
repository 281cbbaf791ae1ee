import Foundation

/// The table's two client families. A default run measures each in a
/// process of its own, as a service holds one: with both in one process, a
/// transport's ratio to its bare client moves with the other family's
/// threads and event loops, which a service would not run beside it.
enum ClientFamily: CaseIterable {
    case urlSession, asyncHTTPClient

    /// The family's rows a default run measures, numbered from 1 in table
    /// order as `--rows` takes them (read from `Row.all`).
    var rows: String {
        Row.all.enumerated()
            .filter { $0.element.family == self && !$0.element.onlyWhenNamed }
            .map { String($0.offset + 1) }
            .joined(separator: ",")
    }

    /// Runs this benchmark once for each family, one process after the
    /// other, each with the same arguments and `--rows` naming the family's
    /// rows; their output is this process's. False, said on standard error,
    /// when one of them failed (the families after it are not run).
    static func runEachInAProcessOfItsOwn() -> Bool {
        guard let executable = Bundle.main.executableURL else {
            FileHandle.standardError.write(Data("LoopbackLoad: cannot find its own executable to run\n".utf8))
            return false
        }
        return allCases.allSatisfy { family in
            fflush(nil)
            let process = Process()
            process.executableURL = executable
            process.arguments = Array(CommandLine.arguments.dropFirst()) + ["--rows", family.rows]
            do {
                try process.run()
            } catch {
                FileHandle.standardError.write(Data("LoopbackLoad: cannot run \(executable.path): \(error)\n".utf8))
                return false
            }
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                FileHandle.standardError.write(Data(
                    "LoopbackLoad: the process for rows \(family.rows) ended with status \(process.terminationStatus)\n".utf8))
                return false
            }
            return true
        }
    }
}
