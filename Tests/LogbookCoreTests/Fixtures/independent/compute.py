#!/usr/bin/env python3
"""Independent computation of the run totals that ImportCorpusTests asserts.

Written from the rules documented in Sources/LogbookCore/Import (RunBuilder.swift,
MovingTimeRule.swift, RunBuilderTrack.swift, SplitsAccumulator.swift, GPXParseState.swift,
TCXParseState.swift, CadenceConvention.swift, HeartRateReading.swift, Sport.swift,
CSVReader.swift, CSVSchema.swift) and NOT by calling logbook: the XML is read with
xml.etree.ElementTree, the CSV with the csv module, distances with math.

Usage:
    python3 compute.py FILE...          one line of JSON per run
    python3 compute.py --swift FILE...  the same values as Swift `ExpectedRun(...)` literals

Standard library only (Python 3.8+).

Rules implemented (see the Swift doc comments for the authoritative wording):
- GPX: one activity per <trk> (GPX 1.0/1.1 namespace or none); each <trkseg> a segment.
  A <trkpt> is kept when it has a parseable time (ISO 8601, 1980 <= t <= now + 1 day) and
  a valid position (-90..90, -180..180, not exactly 0/0). Heart rate: the first element
  named hr / heartrate / heart_rate under the point's <extensions> whose value is in
  (0, 255). Cadence: first cad / cadence / RunCadence in [0, 300), doubled unless the
  track type says biking/cycling/ride.
- TCX: one activity per <Activity>; each <Track> a segment. A <Trackpoint> without a
  usable time is skipped; invalid coordinates are dropped from the point; a point with
  a time but no position, no DistanceMeters and no heart rate is a pause marker: it is
  not kept and ends the segment. Lap TotalTimeSeconds / DistanceMeters sum to a summary.
- Track: points earlier than the last kept point are skipped; base = floor(first time);
  empty segments dropped. Heart rates outside 1..300 and elevations outside -2000..12000
  become "no value".
- TCX tracks: a <Track> continues the segment before it unless its first point comes more
  than 60 s after the last kept point.
- GPS distance: haversine (R = 6371008.8 m) between consecutive positioned points within
  a segment. Standstills: runs of consecutive positioned points within 8 m (flat-Earth
  distance) of the run's first point, no two more than 10 s apart, lasting >= 30 s: steps
  inside one add nothing. Steps are measured from the anchor, the last position taken. A
  point farther from the anchor than 15 m/s on foot or for an unstated sport (60 m/s
  otherwise) times max(dt since the anchor, 1 s) is a jump, unless the step lies in a run of
  raw point-to-point steps that fast lasting more than 30 s (sustained speed: it counts).
  A jumped point waits and the anchor stays. When a later point is within reach of the
  anchor again, the distance anchor -> that point is shared over the waiting steps and its
  own in proportion to their durations (the jumped positions are left out). When 3
  consecutive jumped points are each within reach of the one before, the position moved:
  the steps before and into the first add nothing, those between them count, the last is
  the anchor. A segment end (or 256 waiting points) leaves every waiting step at 0. Jumps
  counted: the positions left out.
- Device distance: the sum of increases of the per-point DistanceMeters within segments.
  Device total: the laps' sum, or the device distance when it is more than 1 % further
  (or when no lap states one). The run's distance: the device total when it is finite,
  >= 0 and within a factor 2 of the GPS distance (when both are > 0), else the GPS distance.
- Samples, splits and moving time follow the device distance when the track has one
  (else positions); when the GPS distance wins over a device total, they follow positions.
- Moving time: per in-segment step with 0 < dt <= 60 s; the window is from 5 s before
  the step's first point to 5 s after its last point (outer points inside the segment);
  the step counts in full when progress / time between the outer points >= 0.5 m/s;
  when an outer point lacks the value, the step's own distance / dt is used. Without any
  distance source every step of 0 < dt <= 60 counts. With a stated timer time (the laps'
  TotalTimeSeconds): the timer when the walked distance is under half the run's, or when
  there are no positions and the device distance never grows.
- Sport: a missing, blank, unknown, generic or other type is inferred from distance /
  moving: < 0.3 or > 30 m/s unknown; > 6.5 m/s (or >= 20 % of moving time in steps above
  8.5 m/s) cycling; < 1.9 m/s walking; else running.
- Elapsed: last kept time - first kept time. Fewer than two distinct instants: summary.
- Average heart rate: time-weighted over in-segment steps with 0 < dt <= 60 s, each
  carrying the mean of its two points' values (or the one that has a value); when no step
  has weight, the simple mean of the points.
- Splits: one per full 1000 m (a step reaching within 1e-6 m counts), plus a last
  partial split when it is longer than 0.01 m; none without a distance source.
- Pace: moving / (distance / 1000) s/km; no_time, no_distance, too_short (< 50 m),
  too_slow / too_fast beyond the sport's range (PACE_RANGES; running 120...1800), else ok.
- CSV (Strava, Runkeeper): one run per row, no samples or splits; the start as stated
  (Strava dates are UTC, Runkeeper's are wall-clock times, here read in UTC); moving
  time = the moving column, else the elapsed time.
"""

