import NearbyText

extension Options {
    /// The seconds a fetch may take, where one is asked: `--timeout` (command line, then the
    /// config file), else `environment` (`NEARBY_HTTP_TIMEOUT`), else nil for each provider's own
    /// default. The variable is checked only here, and only when a timeout is needed, so a
    /// bad one stops only commands that would use it.
    public func httpTimeout(environment: String?) throws(UsageError) -> Double? {
        if let timeout { return timeout }
        guard let environment, !environment.isEmpty else { return nil }
        guard let seconds = DecimalNumber.parse(environment), OptionTable.timeoutRange.contains(seconds) else {
            throw UsageError("NEARBY_HTTP_TIMEOUT must be a number of seconds from 0.1 to 3600, not \(TerminalSafe.quoted(environment, always: true))")
        }
        return seconds
    }
}
