#!/usr/bin/env bash
# Builds hig's stages with the site benchmark driver in release mode and runs it on a
# content folder, e.g. the benchmark corpus:
#   python3 ../shared/bench/gen_corpus.py --docs 1000 --out /tmp/c1000 --layout hugo
#   bash Tests/Benchmarks/site-benchmark.sh /tmp/c1000/content
# Run by hand; not part of the test suite.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Benchmarks/one-module.sh"
sources="${TMPDIR:-/tmp}/hig-benchmark-sources"
one_module_sources "$sources" Support Model Align Ingest Render Analysis Report Site Pipeline
out="${TMPDIR:-/tmp}/hig-site-benchmark"
content="${1:?usage: site-benchmark.sh CONTENT [ROUNDS]}"
swiftc -O -wmo -swift-version 6 -package-name hig -module-name SiteBenchmark \
    -I "$root/Sources/CCmark" -I "$root/Sources/CGumbo" -I "$root/Sources/CYAML" -I "$root/Sources/CMalloc" -I "$root/Sources/CMicroHTTPD" -I "$root/Sources/CCrypto" -lcmark -lmicrohttpd -lcrypto \
    "$sources"/*.swift "$root/Tests/Benchmarks/SiteBenchmark/main.swift" \
    -o "$out"
"$out" "$content" "$root/Templates" "${2:-3}"