import calendar
import csv
import json
import math
import re
import sys
import time
import xml.etree.ElementTree as ET

EARTH_RADIUS = 6371008.8
MIN_SPEED = 0.5
HALF_WINDOW = 5.0
MAX_STEP = 60.0
EARLIEST_PLAUSIBLE = 315532800.0  # 1980-01-01T00:00:00Z
NOW = time.time()

ISO = re.compile(
    r"^\s*(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(\.\d+)?(Z|[+-]\d\d:?\d\d)?\s*$")


def parse_time(text):
    """(utc seconds, stated offset or None) or None."""
    if text is None:
        return None
    match = ISO.match(text)
    if not match:
        return None
    year, month, day, hour, minute, second = (int(match.group(i)) for i in range(1, 7))
    try:
        whole = calendar.timegm((year, month, day, hour, minute, second, 0, 0, 0))
    except (ValueError, OverflowError):
        return None
    fraction = float("0" + match.group(7)) if match.group(7) else 0.0
    zone = match.group(8)
    offset = None
    if zone and zone != "Z":
        sign = -1 if zone[0] == "-" else 1
        digits = zone[1:].replace(":", "")
        offset = sign * (int(digits[:2]) * 3600 + int(digits[2:]) * 60)
    utc = float(whole - (offset or 0)) + fraction
    if not (EARLIEST_PLAUSIBLE <= utc <= NOW + 86400):
        return None
    return utc, offset


def number(text):
    if text is None:
        return None
    try:
        value = float(text.strip())
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def local(tag):
    return tag.rsplit("}", 1)[-1]


def namespace(tag):
    return tag[1:].split("}", 1)[0] if tag.startswith("{") else None


def is_gpx(element):
    uri = namespace(element.tag)
    return uri is None or uri.startswith("http://www.topografix.com/GPX/")


def valid_position(lat, lon):
    return (lat is not None and lon is not None and -90 <= lat <= 90 and -180 <= lon <= 180
            and not (lat == 0 and lon == 0))


def heart_rate(value):
    return float(value) if value is not None and 0 < value < 255 else None


def cadence_multiplier(raw_sport):
    if raw_sport is None:
        return 2
    s = raw_sport.lower()
    return 1 if ("bik" in s or "cycl" in s or "ride" in s) else 2


SPORTS = {
    "running": ["run", "running", "9", "trailrun", "treadmill", "virtualrun"],
    "cycling": ["ride", "biking", "bike", "cycling", "mountainbiking", "virtualride", "ebikeride", "1", "17", "18"],
    "walking": ["walk", "walking", "10"],
    "hiking": ["hike", "hiking", "4"],
    "canoeing": ["canoe", "canoeing"],
    "swimming": ["swim", "swimming", "16"],
    "other": ["other"],
}


