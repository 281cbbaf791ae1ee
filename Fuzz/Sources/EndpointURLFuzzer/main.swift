import FuzzSupport
import Harnesses

runFuzzer(EndpointURLHarness.run)
