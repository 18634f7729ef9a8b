#!/usr/bin/env bash
# Proves docs/deploy.md on one machine: two server processes on one fresh PostgreSQL database behind
# nginx (docs/deploy/nginx.conf), a steady stream of requests through nginx, and a rolling restart
# (SIGTERM one process, start its successor, wait for /api/ready, then the other). Prints how many
# requests were answered with anything but 200. Needs nginx, PostgreSQL on 127.0.0.1:5432, a build.
set -euo pipefail
cd "$(dirname "$0")/../.."
PG="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
DB="vajeh_deploy_$$"
WORK="$(mktemp -d)"
psql "$PG" -qc "create database $DB"
URL="${PG%/*}/$DB"
export NODE_ENV=production DATABASE_URL="$URL" PUBLIC_URL="http://localhost:18080" TRUST_PROXY_HOPS=1 \
  JWT_SECRET="deploy-check-secret-deploy-check-secret-0123" SMS_HTTP_URL="http://127.0.0.1:9/" LOG_LEVEL=warn
pids=()
started=""
start() { # port: starts a process there, waits until it is ready; its pid in $started
  DATA_DIR="$WORK/data-$1-$RANDOM" PORT="$1" HOST=127.0.0.1 node --import tsx server/src/server.ts \
    >>"$WORK/server-$1.log" 2>&1 &
  started=$!
  pids+=("$started")
  until curl -sf "http://127.0.0.1:$1/api/ready" >/dev/null; do sleep 0.2; done
}
stop() { # pid: SIGTERM, then wait until it has exited
  kill -TERM "$1"
  wait "$1" || true
}
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  nginx -c "$PWD/docs/deploy/nginx.conf" -p "$WORK/nginx/" -s stop 2>/dev/null || true
  wait 2>/dev/null || true
  psql "$PG" -qc "drop database if exists $DB with (force)"
  rm -rf "$WORK"
}
trap cleanup EXIT
start 18081; a=$started
start 18082; b=$started
mkdir -p "$WORK/nginx"
nginx -c "$PWD/docs/deploy/nginx.conf" -p "$WORK/nginx/"
until curl -sf http://127.0.0.1:18080/api/ready >/dev/null; do sleep 0.2; done

# The stream: 4 clients, each sending requests one after another until told to stop. /api/ready
# reads the database and is not rate-limited (all requests come from 127.0.0.1 here).
: >"$WORK/codes"
for client in 1 2 3 4; do
  (while [ ! -e "$WORK/stop" ]; do
    curl -s -o /dev/null -w '%{http_code}\n' http://127.0.0.1:18080/api/ready >>"$WORK/codes"
  done) &
done

stop "$a"
start 18081
stop "$b"
start 18082
touch "$WORK/stop"; sleep 1
total=$(wc -l <"$WORK/codes")
bad=$(grep -vc '^200$' "$WORK/codes" || true)
echo "rolling restart of both processes: $total requests through nginx, $bad not answered 200"
sort "$WORK/codes" | uniq -c
[ "$bad" -eq 0 ]
