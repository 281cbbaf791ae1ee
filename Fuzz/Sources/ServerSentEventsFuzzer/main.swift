import FuzzSupport
import Harnesses

runFuzzer(ServerSentEventsHarness.run)
