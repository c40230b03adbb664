#!/usr/bin/env bash
# Everything CI runs, in order: lint (types, Markdown, Chinese typography, sources), build, content check,
# unit tests, then the browser tests against the build served on loopback.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
npm run lint
npm run build
npm run check:content
npm run check:samples
npx tsx --test tests/unit/*.test.ts
npx playwright test
