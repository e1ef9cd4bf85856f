#!/usr/bin/env bash
# Uses @tandem/sdk as a stranger would: packs it (npm pack runs prepack = the build), installs the
# tarball into a scratch project outside the repository (openapi-fetch comes from the registry),
# checks the package's types with attw, type-checks the READMEs' SDK examples and a smoke file
# against it (typescript from this repository), then runs them with plain node, as ESM and as
# CommonJS, each against a real `tandem serve` on an empty database.
set -euo pipefail
REPO="$(cd "$(dirname "$0")/.." && pwd)"
began=$(date +%s)
last=$began
# Prints a step, with the seconds the previous one took.
step() { local now; now=$(date +%s); echo "== $1 (+$((now - last)) s)"; last=$now; }
SCRATCH="$(mktemp -d "${TMPDIR:-/tmp}/tandem-sdk-pack-XXXXXX")"
servers=()
cleanup() {
  for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${servers[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$SCRATCH"
}
trap cleanup EXIT

# Two servers (ESM and CommonJS each start from an empty database, as a new user does).
start_server() {
  mkdir -p "$SCRATCH/$1"
  TANDEM_LOG_LEVEL=warn node "$REPO/bin/tandem.js" serve --db "$SCRATCH/$1/tandem.db" --desk-port 0 --revenue-port 0 --console-port 0 \
    >"$SCRATCH/$1/out" 2>&1 &
  servers+=($!)
}
start_server esm
start_server cjs

step "npm pack (sdk/)"
(cd "$REPO/sdk" && npm pack --pack-destination "$SCRATCH" --json --foreground-scripts=false >"$SCRATCH/pack.json" 2>"$SCRATCH/pack.log") \
  || { cat "$SCRATCH/pack.log"; exit 1; }
read -r TARBALL SIZE UNPACKED FILES < <(node -e '
  const t = require("fs").readFileSync(process.argv[1], "utf8");
  const [p] = JSON.parse(t.slice(t.indexOf("[")));
  console.log(process.argv[2] + "/" + p.filename, p.size, p.unpackedSize, p.files.map((f) => f.path).join(","));
' "$SCRATCH/pack.json" "$SCRATCH")
echo "$(basename "$TARBALL"): $SIZE bytes packed, $UNPACKED unpacked: $FILES"

step "attw (are the types wrong?)"
"$REPO/node_modules/.bin/attw" "$TARBALL" --format table-flipped

step "install into a scratch project"
APP="$SCRATCH/app"
mkdir -p "$APP"
echo '{ "name": "tandem-sdk-pack-check", "private": true }' >"$APP/package.json"
(cd "$APP" && npm install --no-audit --no-fund --loglevel=error "$TARBALL")
node "$REPO/scripts/sdk-pack-check.mjs" "$APP" "$REPO/sdk/README.md" "$REPO/README.md"
cat >"$APP/tsconfig.json" <<JSON
{
  "compilerOptions": {
    "strict": true, "target": "es2022", "module": "nodenext", "moduleResolution": "nodenext",
    "outDir": "out", "skipLibCheck": false,
    "typeRoots": ["$REPO/node_modules/@types"], "types": ["node"]
  },
  "include": ["*.mts", "*.cts"]
}
JSON

step "type-check and compile (typescript $(node "$REPO/node_modules/typescript/bin/tsc" --version))"
(cd "$APP" && node "$REPO/node_modules/typescript/bin/tsc" -p .)

for s in esm cjs; do
  for i in $(seq 1 100); do grep -q "Usage & Billing API on" "$SCRATCH/$s/out" && break; sleep 0.1; done
  grep -q "Usage & Billing API on" "$SCRATCH/$s/out" || { cat "$SCRATCH/$s/out"; echo "tandem serve did not start"; exit 1; }
done
run_all() { # $1 server, $2 extension
  local out="$SCRATCH/$1/out"
  export DESK_URL REVENUE_URL DESK_KEY REVENUE_KEY
  DESK_KEY=$(grep -o 'dsk_test_[A-Za-z0-9_-]*' "$out" | head -1)
  REVENUE_KEY=$(grep -o 'rv_sk_test_[A-Za-z0-9_-]*' "$out" | head -1)
  DESK_URL=$(grep 'Support Desk API on' "$out" | grep -o 'http://[^ ]*/v1' | head -1)
  REVENUE_URL=$(grep 'Usage & Billing API on' "$out" | grep -o 'http://[^ ]*/v1' | head -1)
  for f in "$APP"/out/*."$2"; do
    echo "-- node $(basename "$f")"
    (cd "$APP" && node "$f") | tee -a "$SCRATCH/$1/ran"
  done
  # What the READMEs' comments promise.
  for want in "1 high" "404 ticket_not_found" "true 100" "97" "404 customer_not_found" "webhooks verified"; do
    grep -qx "$want.*" "$SCRATCH/$1/ran" || { echo "missing output line: $want"; exit 1; }
  done
}
step "run as ESM (plain node, .mjs)"
run_all esm mjs
step "run as CommonJS (plain node, .cjs)"
run_all cjs cjs

echo "sdk pack check passed in $(( $(date +%s) - began )) s (tarball $SIZE bytes, unpacked $UNPACKED)"
