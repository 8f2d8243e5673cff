#!/usr/bin/env python3
"""Writes the reference answers the time zone tests compare logbook's index with.

Development-time only, like generate_index.py (same packages):

    python3 Sources/LogbookEmbeddedData/Generator/generate_fixtures.py

- border-points.csv: points within 2 km of the zone borders the tests name (Spain and
  Portugal, the Indiana counties, China and Kazakhstan, the Koreas, Arizona and the Navajo
  Nation), each with timezonefinder's zone;
- land-points.csv: 20,000 random points over land (uniform on the sphere, kept where
  timezonefinder finds a land zone: territorial waters count), each with its zone.

Both: a first line naming the zones (`zones,` then the names, `;`-separated), then one
`lat,lon,zone index` line per point, coordinates rounded to 1e-5 degree before the
reference answered for them. A seeded generator makes the files the same at every run.
"""
import math
import random
from pathlib import Path

import shapely
from shapely.geometry import Point, Polygon, box
from timezonefinder import TimezoneFinder

ROOT = Path(__file__).resolve().parents[3]
OUT = ROOT / "Tests/LogbookCoreTests/Fixtures/timezones"

REGIONS = [  # name, (west, south, east, north), points
    ("Spain/Portugal", (-9.6, 36.9, -6.0, 42.2), 50),
    ("Indiana", (-88.2, 37.7, -84.7, 41.8), 70),
    ("China/Kazakhstan", (73.0, 40.0, 88.0, 49.5), 50),
    ("Koreas", (124.5, 37.4, 129.0, 38.9), 40),
    ("Arizona/Navajo", (-114.9, 34.5, -108.9, 37.1), 60),
]


def geometry(tf, name):
    polygons = [Polygon(list(zip(*p[0])), [list(zip(*h)) for h in p[1:]]) for p in tf.get_geometry(tz_name=name)]
    return shapely.make_valid(shapely.MultiPolygon(polygons))


def land_zone(tf, lat, lon):
    name = tf.timezone_at_land(lng=lon, lat=lat)
    return name if name and not name.startswith("Etc/") else None


def write(path, points):
    zones = sorted({z for _, _, z in points})
    index = {z: i for i, z in enumerate(zones)}
    lines = ["zones," + ";".join(zones)]
    lines += [f"{lat:.5f},{lon:.5f},{index[z]}" for lat, lon, z in points]
    path.write_text("\n".join(lines) + "\n")
    print(f"{path.name}: {len(points)} points, {len(zones)} zones")


def border_points(tf, rng):
    points = []
    for region, (west, south, east, north), wanted in REGIONS:
        area = box(west, south, east, north)
        names = {land_zone(tf, rng.uniform(south, north), rng.uniform(west, east)) for _ in range(4000)}
        geoms = {n: geometry(tf, n).intersection(area) for n in names if n}
        # Border lines: where two zones of the region touch.
        borders = []
        names = sorted(geoms)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                line = geoms[a].boundary.intersection(geoms[b].buffer(1e-6))
                if not line.is_empty and line.length > 0:
                    borders.append(line)
        border = shapely.union_all(borders)
        found = 0
        while found < wanted:
            on = border.interpolate(rng.uniform(0, border.length))
            distance = rng.uniform(0, 2000)  # metres
            bearing = rng.uniform(0, 2 * math.pi)
            lat = on.y + distance * math.cos(bearing) / 111_195
            lon = on.x + distance * math.sin(bearing) / (111_195 * math.cos(math.radians(on.y)))
            lat, lon = round(lat, 5), round(lon, 5)
            zone = land_zone(tf, lat, lon)
            if zone is None:
                continue
            points.append((lat, lon, zone))
            found += 1
        print(f"{region}: {wanted} points around {', '.join(names)}")
    return points


def land_points(tf, rng, count):
    points = []
    while len(points) < count:
        lat = round(math.degrees(math.asin(rng.uniform(-1, 1))), 5)
        lon = round(rng.uniform(-180, 180), 5)
        zone = land_zone(tf, lat, lon)
        if zone is not None:
            points.append((lat, lon, zone))
    return points


def main():
    tf = TimezoneFinder()
    rng = random.Random(33)
    OUT.mkdir(parents=True, exist_ok=True)
    write(OUT / "border-points.csv", border_points(tf, rng))
    write(OUT / "land-points.csv", land_points(tf, rng, 20_000))


if __name__ == "__main__":
    main()
