#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster (Debian's server packages) for the DB
# suites and the Supabase CLI checks — no Docker.
#
#   scripts/pg15.sh start   initdb + start (installs postgresql-15 when missing);
#                           prints the DATABASE_URL to use
#   scripts/pg15.sh stop    stop it and remove its folder
#   scripts/pg15.sh url     print the DATABASE_URL
#
# PG15_DIR (default /tmp/escola-pg15) and PG15_PORT (default 54315) choose
# where it lives. The cluster trusts local connections as `postgres`; it is
# for tests only.
set -euo pipefail

DIR=${PG15_DIR:-/tmp/escola-pg15}
PORT=${PG15_PORT:-54315}
BIN=/usr/lib/postgresql/15/bin
URL="postgresql://postgres@127.0.0.1:${PORT}/postgres?sslmode=disable"

# initdb refuses to run as root: use the `postgres` account the package creates.
run_pg() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi
}

ensure_installed() {
  if [ -x "$BIN/pg_ctl" ] && [ -x "$BIN/postgres" ] && [ -f /usr/share/postgresql/15/extension/pgcrypto.control ]; then
    return
  fi
  if [ "$(id -u)" != 0 ]; then
    echo "PostgreSQL 15 is not installed; run: sudo apt-get install -y postgresql-15 postgresql-contrib" >&2
    exit 1
  fi
  echo "Installing PostgreSQL 15…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 postgresql-contrib >/dev/null
}

case "${1:-}" in
  start)
    ensure_installed
    if [ -f "$DIR/data/postmaster.pid" ] && run_pg "$BIN/pg_ctl -D '$DIR/data' status" >/dev/null 2>&1; then
      echo "$URL"
      exit 0
    fi
    rm -rf "$DIR"
    mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    run_pg "$BIN/initdb -D '$DIR/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
    run_pg "$BIN/pg_ctl -D '$DIR/data' -l '$DIR/server.log' -w -o \"-p $PORT -k '$DIR' -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off\" start" >/dev/null
    echo "$URL"
    ;;
  stop)
    if [ -d "$DIR/data" ]; then
      run_pg "$BIN/pg_ctl -D '$DIR/data' -m fast -w stop" >/dev/null 2>&1 || true
    fi
    rm -rf "$DIR"
    ;;
  url)
    echo "$URL"
    ;;
  *)
    echo "usage: $0 start|stop|url" >&2
    exit 2
    ;;
esac
