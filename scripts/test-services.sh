#!/usr/bin/env bash
# Private PostgreSQL and Redis servers for the service's tests: installs Debian's packages when missing (CI runs as
# root on a fresh Debian machine), starts a server on a free loopback port with its files in DIR, prints its URL.
#
#   scripts/test-services.sh start postgres DIR   → postgres://xwing@127.0.0.1:PORT/xwing
#   scripts/test-services.sh start redis DIR      → redis://127.0.0.1:PORT
#   scripts/test-services.sh stop postgres|redis DIR
#
# Everything else it prints goes to stderr. The servers are for tests only: no fsync, no persistence for Redis.
set -euo pipefail

what=${2:-}
dir=${3:-}
[[ -n "$what" && -n "$dir" ]] || { echo "usage: $0 start|stop postgres|redis DIR" >&2; exit 2; }

log() { echo "[test-services] $*" >&2; }

apt_install() {
  # One apt-get at a time on this machine (test files start servers in parallel).
  (
    flock -w 600 9
    export DEBIAN_FRONTEND=noninteractive
    if ! apt-get install -y --no-install-recommends "$@" >&2; then
      apt-get update >&2
      apt-get install -y --no-install-recommends "$@" >&2
    fi
  ) 9>/tmp/xwing-test-services-apt.lock
}

free_port() {
  node -e 'const s = require("net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

pg_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

as_pg() {
  # PostgreSQL refuses to run as root: run it as the package's postgres user then.
  if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start_postgres() {
  local bin
  bin=$(pg_bin)
  if [[ -z "$bin" || ! -x "$bin/initdb" ]]; then
    log "installing Debian's postgresql"
    apt_install postgresql
    bin=$(pg_bin)
  fi
  mkdir -p "$dir"
  if [[ $(id -u) == 0 ]]; then
    # The postgres user must reach DIR: the caller's temporary parent folder is often private to root.
    chmod o+x "$(dirname "$dir")"
    chown postgres "$dir"
  fi
  as_pg "$bin/initdb" -D "$dir/data" -U xwing --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; exit 1; }
  local port
  for _ in 1 2 3 4 5; do
    port=$(free_port)
    if as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >&2; then
      as_pg "$bin/createdb" -h 127.0.0.1 -p "$port" -U xwing xwing
      echo "postgres://xwing@127.0.0.1:$port/xwing"
      return
    fi
    log "port $port was taken; trying another"
  done
  cat "$dir/server.log" >&2
  exit 1
}

stop_postgres() {
  local bin
  bin=$(pg_bin)
  [[ -d "$dir/data" ]] && as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >&2 || true
  rm -rf "$dir"
}

start_redis() {
  if ! command -v redis-server >/dev/null; then
    log "installing Debian's redis-server"
    apt_install redis-server
  fi
  mkdir -p "$dir"
  local port
  for _ in 1 2 3 4 5; do
    port=$(free_port)
    redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --dir "$dir" \
      --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" >&2
    for _ in $(seq 1 50); do
      if redis-cli -p "$port" ping 2>/dev/null | grep -q PONG; then
        echo "redis://127.0.0.1:$port"
        return
      fi
      sleep 0.1
    done
    [[ -f "$dir/redis.pid" ]] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
    log "redis did not answer on port $port; trying another"
  done
  cat "$dir/redis.log" >&2
  exit 1
}

stop_redis() {
  [[ -f "$dir/redis.pid" ]] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
  rm -rf "$dir"
}

case "$1:$what" in
  start:postgres) start_postgres ;;
  stop:postgres) stop_postgres ;;
  start:redis) start_redis ;;
  stop:redis) stop_redis ;;
  *) echo "usage: $0 start|stop postgres|redis DIR" >&2; exit 2 ;;
esac