def unstated(raw):
    """True when the file names no sport (SportInference.isUnstated)."""
    if raw is None:
        return True
    key = "".join(c for c in raw.lower() if c not in " \t\r\n_-")
    return key in ("", "unknown", "generic", "other")


def infer_sport(distance, moving, fast_share):
    """SportInference.infer, from its doc comment."""
    if distance is None or moving is None or not distance > 0 or not moving > 0:
        return "unknown"
    speed = distance / moving
    if speed < 0.3 or speed > 30:
        return "unknown"
    if speed > 6.5 or fast_share >= 0.2:
        return "cycling"
    if speed < 1.9:
        return "walking"
    return "running"


# SportThresholds: (fastest, slowest) pace in s/km; running uses 120...1800.
PACE_RANGES = {
    "running": (120, 1800), "walking": (210, 3600), "hiking": (210, 3600), "cycling": (36, 1200),
    "swimming": (400, 4000), "rowing": (120, 1500), "kayaking": (120, 1500), "canoeing": (120, 1500),
}


def sport(raw):
    """The canonical sport for the raw names in this corpus (Sport.swift's table)."""
    if raw is None:
        return "running"
    key = "".join(c for c in raw.lower() if c not in " \t\r\n_-")
    for canonical, keys in SPORTS.items():
        if key in keys:
            return canonical
    return "running"


def read_xml(path):
    with open(path, "rb") as handle:
        data = handle.read()
    # A BOM and whitespace before the XML declaration (Polar) are tolerated.
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    return ET.fromstring(data.lstrip())


def gpx_activities(root):
    activities = []
    for trk in root:
        if local(trk.tag) != "trk" or not is_gpx(trk):
            continue
        name = raw_sport = None
        for child in trk:
            if is_gpx(child) and local(child.tag) == "name":
                name = (child.text or "").strip()
            if is_gpx(child) and local(child.tag) == "type":
                raw_sport = (child.text or "").strip()
        segments = []
        first_offset = "unset"
        for seg in trk:
            if local(seg.tag) != "trkseg" or not is_gpx(seg):
                continue
            points = []
            for pt in seg:
                if local(pt.tag) != "trkpt" or not is_gpx(pt):
                    continue
                lat, lon = number(pt.get("lat")), number(pt.get("lon"))
                t = ele = hr = cad = None
                for child in pt:
                    if not is_gpx(child):
                        continue
                    if local(child.tag) == "time":
                        t = parse_time(child.text)
                    elif local(child.tag) == "ele":
                        ele = number(child.text)
                    elif local(child.tag) == "extensions":
                        for element in child.iter():
                            if element is child:
                                continue
                            name_ = local(element.tag)
                            if name_ in ("hr", "heartrate", "heart_rate") and hr is None:
                                hr = heart_rate(number(element.text))
                            elif name_ in ("cad", "cadence", "RunCadence") and cad is None:
                                value = number(element.text)
                                cad = value if value is not None and 0 <= value < 300 else None
                if t is None or not valid_position(lat, lon):
                    continue
                if first_offset == "unset":
                    first_offset = t[1]
                points.append(dict(t=t[0], lat=lat, lon=lon, ele=ele, dist=None, hr=hr,
                                   cad=None if cad is None else cad * cadence_multiplier(raw_sport)))
            if points:
                segments.append(points)
        if segments:
            activities.append(dict(name=name, raw_sport=raw_sport, segments=segments,
                                   offset=None if first_offset == "unset" else first_offset,
                                   summary={}, stated_start=None))
    return activities


