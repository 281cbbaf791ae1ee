import FuzzSupport
import Harnesses

runFuzzer(RetryAfterHarness.run)
