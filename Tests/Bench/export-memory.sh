#!/usr/bin/env bash
# Peak memory of `export` and `report` on one run of many samples: imports an example GPX, replaces its
# samples by N generated ones (default 4,760,000, the size of a 1 GB GPX) with sqlite3, and
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
"$binary" import --db "$db" Tests/Examples/garmin-connect-run-gpxtpx-hr.gpx >/dev/null 2>&1
sqlite3 "$db" "DELETE FROM samples; WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < $samples)
  INSERT INTO samples (run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm, segment)
  SELECT 1, i, i * 1000, 473769120 + (i % 20000) * 10, 85417000 + (i % 20000) * 10, 4000 + i % 100, 120 + i % 60, 85, i * 28, i / 1000000 FROM n;"
echo "run 1: $(sqlite3 "$db" 'SELECT count(*) FROM samples') samples, $(stat -c %s "$db") bytes of logbook"
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
