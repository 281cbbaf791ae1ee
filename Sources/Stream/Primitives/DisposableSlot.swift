import Synchronization

/// One disposable held on behalf of its owner, settled by one atomic word so
/// that exactly one party disposes each thing put in it, whatever the threads:
/// - `fillSlot(_:)` fills it once; `replaceSlot(_:)` swaps, disposing what it held;
///   `beginStep()` / `installStep(_:step:)` swap only for the step still current;
/// - `releaseSlot()` disposes what it holds and, from then on, anything put in
///   it, at once: a dispose that arrives while the thing is still being made
///   (a subscription still inside `subscribe`) is honoured when it arrives;
/// - the owner may keep flags of its own in the same word
///   (`SubscriptionNode` keeps "stopped" there), so deciding on both costs
///   one atomic operation.
///
/// The one mechanism behind "one disposable, dispose what arrives late" in
/// the package: a node's upstream (`SubscriptionNode`), the step in flight of
/// a resubscribing operator, a timer, `SerialDisposable`, a request's steps.
///
/// How the word orders the stored disposable: `fillSlot` stores it before
/// publishing the `holds` bit, and is the only writer; the swapping writers
/// take turns through the `writing` bit, and once `released` is set they no
/// longer touch it. So `releaseSlot()` takes it directly unless a write is in
/// progress, and that writer, seeing `released` as it ends its turn, disposes
/// what it wrote. No lock: ThreadSanitizer sees this ordering (it does not
/// see `Synchronization.Mutex`'s on Linux).
///
/// A class, so that its word and the disposable are two fields of one object
/// (a struct would be one variable, which Swift's exclusivity checks, and
/// ThreadSanitizer with them, see as accessed whole on every operation):
/// every node of a chain is one (`ObserverNode` derives from it), with no
/// object of its own; elsewhere it is an object of its own.
// @unchecked: the word orders every access to `content` (see above).
@usableFromInline
package class DisposableSlot: @unchecked Sendable {
    // The slot's bits; owner flags sit above them, the step number above those.
    private static var released: Int { 1 }
    private static var holds: Int { 2 }
    private static var writing: Int { 4 }
    /// The lowest bit an owner may use for a flag of its own; the owner's
    /// flags must stay below 256, where the step number begins.
    package static var firstOwnerFlag: Int { 8 }
    private static var stepShift: Int { 8 }

    @usableFromInline final let word = Atomic<Int>(0)
    // Touched only by whoever the word names at that moment; the word, not
    // the runtime's exclusivity check, keeps the accesses apart.
    @exclusivity(unchecked) private final var content: (any Disposable)?

    package init() {}

    /// `true` once `releaseSlot()` was called: anything put in now is disposed at once.
    package final var isReleased: Bool { word.load(ordering: .acquiring) & Self.released != 0 }

    // MARK: Owner flags

    /// `true` when every one of `flags` is set.
    @inlinable @inline(__always)
    package final func hasFlags(_ flags: Int) -> Bool {
        word.load(ordering: .acquiring) & flags == flags
    }

    /// Sets `flags`; returns the word as it was (`old & flags` tells whether
    /// they were set already).
    @inline(__always)
    package final func setFlags(_ flags: Int) -> Int {
        word.bitwiseOr(flags, ordering: .acquiringAndReleasing).oldValue
    }

    // MARK: Filling

    /// Fills the empty slot, for a slot its one writer fills once (a node's
    /// upstream): stored, then published. Disposed at once if the slot was
    /// released meanwhile.
    package final func fillSlot(_ disposable: consuming any Disposable) {
        content = disposable
        let old = word.bitwiseOr(Self.holds, ordering: .acquiringAndReleasing).oldValue
        // Released before it was published: `releaseSlot()` left it to us.
        if old & Self.released != 0 { content.take()?.dispose() }
    }

    /// Puts `disposable` in the slot and disposes what it held; disposes
    /// `disposable` instead once the slot is released.
    package final func replaceSlot(_ disposable: consuming any Disposable) {
        let old = beginWriting(nextStep: false)
        guard old & Self.released == 0 else {
            endWriting(holds: nil)
            return disposable.dispose()
        }
        let replaced = content.take()
        content = disposable
        finishWrite(replacing: replaced)
    }

    /// Takes what the slot holds without disposing it (it ended by itself);
    /// the slot stays open. `nil` once released.
    package final func takeFromSlot() -> (any Disposable)? {
        let old = beginWriting(nextStep: false)
        guard old & Self.released == 0 else {
            endWriting(holds: nil)
            return nil
        }
        let taken = content.take()
        endWriting(holds: false)
        return taken
    }

    /// What the slot holds now, left in it; `nil` once released.
    package final func peekSlot() -> (any Disposable)? {
        let old = beginWriting(nextStep: false)
        let held = old & Self.released == 0 ? content : nil
        endWriting(holds: nil)
        return held
    }

    // MARK: Steps

    /// Opens the next step: disposes what the slot holds (the step before it
    /// has ended) and returns the new step's number; `nil` once released.
    package final func beginStep() -> Int? {
        let old = beginWriting(nextStep: true)
        guard old & Self.released == 0 else {
            endWriting(holds: nil)
            return nil
        }
        let ended = content.take()
        endWriting(holds: false)
        ended?.dispose()
        return (old >> Self.stepShift) &+ 1
    }

    /// Whether step `step` is still the live one: not released, no later step begun.
    package final func isCurrentStep(_ step: Int) -> Bool {
        let current = word.load(ordering: .acquiring)
        return current & Self.released == 0 && current >> Self.stepShift == step
    }

    /// Puts `disposable` in the slot if step `step` is still the live one;
    /// else (released, or a later step began) disposes it.
    package final func installStep(_ disposable: consuming any Disposable, step: Int) {
        let old = beginWriting(nextStep: false)
        guard old & Self.released == 0, old >> Self.stepShift == step else {
            endWriting(holds: nil)
            return disposable.dispose()
        }
        let replaced = content.take()
        content = disposable
        finishWrite(replacing: replaced)
    }

    // MARK: Releasing

    /// Disposes what the slot holds, and from now on anything put in it.
    /// Returns the word as it was: `old & flags` says which of the owner's
    /// `alsoSetting` flags were set before (they are set in the same step),
    /// and `DisposableSlot.wasReleased(old)` whether an earlier call released it.
    @discardableResult
    package final func releaseSlot(alsoSetting flags: Int = 0) -> Int {
        let old = word.bitwiseOr(Self.released | flags, ordering: .acquiringAndReleasing).oldValue
        // Already released; or a write in progress, whose writer disposes what
        // it wrote when it sees `released`; or nothing published yet, which
        // `fillSlot` disposes when it publishes.
        if old & (Self.released | Self.writing | Self.holds) == Self.holds {
            content.take()?.dispose()
        }
        return old
    }

    /// `releaseSlot(alsoSetting:)` that hands what the slot holds to the caller
    /// instead of disposing it (`nil` when it holds nothing yet: `fillSlot` then
    /// disposes what it brings).
    package final func releaseSlotTaking(alsoSetting flags: Int = 0) -> (old: Int, taken: (any Disposable)?) {
        let old = word.bitwiseOr(Self.released | flags, ordering: .acquiringAndReleasing).oldValue
        guard old & (Self.released | Self.writing | Self.holds) == Self.holds else { return (old, nil) }
        return (old, content.take())
    }

    /// Whether the word `old` that `releaseSlot()` returned was already released.
    @inline(__always)
    package static func wasReleased(_ old: Int) -> Bool { old & released != 0 }

    // MARK: Writers' turns

    /// Waits for the writer before (if any), then takes the `writing` bit,
    /// also counting the next step when asked; returns the word as it was.
    private final func beginWriting(nextStep: Bool) -> Int {
        let added = Self.writing | (nextStep ? 1 << Self.stepShift : 0)
        var old = word.load(ordering: .relaxed)
        while true {
            if old & Self.writing != 0 {
                // Another writer is moving one reference in or out: a few instructions.
                old = word.load(ordering: .relaxed)
                continue
            }
            let (exchanged, current) = word.compareExchange(
                expected: old, desired: old &+ added, ordering: .acquiringAndReleasing)
            if exchanged { return old }
            old = current
        }
    }

    /// Clears `writing`, setting or clearing `holds` (`nil`: leaves it);
    /// returns the word as it was.
    @discardableResult
    private final func endWriting(holds: Bool?) -> Int {
        var old = word.load(ordering: .relaxed)
        while true {
            var new = old & ~Self.writing
            if let holds { new = holds ? new | Self.holds : new & ~Self.holds }
            let (exchanged, current) = word.compareExchange(
                expected: old, desired: new, ordering: .acquiringAndReleasing)
            if exchanged { return old }
            old = current
        }
    }

    /// Ends a write that stored something: disposes what it replaced, and
    /// what it stored too when the slot was released during the write.
    private final func finishWrite(replacing replaced: consuming (any Disposable)?) {
        let old = endWriting(holds: true)
        replaced?.dispose()
        // `releaseSlot()` saw our `writing` bit and left the disposal to us; no
        // writer touches the slot once it is released.
        if old & Self.released != 0 { content.take()?.dispose() }
    }
}
