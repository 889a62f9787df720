#!/usr/bin/env bash
# Times `hig ingest --json > /dev/null` on the synthetic four-language corpus of
# ../shared/bench (gen_corpus.py), with the bench's own harness (measure.py).
# Run by hand: `bash Tests/Benchmarks/ingest-benchmark.sh [DOCS] [RUNS]`. Not part of the test suite.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bench="${BENCH:-$root/../shared/bench}"
docs="${1:-5000}"
runs="${2:-5}"
corpus="${TMPDIR:-/tmp}/hig-bench-corpus-$docs"
if [ ! -d "$corpus/content" ]; then
    python3 "$bench/gen_corpus.py" --docs "$docs" --out "$corpus" --layout hugo >&2
fi
(cd "$root" && swift build -c release >&2)
files=$(find "$corpus/content" -name '*.md' | wc -l)
bytes=$(du -sb "$corpus/content" | cut -f1)
echo "corpus: $docs documents, $files files, $bytes bytes; $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
python3 "$bench/measure.py" --runs "$runs" --warmup 1 --bytes "$bytes" --label "hig ingest --json ($docs docs)" \
    --shell -- "$root/.build/release/hig ingest '$corpus/content' --json > /dev/null"
"$root/.build/release/hig" ingest "$corpus/content" --json --verbose > /dev/null