def tcx_activities(root):
    activities = []
    for activity in root.iter():
        if local(activity.tag) != "Activity":
            continue
        raw_sport = (activity.get("Sport") or "").strip() or None
        stated_start = None
        lap_time = lap_distance = None
        segments = []
        current = []
        last_time = -math.inf
        first_offset = "unset"
        for child in activity:
            if local(child.tag) == "Id":
                stated_start = parse_time(child.text)
        for lap in activity:
            if local(lap.tag) != "Lap":
                continue
            for item in lap:
                value = number(item.text) if local(item.tag) in ("TotalTimeSeconds", "DistanceMeters") else None
                if local(item.tag) == "TotalTimeSeconds" and value is not None and value >= 0:
                    lap_time = (lap_time or 0) + value
                if local(item.tag) == "DistanceMeters" and value is not None and value >= 0:
                    lap_distance = (lap_distance or 0) + value
            for track in lap:
                if local(track.tag) != "Track":
                    continue
                track_started = True
                for tp in track:
                    if local(tp.tag) != "Trackpoint":
                        continue
                    t = lat = lon = ele = dist = hr = cad = None
                    for field in tp:
                        name_ = local(field.tag)
                        if name_ == "Time":
                            t = parse_time(field.text)
                        elif name_ == "Position":
                            for coordinate in field:
                                if local(coordinate.tag) == "LatitudeDegrees":
                                    lat = number(coordinate.text)
                                elif local(coordinate.tag) == "LongitudeDegrees":
                                    lon = number(coordinate.text)
                        elif name_ == "AltitudeMeters":
                            ele = number(field.text)
                        elif name_ == "DistanceMeters":
                            value = number(field.text)
                            dist = value if value is not None and value >= 0 else None
                        elif name_ == "HeartRateBpm":
                            for value_element in field:
                                if local(value_element.tag) == "Value":
                                    hr = heart_rate(number(value_element.text))
                        elif name_ == "Cadence" and cad is None:
                            value = number(field.text)
                            cad = value if value is not None and 0 <= value < 300 else None
                        elif name_ == "Extensions":
                            for element in field.iter():
                                if local(element.tag) == "RunCadence" and cad is None:
                                    value = number(element.text)
                                    cad = value if value is not None and 0 <= value < 300 else None
                    if t is None:
                        continue
                    if not valid_position(lat, lon):
                        lat = lon = None
                    if lat is None and dist is None and hr is None:
                        if current:
                            segments.append(current)
                        current = []
                        continue
                    if first_offset == "unset":
                        first_offset = t[1]
                    # A new <Track> continues the segment unless more than 60 s passed.
                    if track_started and not (t[0] - last_time <= MAX_STEP) and current:
                        segments.append(current)
                        current = []
                    track_started = False
                    last_time = t[0]
                    current.append(dict(t=t[0], lat=lat, lon=lon, ele=ele, dist=dist, hr=hr,
                                        cad=None if cad is None else cad * cadence_multiplier(raw_sport)))
        if current:
            segments.append(current)
        summary = dict(distance=lap_distance, moving=lap_time)
        activities.append(dict(name=None, raw_sport=raw_sport, segments=segments,
                               offset=None if first_offset == "unset" else first_offset,
                               summary=summary, stated_start=stated_start))
    return activities


