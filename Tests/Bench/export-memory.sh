#!/usr/bin/env bash
# Peak memory of `export` and `report` on one run of many samples: imports one generated GPX run of
# N points (default 4,760,000, the size of a 1 GB GPX; the samples are chunks since migration 0026,
# which SQL cannot write, so the run comes in through import), and
# measures `export --format gpx|tcx` to a folder and to standard output, and `report` (the
# run's page read in windows), with /usr/bin/time -v.
#   ./Tests/Bench/export-memory.sh [samples] [path/to/logbook]   (default: the debug build)
# Never part of `swift test`; prints one line per command: its exit status, peak RSS and bytes.
set -euo pipefail
cd "$(dirname "$0")/../.."
samples=${1:-4760000}
binary=${2:-.build/debug/logbook}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
db="$scratch/logbook.sqlite"
awk -v n="$samples" 'BEGIN {
  print "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"bench\" xmlns=\"http://www.topografix.com/GPX/1/1\" xmlns:gpxtpx=\"http://www.garmin.com/xmlschemas/TrackPointExtension/v1\"><trk><type>running</type><trkseg>"
  for (i = 0; i < n; i++) {
    t = 1325404800 + i
    printf "<trkpt lat=\"%.7f\" lon=\"%.7f\"><ele>%.1f</ele><time>%s</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>%d</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>\n", \
      47.3769120 + (i % 20000) * 0.000001, 8.5417000 + (i % 20000) * 0.000001, 400 + (i % 100) / 10, strftime("%Y-%m-%dT%H:%M:%SZ", t, 1), 120 + i % 60
  }
  print "</trkseg></trk></gpx>"
}' > "$scratch/long.gpx"
"$binary" import --db "$db" "$scratch/long.gpx" >/dev/null 2>&1
echo "run 1: $(sqlite3 "$db" 'SELECT sum(sample_count) FROM sample_chunks') samples, $(stat -c %s "$db") bytes of logbook"
measure() {
    local label=$1; shift
    set +e
    /usr/bin/time -v -o "$scratch/time" "$@" >"$scratch/out" 2>"$scratch/err"
    local status=$?
    set -e
    local bytes
    bytes=$(stat -c %s "$scratch/out")
    if [ -d "$scratch/folder" ]; then bytes=$(du -sb "$scratch/folder" | cut -f1); rm -rf "$scratch/folder"; fi
    printf '%-28s exit %s  peak RSS %7s KB  %s bytes written  %s s  %s\n' "$label" "$status" \
        "$(awk -F': ' '/Maximum resident/ {print $2}' "$scratch/time")" "$bytes" \
        "$(awk -F': ' '/Elapsed/ {print $2}' "$scratch/time")" "$(head -c 120 "$scratch/err")"
    rm -f "$scratch/out"
}
measure "export gpx --out FOLDER" "$binary" export 1 --format gpx --out "$scratch/folder" --db "$db"
measure "export tcx --out FOLDER" "$binary" export 1 --format tcx --out "$scratch/folder" --db "$db"
measure "export gpx --out -" "$binary" export 1 --format gpx --db "$db"
measure "report --out FOLDER" "$binary" report --out "$scratch/folder" --db "$db"
measure "review 2012 --poster FILE" "$binary" review 2012 --poster "$scratch/poster.svg" --db "$db"
