#!/usr/bin/env bash
# Everything CI runs, in order: lint (types, Markdown, Chinese typography, sources), build, content check,
# unit tests, then the browser tests against the build served on loopback.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
npm run lint
npm run build
# The PDF handbooks, printed once from this build; tests/e2e/handbooks.spec.ts reads them.
npm run build:handbooks
npm run check:content
npx tsx --test tests/unit/*.test.ts
npx playwright test
