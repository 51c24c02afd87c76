#!/usr/bin/env bash
# Installs, builds and starts Signet on a fresh machine (the README's first command). npm itself
# runs on the project's Node 24 as in scripts/test.sh, so `npm ci` measures every package's engines
# against the Node that will run it; `npm ci && npm start` does the same on a machine with Node 24.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/project-node.sh
use_project_node
npm ci --no-audit --no-fund
exec npm start