def haversine(a, b):
    phi1, phi2 = math.radians(a["lat"]), math.radians(b["lat"])
    dphi = math.radians(b["lat"] - a["lat"])
    dlam = math.radians(b["lon"] - a["lon"])
    h = math.sin(dphi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(dlam / 2) ** 2
    return 2 * EARTH_RADIUS * math.asin(min(1.0, math.sqrt(max(0.0, h))))


def judge(moving, distance, the_sport="running"):
    fastest, slowest = PACE_RANGES.get(the_sport, (30, 3600))
    if moving is None or not moving > 0:
        return "noTime", None
    if distance is None or not distance > 0:
        return "noDistance", None
    if distance < 50:
        return "tooShort", None
    pace = moving / (distance / 1000)
    if pace > slowest:
        return "tooSlow", None
    if pace < fastest:
        return "tooFast", None
    return "ok", pace


def flat_distance(a, b):
    """Equirectangular metres between two points (Geo.approximateDistance)."""
    x = math.radians(b["lon"] - a["lon"]) * math.cos(math.radians((a["lat"] + b["lat"]) / 2))
    y = math.radians(b["lat"] - a["lat"])
    return EARTH_RADIUS * math.sqrt(x * x + y * y)


def standstills(segments, radius=8.0, min_duration=30.0, max_step=10.0):
    """Stretches of consecutive positioned points of a segment within `radius` m of the
    first one, no two more than `max_step` s apart, lasting at least `min_duration` s
    (StandstillDetector)."""
    found = []
    for s in segments:
        anchor = None
        last = None
        for p in s:
            if p["lat"] is None:
                continue
            if anchor is not None and p["t"] - last <= max_step and flat_distance(anchor, p) <= radius:
                last = p["t"]
                continue
            if anchor is not None and last - anchor["t"] >= min_duration:
                found.append((anchor["t"], last))
            anchor, last = p, p["t"]
        if anchor is not None and last - anchor["t"] >= min_duration:
            found.append((anchor["t"], last))
    return found


def fast_stretches(segments, limit, min_duration=30.0):
    """Runs of consecutive GPS steps faster than `limit` lasting more than `min_duration` s."""
    found = []
    for s in segments:
        previous = None
        start = end = None
        for p in s:
            if p["lat"] is None:
                continue
            if previous is not None:
                if flat_distance(previous, p) > limit * max(p["t"] - previous["t"], 1.0):
                    if start is None:
                        start = previous["t"]
                    end = p["t"]
                else:
                    if start is not None and end - start > min_duration:
                        found.append((start, end))
                    start = None
            previous = p
        if start is not None and end - start > min_duration:
            found.append((start, end))
    return found


def inside(stretches, a, b):
    return any(lo <= a and b <= hi for lo, hi in stretches)


RELOCATION_POINTS = 3
MAX_WAITING = 256


def gps_steps(s, max_speed, still, fast):
    """The GPS metres each point's step adds in segment `s`, and the positions left out."""
    steps = [0.0] * len(s)
    jumps = 0
    anchor = None
    waiting = []  # indices of the points whose step waits
    chain = None  # (count, newest point, its start in `waiting`)
    chain_steps = {}

    def reach(a, b, metres):
        return metres <= max_speed * max(b["t"] - a["t"], 1.0)

    def positioned(indices):
        return sum(1 for k in indices if s[k]["lat"] is not None)

    for i, p in enumerate(s):
        if p["lat"] is None:
            if waiting:
                waiting.append(i)
        elif anchor is None:
            anchor = p
        elif inside(still, anchor["t"], p["t"]):
            jumps += positioned(waiting)
            waiting, chain, anchor = [], None, p
        else:
            metres = haversine(anchor, p)
            if reach(anchor, p, metres) or inside(fast, anchor["t"], p["t"]):
                shared = waiting + [i]
                durations = [s[k]["t"] - s[k - 1]["t"] for k in shared]
                total = sum(durations)
                for k, d in zip(shared, durations):
                    steps[k] = metres * d / total if total > 0 else 0.0
                if total <= 0:
                    steps[i] = metres
                jumps += positioned(waiting)
                waiting, chain, anchor = [], None, p
            else:
                step = haversine(chain[1], p) if chain else None
                if chain and reach(chain[1], p, step) and chain[0] + 1 >= RELOCATION_POINTS:
                    for k in waiting:
                        steps[k] = chain_steps.get(k, 0.0)
                    steps[i] = step
                    jumps += positioned(waiting[:chain[2] + 1])
                    waiting, chain, anchor = [], None, p
                    continue
                if chain and reach(chain[1], p, step):
                    chain_steps[i] = step
                    chain = (chain[0] + 1, p, chain[2])
                else:
                    chain = (1, p, len(waiting))
                    chain_steps = {}
                waiting.append(i)
        if len(waiting) >= MAX_WAITING:
            jumps += positioned(waiting)
            for k in waiting:
                steps[k] = 0.0
            if p["lat"] is not None:
                anchor = p
            waiting, chain = [], None
    jumps += positioned(waiting)
    for k in waiting:
        steps[k] = 0.0
    return steps, jumps


def walk(segments, source, max_speed, still, fast):
    """One pass: (walked distance, moving, gps distance, device distance, fast seconds,
    heart-rate sum, weight, points' heart rates, jumps)."""
    walked = moving = gps = device = fast_seconds = 0.0
    jumps = 0
    hr_sum = hr_weight = 0.0
    hr_points = []
    for s in segments:
        last_device = None
        steps, left_out = gps_steps(s, max_speed, still, fast)
        jumps += left_out
        for i, p in enumerate(s):
            gps_step = steps[i]
            device_step = 0.0
            if p["dist"] is not None:
                if last_device is not None and p["dist"] > last_device:
                    device_step = p["dist"] - last_device
                last_device = p["dist"]
            gps += gps_step
            device += device_step
            step = gps_step if source == "positions" else device_step if source == "device" else 0.0
            if i > 0:
                before = s[i - 1]
                dt = p["t"] - before["t"]
                counts = False
                if 0 < dt <= MAX_STEP:
                    if source is None:
                        counts = True
                    else:
                        window = [q for q in s if before["t"] - HALF_WINDOW <= q["t"] <= p["t"] + HALF_WINDOW]
                        first, outer = window[0], window[-1]
                        if source == "positions" and first["lat"] is not None and outer["lat"] is not None:
                            progress, seconds = haversine(first, outer), outer["t"] - first["t"]
                        elif source == "device" and first["dist"] is not None and outer["dist"] is not None:
                            progress, seconds = max(0.0, outer["dist"] - first["dist"]), outer["t"] - first["t"]
                        else:
                            progress, seconds = step, dt
                        counts = seconds > 0 and progress / seconds >= MIN_SPEED
                if counts:
                    moving += dt
                    if step > 8.5 * dt:
                        fast_seconds += dt
                if 0 < dt <= MAX_STEP:
                    values = [v for v in (before["hr"], p["hr"]) if v is not None]
                    if values:
                        hr_sum += sum(values) / len(values) * dt
                        hr_weight += dt
            walked += step
            if p["hr"] is not None:
                hr_points.append(p["hr"])
    return dict(walked=walked, moving=moving, gps=gps, device=device, fast=fast_seconds,
                hr_sum=hr_sum, hr_weight=hr_weight, hr_points=hr_points, jumps=jumps)


def plausible(device, gps):
    if device is None or not math.isfinite(device) or device < 0:
        return False
    if gps is None or not gps > 0 or not device > 0:
        return True
    return device <= 2 * gps and gps <= 2 * device


def build(activity):
    """The run of one parsed activity, following RunBuilder's documented rules."""
    stated_sport = None if unstated(activity["raw_sport"]) else sport(activity["raw_sport"])
    on_foot = stated_sport in (None, "running", "walking", "hiking", "swimming")
    max_speed = 15.0 if on_foot else 60.0
    # Track: drop points going back in time, base = floor(first kept time).
    segments = []
    last = -math.inf
    for segment in activity["segments"]:
        kept = []
        for p in segment:
            if p["t"] < last:
                continue
            last = p["t"]
            q = dict(p)
            if q["hr"] is not None and not (1 <= q["hr"] <= 300):
                q["hr"] = None
            kept.append(q)
        if kept:
            segments.append(kept)
    points = [p for s in segments for p in s]
    summary = activity["summary"]
    if not points:
        return None
    base = math.floor(points[0]["t"])
    offset = activity["offset"]
    if offset is None and activity["stated_start"] is not None:
        offset = activity["stated_start"][1]
    offset = offset or 0  # zone UTC
    sample_count = len(points)
    if points[-1]["t"] <= points[0]["t"]:
        distance = summary.get("distance")
        moving = summary.get("moving", summary.get("elapsed"))
        elapsed = summary.get("elapsed", summary.get("moving"))
        the_sport = stated_sport or infer_sport(distance, moving, 0.0)
        status, pace = judge(moving, distance, the_sport)
        return dict(start=base, offset=offset, sport=the_sport, distance=distance, elapsed=elapsed,
                    moving=moving, status=status, pace=pace, samples=sample_count, splits=0, hr=None)

    has_positions = any(sum(1 for p in s if p["lat"] is not None) >= 2 for s in segments)
    has_device = any(sum(1 for p in s if p["dist"] is not None) >= 2 for s in segments)
    source = "device" if has_device else "positions" if has_positions else None
    still = standstills(segments)
    fast = fast_stretches(segments, max_speed)
    result = walk(segments, source, max_speed, still, fast)
    gps = result["gps"] if has_positions else None
    stated = summary.get("distance")
    records = result["device"] if has_device else None
    device_total = stated if stated is not None else records
    if stated is not None and records is not None and records > stated * 1.01:
        device_total = records
    if plausible(device_total, gps):
        distance = device_total
    else:
        distance = gps
    if source == "device" and distance is not None and distance == gps and not plausible(device_total, gps) \
            and has_positions:
        source = "positions"
        result = walk(segments, source, max_speed, still, fast)
    moving = result["moving"]
    timer = summary.get("moving")
    if timer is not None and timer > 0:
        if distance is not None and distance > 0 and result["walked"] < distance / 2:
            moving = timer
        elif not has_positions and ((records or 0) <= 0 or stated_sport == "swimming"):
            moving = timer
    if source is None:
        splits = 0
    else:
        end = result["walked"]
        if distance is not None and abs(distance - end) <= 0.01 * max(distance, end):
            end = distance
        full = math.floor((end + 1e-6) / 1000)
        splits = full + (1 if end - full * 1000 > 0.01 else 0)
    if result["hr_weight"] > 0:
        hr = result["hr_sum"] / result["hr_weight"]
    elif result["hr_points"]:
        hr = sum(result["hr_points"]) / len(result["hr_points"])
    else:
        hr = None
    the_sport = stated_sport or infer_sport(distance, moving, result["fast"] / moving if moving > 0 else 0.0)
    status, pace = judge(moving, distance, the_sport)
    return dict(start=base, offset=offset, sport=the_sport, distance=distance,
                elapsed=points[-1]["t"] - points[0]["t"], moving=moving, status=status, pace=pace,
                samples=sample_count, splits=splits, hr=hr, jumps=result["jumps"], gps=gps)


# ---------------------------------------------------------------- CSV


def clean_header(cell):
    text = re.sub(r"<[^>]*>", "", cell)
    for entity, replacement in (("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&#39;", "'"), ("&amp;", "&")):
        text = text.replace(entity, replacement)
    return " ".join(text.split())


def duration(text):
    text = text.strip()
    if ":" not in text:
        return float(text)
    parts = [float(x) for x in text.split(":")]
    if len(parts) == 3:
        return parts[0] * 3600 + parts[1] * 60 + parts[2]
    return parts[0] * 60 + parts[1]


MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]


