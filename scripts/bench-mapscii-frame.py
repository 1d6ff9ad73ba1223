"""Times one map frame of mapscii-py (MapSCII's renderer, installed by scripts/install-tools) for
nearby-bench's side-by-side row: the same tiles (read into memory first, so no disk or network
is timed), the same size, cold (a fresh tile source: decode included) and warm (tiles decoded),
the fastest of ROUNDS rounds each.
Its classes are only driven (the tile source reads from memory instead of HTTP); nothing of it is
copied. Prints one JSON object.

usage: python bench-mapscii-frame.py FOLDER LAT LON ZOOM COLUMNS ROWS ROUNDS
FOLDER holds the tiles as Z-X-Y.mvt."""
import json
import os
import sys
import time

from mapscii_py import cli
from mapscii_py.renderer import Renderer
from mapscii_py.style import Styler
from mapscii_py.tiles import HttpTileSource


def main():
    folder, lat, lon, zoom, columns, rows, rounds = sys.argv[1:8]
    lat, lon, zoom = float(lat), float(lon), float(zoom)
    columns, rows, rounds = int(columns), int(rows), int(rounds)
    tiles = {}
    for name in os.listdir(folder):
        if name.endswith(".mvt"):
            z, x, y = (int(part) for part in name[:-4].split("-"))
            with open(os.path.join(folder, name), "rb") as handle:
                tiles[(z, x, y)] = handle.read()
    styler = Styler.from_file(cli.DEFAULT_STYLE)

    def renderer():
        source = HttpTileSource("http://tiles.invalid/", styler, persist=False, memory_size=256)
        # The tiles from memory instead of HTTP: a tile outside the set is empty.
        source._load_data = lambda z, x, y: tiles.get((z, x, y), b"")
        return Renderer(source, styler, columns * 2, rows * 4, True)

    cold = []
    for _ in range(rounds):
        fresh = renderer()
        start = time.perf_counter()
        fresh.draw(lat, lon, zoom)
        cold.append((time.perf_counter() - start) * 1000)
    warm_renderer = renderer()
    frame = warm_renderer.draw(lat, lon, zoom)
    warm = []
    for _ in range(rounds):
        start = time.perf_counter()
        warm_renderer.draw(lat, lon, zoom)
        warm.append((time.perf_counter() - start) * 1000)
    visible = warm_renderer.visible_tiles(lat, lon, zoom)
    print(json.dumps({
        "cold_ms": min(cold), "warm_ms": min(warm),
        "tiles": len(visible), "held": sum(1 for t in visible if t.xyz in tiles), "characters": len(frame),
    }))


main()
