#!/usr/bin/env bash
# Builds the Render stage (and what it imports) with the benchmark driver in release mode and runs it.
# Run by hand: `bash Tests/Benchmarks/render-benchmark.sh`. Not part of the test suite.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Benchmarks/one-module.sh"
sources="${TMPDIR:-/tmp}/hig-benchmark-sources"
one_module_sources "$sources" Support Model Render
out="${TMPDIR:-/tmp}/hig-render-benchmark"
swiftc -O -swift-version 6 -package-name hig -module-name RenderBenchmark \
    -I "$root/Sources/CCmark" -I "$root/Sources/CGumbo" -I "$root/Sources/CYAML" -I "$root/Sources/CMalloc" \
    "$sources"/*.swift "$root/Tests/Benchmarks/RenderBenchmark/main.swift" \
    -o "$out"
"$out" "$@"
