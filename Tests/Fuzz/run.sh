#!/usr/bin/env bash
# Builds the libFuzzer targets (one per reader) and runs them. Not part of `swift test`
# or CI: the regression tests for what fuzzing found live in Tests/.
#
#   Tests/Fuzz/run.sh [build [target...]]         build every target (or those named) into .build/fuzz
#   Tests/Fuzz/run.sh run <target> [secs]         build, then fuzz one target (default 600 s)
#   Tests/Fuzz/run.sh fuzz <target> [secs]        fuzz one target already built
#   Tests/Fuzz/run.sh all [secs]                  build, then fuzz every target in turn
#
# Targets: gpx, tcx, csv, fit (one reader each), archive (zip, tar, gzip, bzip2, xz,
# nested, walked as `import` walks them, each member read by its format's reader),
# health (Apple Health's export.xml) and xml (the XML byte scanner against libxml2: every
# input read as GPX and as TCX by both, whole and in chunks; a reading the scanner gives
# that is not libxml2's aborts, one it leaves to libxml2 does not) and original (the
# kept-original codec: each input decompressed as a tampered zstd stream, stopped at 1 MiB
# as a stored byte count stops it, and compressed then decompressed back byte for byte) and
# samples (the sample chunk codec: each input decoded as a damaged chunk, and read as sample
# values, encoded and decoded back value for value).
#
# Seeds: the committed ones in Tests/Fuzz/seeds/<target>/ (generated inputs and small
# inputs earlier runs found; xml also takes gpx's and tcx's), the package's own example
# and fixture files (xml: both *.gpx and *.tcx), and ../shared/corpus (next to the
# package) when present. New inputs and crash reproducers are kept in .build/fuzz/<target>/
# (corpus/ and artifacts/). Reproduce a crash with
#   .build/fuzz/fuzz-gpx .build/fuzz/gpx/artifacts/crash-...
# Extra libFuzzer flags can be given in FUZZ_FLAGS (e.g. FUZZ_FLAGS=-max_len=4096); for
# xml, FUZZ_FLAGS="-dict=Tests/Fuzz/xml.dict -max_len=4096" (XML's tokens, and ten times
# the executions), plus "-fork=1 -ignore_crashes=1" to go on past a mismatch found.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="$root/.build/fuzz"
targets=(gpx tcx csv fit archive health xml original samples)
mkdir -p "$out"
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

