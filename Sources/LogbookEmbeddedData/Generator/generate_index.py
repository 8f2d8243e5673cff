#!/usr/bin/env python3
"""Writes timezones.bin, logbook's offline index of the time zone boundaries.

Development-time only: the output is committed and embedded in the binary through
EmbeddedData.S, so neither Python nor this script is needed to build or test logbook.

    pip install timezonefinder==9.0.0 timezonefinder-data==3.2026.3.post1 shapely==2.2.0
    python3 Sources/LogbookEmbeddedData/Generator/generate_index.py

The boundaries are timezone-boundary-builder's (release named in the header, ODbL 1.0),
read through the timezonefinder package. The index (format in TimeZoneIndex.swift):

- a grid of 360 x 180 one-degree cells, each an entry;
- an entry is the open sea (no land zone in the cell: the nautical zone by longitude),
  one zone (a single land zone touches the cell: its sea is that zone's too), an inner
  node (four child entries: south-west, south-east, north-west, north-east), or a leaf;
- a leaf (a cell at most 1/1024 degree, or with few vertices, that several zones share)
  names a default zone and the polygons of the others, clipped to the cell, simplified by
  at most SIMPLIFY_DEGREES and quantised to 1/65535 of the cell.

Ocean zones (Etc/GMT...) are left out: where no land zone is, logbook computes the nautical
zone by longitude, as timezone-boundary-builder's ocean polygons do.
"""
import hashlib
import math
import struct
import sys
import time
from pathlib import Path

import shapely
from shapely.geometry import Polygon, box
from timezonefinder import TimezoneFinder

OUT = Path(__file__).resolve().parent.parent / "timezones.bin"
STAMP = Path(__file__).resolve().parent.parent / "TimeZoneIndexStamp.h"
MAGIC = b"LBTZ"
VERSION = 1
MAX_DEPTH = 10            # below a one-degree cell: leaves down to 1/1024 degree (~110 m)
LEAF_VERTICES = 256       # a shared cell with at most this many stored vertices is a leaf
SIMPLIFY_DEGREES = 1e-4   # ~10 m: about a GPS fix's error
OCEAN_DEPTH = 2           # land-and-sea cells split down to 1/4 degree, so open sea stays nautical
MIN_AREA = 1e-13          # square degrees: slivers that clipping leaves are dropped

TAG_OCEAN, TAG_ZONE, TAG_NODE, TAG_LEAF = 0, 1, 2, 3


def entry(tag, value):
    assert 0 <= value < (1 << 30)
    return (tag << 30) | value


def polygonal(geom):
    """The polygons of a geometry (clipping can leave lines and points), without slivers."""
    if geom is None or geom.is_empty:
        return None
    parts = [p for p in shapely.get_parts(geom) if p.geom_type == "Polygon" and p.area > MIN_AREA]
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else shapely.MultiPolygon(parts)


def clip(pieces, cell):
    out = []
    for zone, geom in pieces:
        if not geom.intersects(cell):
            continue
        if geom.within(cell):
            out.append((zone, geom))
            continue
        g = polygonal(shapely.intersection(geom, cell))
        if g is not None:
            out.append((zone, g))
    return out


def resolve_overlaps(tf, names, pieces):
    """Zones whose polygons overlap (disputed land: Xinjiang, Abkhazia, Kafia Kingi) keep the
    overlap for the zone timezonefinder answers there, and the other loses it."""
    pieces = list(pieces)
    for i in range(len(pieces)):
        for j in range(i + 1, len(pieces)):
            (zi, gi), (zj, gj) = pieces[i], pieces[j]
            if gi is None or gj is None:
                continue
            common = polygonal(shapely.intersection(gi, gj))
            if common is None or common.area < 1e-9:
                continue
            inside = common.representative_point()
            winner = tf.timezone_at(lng=inside.x, lat=inside.y)
            if winner == names[zi]:
                pieces[j] = (zj, polygonal(shapely.difference(gj, gi)))
            else:
                pieces[i] = (zi, polygonal(shapely.difference(gi, gj)))
    return [(z, g) for z, g in pieces if g is not None]


def covers(pieces, cell):
    return sum(g.area for _, g in pieces) >= cell.area * (1 - 1e-9)


