#!/usr/bin/env bash
# Builds the Render sources with the benchmark driver in release mode and runs it.
# Run by hand: `bash Tests/Benchmarks/render-benchmark.sh`. Not part of the test suite.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${TMPDIR:-/tmp}/hig-render-benchmark"
swiftc -O -swift-version 6 -module-name RenderBenchmark \
    -I "$root/Sources/CCmark" \
    "$root"/Sources/HIGKit/Render/*.swift "$root/Tests/Benchmarks/RenderBenchmark/main.swift" \
    -o "$out"
"$out" "$@"