build() {
    # The migrations the library embeds, generated the way the package's build plugin does.
    swiftc -O "$root/Sources/MigrationsEmbedder/main.swift" -o "$out/migrations-embedder" \
        -Xcc -fmodule-map-file="$root/Sources/CCrypto/module.modulemap" \
        -Xcc -fmodule-map-file="$root/Sources/CSQLite/module.modulemap"
    "$out/migrations-embedder" "$out/EmbeddedMigrations.swift.new" "$root"/Migrations/*.sql
    # Replaced only when it changed, so that LogbookStore is not rebuilt for nothing.
    if cmp -s "$out/EmbeddedMigrations.swift.new" "$out/EmbeddedMigrations.swift"; then
        rm "$out/EmbeddedMigrations.swift.new"
    else
        mv "$out/EmbeddedMigrations.swift.new" "$out/EmbeddedMigrations.swift"
    fi
    # The embedded data (the time zone index and the place list), a C target: compiled with
    # clang (uninstrumented: it only holds bytes) into a static library, with the module map
    # SwiftPM would generate.
    local data="$root/Sources/LogbookEmbeddedData"
    mkdir -p "$out/LogbookEmbeddedData"
    clang -O2 -c -I "$data/include" "$data/EmbeddedData.c" -o "$out/LogbookEmbeddedData/EmbeddedData.o"
    clang -c -I "$data" "$data/EmbeddedData.S" -o "$out/LogbookEmbeddedData/EmbeddedData.S.o"
    rm -f "$out/libLogbookEmbeddedData.a"
    ar rcs "$out/libLogbookEmbeddedData.a" "$out/LogbookEmbeddedData/EmbeddedData.o" "$out/LogbookEmbeddedData/EmbeddedData.S.o"
    printf 'module LogbookEmbeddedData {\n    header "%s"\n    export *\n}\n' "$data/include/LogbookEmbeddedData.h" \
        >"$out/LogbookEmbeddedData/module.modulemap"
    # Every C module is visible to every compile: `@testable import` of a module loads
    # its internal imports too.
    local cflags=(-I "$out" -I "$data/include" -Xcc -fmodule-map-file="$out/LogbookEmbeddedData/module.modulemap")
    local c
    for c in CCrypto CSQLite CLibXML2 CLibArchive; do
        cflags+=(-Xcc -fmodule-map-file="$root/Sources/$c/module.modulemap")
    done
    local flag
    for flag in $(pkg-config --cflags-only-I libxml-2.0); do cflags+=(-Xcc "$flag"); done
    # The core's targets in dependency order, each once, instrumented, as a static library
    # plus its module (internals across them are `package`, hence -package-name). A module
    # is compiled again only when a file of it changed or a module before it was compiled:
    # a fix in one reader rebuilds three modules, not seven.
    local modules=(LogbookSupport LogbookSQLite LogbookModel LogbookAnalysis LogbookFormats LogbookStore LogbookCore)
    local module sources libs=() stale=0
    for module in "${modules[@]}"; do
        sources=()
        while IFS= read -r file; do sources+=("$file"); done < <(find "$root/Sources/$module" -name '*.swift' | sort)
        [ "$module" = LogbookStore ] && sources+=("$out/EmbeddedMigrations.swift")
        libs=("-l$module" "${libs[@]}")
        if [ "$stale" = 0 ] && [ -f "$out/lib$module.a" ] && [ -z "$(find "${sources[@]}" -newer "$out/lib$module.a")" ]; then
            echo "up to date: $module"
            continue
        fi
        stale=1
        echo "compiling $module (${#sources[@]} files)"
        (cd "$out" && swiftc -O -g -sanitize=fuzzer,address -parse-as-library -enable-testing \
            -package-name logbook -module-name "$module" -emit-module -emit-module-path "$out/$module.swiftmodule" \
            -emit-library -static -o "$out/lib$module.a" "${cflags[@]}" "${sources[@]}")
    done
    # Only the named targets when given (`run` builds the one it fuzzes: a target that no
    # longer compiles does not stop the others), else every one.
    local wanted=("${targets[@]}")
    [ "$#" -gt 0 ] && wanted=("$@")
    for target in "${wanted[@]}"; do
        local entry extra=()
        case "$target" in
            gpx) entry=GPXFuzzTarget.swift ;;
            tcx) entry=TCXFuzzTarget.swift ;;
            csv) entry=CSVFuzzTarget.swift ;;
            fit) entry=FITFuzzTarget.swift ;;
            archive) entry=ArchiveFuzzTarget.swift ;;
            health) entry=AppleHealthFuzzTarget.swift ;;
            original) entry=KeptOriginalFuzzTarget.swift ;;
            samples) entry=SampleChunkFuzzTarget.swift ;;
            # The traces and the differential the scanner's tests use (-enable-testing
            # above is what lets their `@testable import`s compile here).
            xml) entry=XMLScannerFuzzTarget.swift extra=("$root/Tests/LogbookCoreTests/Formats/XML/XMLEventTrace.swift") ;;
        esac
        swiftc -O -g -sanitize=fuzzer,address -parse-as-library -package-name logbook -module-name "Fuzz_$target" \
            "${cflags[@]}" "$root/Tests/Fuzz/FuzzSupport.swift" "$root/Tests/Fuzz/$entry" ${extra[@]+"${extra[@]}"} \
            -L "$out" "${libs[@]}" -lLogbookEmbeddedData -lsqlite3 -lxml2 -larchive -lcrypto -o "$out/fuzz-$target" 2>&1 \
            | { grep -v "Cannot export local symbol '__asan" || true; }
        echo "built $out/fuzz-$target"
    done
}

seeds() {
    local target="$1" dir="$out/$1/seeds"
    rm -rf "$dir" && mkdir -p "$dir"
    local shared="$root/../shared/corpus"
    local patterns=("*.$target") committed=("$target")
    case "$target" in
        archive) patterns=("*.zip" "*.gz" "*.tgz" "*.bz2" "*.xz" "*.tar") ;;
        health) patterns=("export*.xml") ;;
        original) patterns=("*.gpx" "*.tcx" "*.zst") ;;
        samples) patterns=() ;;
        xml) patterns=("*.gpx" "*.tcx") committed=(gpx tcx xml) ;;
    esac
    local folder
    for folder in "${committed[@]}"; do
        [ -d "$root/Tests/Fuzz/seeds/$folder" ] || continue
        find "$root/Tests/Fuzz/seeds/$folder" -type f -exec cp {} "$dir/" \;
    done
    for base in "$shared" "$root/Tests/Examples" "$root/Tests/LogbookCoreTests/Fixtures"; do
        [ -d "$base" ] || continue
        for pattern in "${patterns[@]}"; do
            find "$base" -type f -iname "$pattern" -exec cp {} "$dir/" \; 2>/dev/null || true
        done
    done
    echo "$dir"
}

run() {
    local target="$1" seconds="${2:-600}"
    local work="$out/$target"
    mkdir -p "$work/corpus" "$work/artifacts"
    local seed_dir
    seed_dir="$(seeds "$target")"
    echo "fuzzing $target for $seconds s with $(ls "$seed_dir" | wc -l) seed files"
    # One process (libFuzzer's default, the same as -jobs=1 but logging here rather than
    # to fuzz-0.log): the machine is shared. Inputs up to 64 KiB keep executions fast;
    # larger seeds are cut, which is itself a good hostile input (a truncated file).
    # -detect_leaks=0: leaks are not looked for (ASAN_OPTIONS), and libFuzzer's own check
    # ran every input that allocated more than it freed a second time, traced.
    "$out/fuzz-$target" "$work/corpus" "$seed_dir" \
        -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
        -artifact_prefix="$work/artifacts/" -print_final_stats=1 ${FUZZ_FLAGS:-} 2>&1 | tee "$work/last-run.log"
}

case "${1:-build}" in
    build) shift; build "$@" ;;
    run) build "${2:?target}" && run "${2:?target: gpx, tcx, csv, fit, archive, health or xml}" "${3:-600}" ;;
    fuzz) run "${2:?target: gpx, tcx, csv, fit, archive, health or xml}" "${3:-600}" ;;
    all) build && for target in "${targets[@]}"; do run "$target" "${2:-600}"; done ;;
    *) echo "usage: $0 [build | run <target> [seconds] | fuzz <target> [seconds] | all [seconds]]" >&2; exit 64 ;;
esac
