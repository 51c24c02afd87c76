#!/usr/bin/env bash
# npm run bench:scale: Signet as several processes on one PostgreSQL (issue 19). What it
# measures and the variables that shrink it: apps/server/scripts/bench/scale-bench.ts.
set -euo pipefail
cd "$(dirname "$0")/.."

# The processes it starts run the build, as `npm start` does (BENCH_FROM_SOURCE=1: src through tsx;
# BENCH_SKIP_BUILD=1: the build already made).
if [ "${BENCH_FROM_SOURCE:-}" != 1 ] && [ "${BENCH_SKIP_BUILD:-}" != 1 ]; then npm run build; fi
node --conditions=source --import tsx apps/server/scripts/bench/scale-bench.ts
