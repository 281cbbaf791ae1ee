extension TestScheduler {
    /// A hot observable: each event happens at its absolute `time`, seen by
    /// whoever is subscribed then. The events are scheduled now.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold observable: each subscription receives every event, `time`
    /// ticks after it subscribed.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }
}