class Writer:
    def __init__(self):
        self.nodes = []          # uint32 entries, children in fours
        self.leaves = bytearray()
        self.leaf_count = 0
        self.stored_vertices = 0

    def leaf(self, x0, y0, size, pieces):
        # The zone with the most vertices is the default: its polygons need not be stored.
        pieces = sorted(pieces, key=lambda p: -shapely.get_num_coordinates(p[1]))
        default = pieces[0][0]
        stored = {}
        for zone, geom in pieces[1:]:
            simple = polygonal(shapely.simplify(geom, SIMPLIFY_DEGREES, preserve_topology=True))
            if simple is None:
                continue
            stored.setdefault(zone, []).extend(shapely.get_parts(simple))
        offset = len(self.leaves)
        self.leaves += struct.pack("<HH", default, len(stored))
        for zone, polygons in stored.items():
            rings = []
            for p in polygons:
                rings.append(p.exterior.coords)
                rings.extend(i.coords for i in p.interiors)
            self.leaves += struct.pack("<HH", zone, len(rings))
            for ring in rings:
                points = list(ring)[:-1]  # the closing point repeats the first
                assert len(points) < 65536
                self.leaves += struct.pack("<H", len(points))
                for x, y in points:
                    qx = min(65535, max(0, round((x - x0) / size * 65535)))
                    qy = min(65535, max(0, round((y - y0) / size * 65535)))
                    self.leaves += struct.pack("<HH", qx, qy)
                self.stored_vertices += len(points)
        self.leaf_count += 1
        return entry(TAG_LEAF, offset)

    def cell(self, x0, y0, size, depth, pieces):
        cellbox = box(x0, y0, x0 + size, y0 + size)
        if not pieces:
            return entry(TAG_OCEAN, 0)
        if len(pieces) == 1:
            if depth < OCEAN_DEPTH and not covers(pieces, cellbox):
                return self.split(x0, y0, size, depth, pieces)
            return entry(TAG_ZONE, pieces[0][0])
        vertices = sum(shapely.get_num_coordinates(g) for _, g in pieces[1:])
        if depth >= MAX_DEPTH or (vertices <= LEAF_VERTICES and depth >= OCEAN_DEPTH):
            return self.leaf(x0, y0, size, pieces)
        return self.split(x0, y0, size, depth, pieces)

    def split(self, x0, y0, size, depth, pieces):
        half = size / 2
        index = len(self.nodes)
        self.nodes.extend([0, 0, 0, 0])
        for k, (dx, dy) in enumerate(((0, 0), (1, 0), (0, 1), (1, 1))):
            cx, cy = x0 + dx * half, y0 + dy * half
            sub = clip(pieces, box(cx, cy, cx + half, cy + half))
            self.nodes[index + k] = self.cell(cx, cy, half, depth + 1, sub)
        return entry(TAG_NODE, index)


def load_zones(tf):
    names, geoms = [], []
    for name in tf.timezone_names:
        if name.startswith("Etc/"):
            continue
        polygons = []
        for poly in tf.get_geometry(tz_name=name, coords_as_pairs=False):
            shell = list(zip(*poly[0]))
            holes = [list(zip(*h)) for h in poly[1:]]
            polygons.append(Polygon(shell, holes))
        geom = shapely.make_valid(shapely.MultiPolygon(polygons))
        geom = polygonal(geom)
        if geom is None:
            continue
        names.append(name)
        geoms.append(geom)
    return names, geoms


def main():
    started = time.time()
    tf = TimezoneFinder()
    names, geoms = load_zones(tf)
    print(f"{len(names)} land zones loaded in {time.time() - started:.0f} s", file=sys.stderr)
    writer = Writer()
    grid = [entry(TAG_OCEAN, 0)] * (360 * 180)
    tree = shapely.STRtree(geoms)
    block = 15
    for by in range(-90, 90, block):
        for bx in range(-180, 180, block):
            blockbox = box(bx, by, bx + block, by + block)
            near = tree.query(blockbox)
            pieces = clip([(int(i), geoms[i]) for i in near], blockbox)
            for sy in range(by, by + block, 3):
                for sx in range(bx, bx + block, 3):
                    sub = clip(pieces, box(sx, sy, sx + 3, sy + 3))
                    for y in range(sy, sy + 3):
                        for x in range(sx, sx + 3):
                            cell = resolve_overlaps(tf, names, clip(sub, box(x, y, x + 1, y + 1)))
                            grid[(y + 90) * 360 + (x + 180)] = writer.cell(x, y, 1.0, 0, cell)
        print(f"latitude {by + block}: {len(writer.nodes)} nodes, {writer.leaf_count} leaves, "
              f"{writer.stored_vertices} vertices, {time.time() - started:.0f} s", file=sys.stderr)

    name_bytes = bytearray()
    for name in names:
        encoded = name.encode("ascii")
        name_bytes += struct.pack("<B", len(encoded)) + encoded
    release = tf.data_version.encode("ascii") if hasattr(tf, "data_version") else b""
    header_size = 40
    grid_bytes = struct.pack(f"<{len(grid)}I", *grid)
    node_bytes = struct.pack(f"<{len(writer.nodes)}I", *writer.nodes)
    offsets = []
    position = header_size
    for part in (name_bytes, grid_bytes, node_bytes, writer.leaves):
        position = (position + 3) & ~3
        offsets.append(position)
        position += len(part)
    header = MAGIC + struct.pack("<HHIIIIII", VERSION, len(names), offsets[0], offsets[1], offsets[2],
                                 len(writer.nodes), offsets[3], len(writer.leaves))
    header += release[:8].ljust(8, b"\0")
    assert len(header) == header_size
    out = bytearray(header)
    for offset, part in zip(offsets, (name_bytes, grid_bytes, node_bytes, writer.leaves)):
        out += b"\0" * (offset - len(out))
        out += part
    OUT.write_bytes(bytes(out))
    # EmbeddedData.S includes this header, so a new index is assembled in again: the
    # build tracks included headers, not the file `.incbin` reads.
    digest = hashlib.sha256(bytes(out)).hexdigest()
    STAMP.write_text(
        "// Written by Generator/generate_index.py with timezones.bin: its size and SHA-256.\n"
        f"// sha256 {digest}\n"
        f"#define LOGBOOK_TIME_ZONE_INDEX_SIZE {len(out)}\n")
    print(f"wrote {OUT.name}: {len(out)} bytes, {len(names)} zones, {len(writer.nodes)} nodes, "
          f"{writer.leaf_count} leaves, {writer.stored_vertices} vertices in {time.time() - started:.0f} s",
          file=sys.stderr)


if __name__ == "__main__":
    main()
