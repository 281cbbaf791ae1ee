import Foundation

/// Held by each test that replaces `StreamHooks.onUnhandledError`: the hook
/// is global, and two such tests running at once would restore each
/// other's hook out of order, so one of them would miss its own errors.
let unhandledErrorHookLock = NSLock()
