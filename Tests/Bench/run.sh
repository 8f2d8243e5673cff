#!/usr/bin/env bash
# Builds the release logbook binary and the benchmark, then runs it from the package
# root: ./Tests/Bench/run.sh [--quick] [--max-load 1.5] [--shared-method] ... (see --help).
# Writes .build/bench.md (a run of one section, such as --shared-method, writes
# .build/bench-<section>.md); BENCHMARKS.md and docs/benchmarks-history.md are kept by hand
# from them. Never part of `swift test`.
set -euo pipefail
cd "$(dirname "$0")/../.."
# The binary as README.md says to install it: Swift runtime and Foundation linked in, and
# position-dependent (-no-pie), so that start-up has almost nothing to relocate, and no
# $ORIGIN library search path (--disable-local-rpath).
swift build -c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie --disable-local-rpath --product logbook
swift build -c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie --disable-local-rpath --product logbook-bench
# --shared-method: only the import as ../shared/bench/README.md measures it (its data, its
# C ceiling build, five alternating pairs on both cores and pinned, three runs in a row).
arguments=()
for argument in "$@"; do
    if [ "$argument" = --shared-method ]; then arguments+=(--only shared); else arguments+=("$argument"); fi
done
exec .build/release/logbook-bench --root "$PWD" "${arguments[@]}"