def strava_date(text):
    # "Oct 5, 2014, 4:15:21 PM", UTC
    match = re.match(r"^(\w{3})\w* (\d+), (\d{4}), (\d+):(\d\d):(\d\d) (AM|PM)$", text.strip())
    month = MONTHS.index(match.group(1).lower()) + 1
    hour = int(match.group(4)) % 12 + (12 if match.group(7) == "PM" else 0)
    return calendar.timegm((int(match.group(3)), month, int(match.group(2)), hour,
                            int(match.group(5)), int(match.group(6)), 0, 0, 0))


def missing(text):
    return text.strip() in ("", "-", "--")


def csv_runs(path):
    with open(path, newline="", encoding="utf-8-sig") as handle:
        rows = list(csv.reader(handle))
    header = [clean_header(c).lower() for c in rows[0]]

    def columns(name):
        return [i for i, c in enumerate(header) if c == name]

    runs = []
    if "activity date" in header:  # Strava: UTC US dates; 2nd Distance is metres, 2nd Elapsed Time preferred
        distances = columns("distance")
        distance_columns = [(distances[1], 1.0), (distances[0], 1000.0)] if len(distances) >= 2 else [(distances[0], 1000.0)]
        elapsed_columns = list(reversed(columns("elapsed time")))
        for row in rows[1:]:
            def first(cols):
                for index, scale in cols:
                    if not missing(row[index]):
                        return float(row[index]) * scale
                return None
            start = strava_date(row[columns("activity date")[0]])
            distance = first(distance_columns)
            elapsed = first([(i, 1.0) for i in elapsed_columns])
            moving = first([(i, 1.0) for i in columns("moving time")])
            hr = first([(i, 1.0) for i in columns("average heart rate")])
            runs.append((start, row[columns("activity type")[0]], distance, elapsed, moving, hr))
    else:  # Runkeeper: local wall-clock dates (read in UTC here), miles, m:ss / h:mm:ss
        for row in rows[1:]:
            start = calendar.timegm(time.strptime(row[header.index("date")], "%Y-%m-%d %H:%M:%S"))
            distance = float(row[header.index("distance (mi)")]) * 1609.344 if not missing(row[header.index("distance (mi)")]) else None
            elapsed = duration(row[header.index("duration")])
            hr_text = row[header.index("average heart rate (bpm)")]
            hr = None if missing(hr_text) else float(hr_text)
            runs.append((start, row[header.index("type")], distance, elapsed, None, hr))
    result = []
    for start, raw_sport, distance, elapsed, moving, hr in runs:
        moving = moving if moving is not None else elapsed
        status, pace = judge(moving, distance, sport(raw_sport))
        result.append(dict(start=start, offset=0, sport=sport(raw_sport), distance=distance, elapsed=elapsed,
                           moving=moving, status=status, pace=pace, samples=0, splits=0, hr=hr))
    return result


