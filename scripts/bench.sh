#!/usr/bin/env bash
# npm run bench: every figure of issue 16 beside its baseline, measured in the same run
# (docs/performance/README.md). Each script says which environment variables shrink it.
set -euo pipefail
cd "$(dirname "$0")/.."

# Every row runs on the project's Node 24 (node_modules/.bin), also when this script is run without
# npm. Where the same code runs on the older Node too (SIGNET_BASELINE_NODE, else the first node on
# PATH outside node_modules/.bin), a bench measures it there right after and prints both (issue 39,
# apps/server/scripts/bench/runtimes.ts).
export PATH="$PWD/node_modules/.bin:$PATH"
echo "Node $(node -v) runs every row"

# The memory and signer-page benches measure what `npm start` runs: the built server and web app.
npm run build

run() { node --conditions=source --import tsx "$@"; }
run apps/server/scripts/bench/upload-bench.ts
run apps/server/scripts/bench/page-image-bench.ts
node --conditions=source --expose-gc --import tsx apps/server/scripts/bench/seal-bench.ts
run apps/server/scripts/bench/list-bench.ts
run apps/server/scripts/bench/company-list-bench.ts
run apps/server/scripts/bench/api-bench.ts
run apps/server/scripts/bench/memory-bench.ts
run e2e/bench/signer-page-bench.ts
node --conditions=source --expose-gc --import tsx apps/server/scripts/bench/company-seal-bench.ts
run apps/server/scripts/bench/wake-bench.ts
run apps/server/scripts/bench/bulk-bench.ts
