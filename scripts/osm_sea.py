"""The sea inside the OSM extract, from its natural=coastline ways.

Imported by scripts/build-assets (stage 2).  OSM draws coastlines with the land on the left of
the way.  The extract holds only the nodes inside its bounding box, so each coastline way is
a set of runs of located nodes; a run that ends short of the box is carried on along its last
segment to the box edge (the way leaves the box there).  The box is then cut along the runs
and each face is sea if the coastline has it on its right, as osmcoastline (the OpenMapTiles
water polygons) decides.
"""

from shapely.geometry import LineString, Point, box
from shapely.ops import polygonize, unary_union


def _to_edge(p, q, bounds):
    """Where the ray from q through p leaves the box (p inside)."""
    w, s, e, n = bounds
    dx, dy = p[0] - q[0], p[1] - q[1]
    ts = []
    if dx > 0:
        ts.append((e - p[0]) / dx)
    elif dx < 0:
        ts.append((w - p[0]) / dx)
    if dy > 0:
        ts.append((n - p[1]) / dy)
    elif dy < 0:
        ts.append((s - p[1]) / dy)
    t = min(ts) if ts else 0.0
    return (p[0] + t * dx, p[1] + t * dy)


def coastline_runs(pbf):
    """[[(lon, lat), ...]] runs of located nodes of the natural=coastline ways, in way order."""
    import osmium

    runs = []

    class Handler(osmium.SimpleHandler):
        def way(self, w):
            if w.tags.get("natural") != "coastline":
                return
            cur = []
            for nr in w.nodes:
                if nr.location.valid():
                    p = (nr.location.lon, nr.location.lat)
                    if not cur or cur[-1] != p:
                        cur.append(p)
                else:
                    if len(cur) >= 2:
                        runs.append(cur)
                    cur = []
            if len(cur) >= 2:
                runs.append(cur)

    Handler().apply_file(str(pbf), locations=True)
    return runs


def extract_bounds(pbf):
    import osmium
    reader = osmium.io.Reader(str(pbf), osmium.osm.osm_entity_bits.NOTHING)
    b = reader.header().box()
    reader.close()
    return (b.bottom_left.lon, b.bottom_left.lat, b.top_right.lon, b.top_right.lat)


def sea_polygons(runs, bounds):
    """The sea inside `bounds` as a shapely geometry (empty if the box holds no coastline)."""
    frame = box(*bounds)
    lines = []
    for run in runs:
        pts = list(run)
        closed = pts[0] == pts[-1]
        if not closed:
            pts = [_to_edge(pts[0], pts[1], bounds)] + pts + [_to_edge(pts[-1], pts[-2], bounds)]
        lines.append(LineString(pts))
    if not lines:
        return frame.difference(frame)
    cut = unary_union([frame.exterior] + lines)
    faces = sorted(polygonize(cut), key=lambda f: f.bounds)
    votes = [0] * len(faces)
    eps = (bounds[2] - bounds[0]) * 1e-5
    for line in lines:
        coords = list(line.coords)
        for (ax, ay), (bx, by) in zip(coords[:-1], coords[1:]):
            dx, dy = bx - ax, by - ay
            length = (dx * dx + dy * dy) ** 0.5
            if length == 0:
                continue
            mx, my = (ax + bx) / 2, (ay + by) / 2
            right = Point(mx + dy / length * eps, my - dx / length * eps)
            left = Point(mx - dy / length * eps, my + dx / length * eps)
            for i, f in enumerate(faces):
                if f.contains(right):
                    votes[i] += 1
                if f.contains(left):
                    votes[i] -= 1
    sea = [f for f, v in zip(faces, votes) if v > 0]
    return unary_union(sea) if sea else frame.difference(frame)