def runs_of(path):
    if path.endswith(".csv"):
        return csv_runs(path)
    root = read_xml(path)
    activities = tcx_activities(root) if local(root.tag) == "TrainingCenterDatabase" else gpx_activities(root)
    return [run for run in (build(a) for a in activities) if run is not None]


def swift_number(value, digits):
    if value is None:
        return "nil"
    text = ("%." + str(digits) + "f") % value
    return text[:-2] if digits == 1 and text.endswith(".0") else text


def swift(run, summary_only):
    """A Swift literal for ImportCorpusTests: distance, times and pace to 0.1, heart rate to 0.01."""
    pace = swift_number(run["pace"], 1)
    times = "elapsed: %s, moving: %s" % (swift_number(run["elapsed"], 1), swift_number(run["moving"], 1))
    if summary_only:  # CSV rows: offset 0, no samples, no splits
        return ".summary(%d, \"%s\", distance: %s, %s, pace: .%s, %s%s)" % (
            run["start"], run["sport"], swift_number(run["distance"], 1), times, run["status"], pace,
            "" if run["hr"] is None else ", heartRate: " + swift_number(run["hr"], 2))
    return ("ExpectedRun(start: %d, offset: %d, sport: \"%s\", distance: %s, %s, pace: .%s, paceSeconds: %s, "
            "samples: %d, splits: %d, heartRate: %s)" % (
                run["start"], run["offset"], run["sport"], swift_number(run["distance"], 1), times,
                run["status"], pace, run["samples"], run["splits"], swift_number(run["hr"], 2)))


def main(arguments):
    as_swift = arguments[:1] == ["--swift"]
    for path in arguments[1:] if as_swift else arguments:
        runs = runs_of(path)
        if as_swift:
            print("// %s: %d run(s)" % (path.rsplit("/", 1)[-1], len(runs)))
        for run in runs:
            if as_swift:
                print("%s," % swift(run, path.endswith(".csv")))
            else:
                print(json.dumps(dict(file=path.rsplit("/", 1)[-1], **run)))


if __name__ == "__main__":
    main(sys.argv[1:])
