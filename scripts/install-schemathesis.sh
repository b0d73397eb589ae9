#!/usr/bin/env bash
# Schemathesis (PyPI), the API fuzzer e2e/tests/schemathesis.test.ts runs against the live gateway (decision 0108),
# into a virtual environment of the project's own, .data/schemathesis, with every package pinned
# (scripts/schemathesis/requirements.txt). Idempotent: an environment with those exact packages is left alone.
# Run by `npm test` (scripts/test.mjs); `npm start` does not need it. Needs python3 with its venv module: installed
# with apt-get (python3-venv) where missing.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.data/schemathesis
requirements=scripts/schemathesis/requirements.txt
fail() { echo "✖ $*" >&2; exit 1; }

if [ -x "$venv/bin/schemathesis" ] && cmp -s "$requirements" "$venv/requirements.txt"; then
  echo "✔ schemathesis present ($venv/bin/schemathesis)"
  exit 0
fi
if ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
  as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
  { as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq \
    && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-venv; } >/dev/null 2>&1 \
    || fail "could not install python3-venv with apt-get: install python3 with its venv module by hand"
fi
rm -rf "$venv"
python3 -m venv "$venv" || fail "could not make a Python virtual environment in $venv (apt-get install python3-venv)"
log=$(mktemp)
"$venv/bin/pip" install --disable-pip-version-check -q -r "$requirements" >"$log" 2>&1 \
  || { tail -n 5 "$log" >&2; rm -f "$log"; fail "could not install schemathesis with pip (see above)"; }
rm -f "$log"
cp "$requirements" "$venv/requirements.txt"
echo "✔ schemathesis installed ($("$venv/bin/schemathesis" --version))"
