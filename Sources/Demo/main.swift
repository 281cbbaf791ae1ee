// `swift run requester-demo [--virtual | --base-url URL] [--help]`: the story
// lives in the WeatherDemo module, where the tests can run it too.
import WeatherDemo

DemoProgram.main(arguments: Array(CommandLine.arguments.dropFirst()))
