import NearbyFormats
import NearbyGeo

extension Route {
    /// A walk along `path` at `pace` metres per second (at speed 1): timed, so `--speed`
    /// multiplies it as it does a GPX file's own times. Nil when the path has no point.
    public init?(walking path: [Coordinate], pace: Double) {
        guard let first = path.first else { return nil }
        guard path.count >= 2, pace > 0 else {
            self.init([GPXPoint(coordinate: first)])
            return
        }
        var seconds = 0.0
        var points = [GPXPoint(coordinate: first, time: 0)]
        for (a, b) in zip(path, path.dropFirst()) {
            seconds += Geodesic.distance(a, b) / pace
            points.append(GPXPoint(coordinate: b, time: seconds))
        }
        self.init(points)
    }
}
