#!/usr/bin/env bash
# Writes the law pack from a LawRefBook-layout corpus (docs/law-pack.md):
#   bash scripts/make-law-pack.sh ../shared/data/laws-cn [pack file]
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent make:law-pack -- "$@"
