#!/usr/bin/env bash
# Prints the path of a headless-capable Chromium for the browser tests, installing Debian's `chromium` with apt-get
# when it is missing (CI runs as root on a fresh Debian machine). Everything else goes to stderr.
set -euo pipefail
find_chromium() { command -v chromium || command -v chromium-browser || true; }
bin=$(find_chromium)
if [[ -z "$bin" ]]; then
  echo "[test-chromium] installing Debian's chromium" >&2
  (
    flock -w 900 9
    export DEBIAN_FRONTEND=noninteractive
    if ! apt-get install -y --no-install-recommends chromium >&2; then
      apt-get update >&2
      apt-get install -y --no-install-recommends chromium >&2
    fi
  ) 9>/tmp/xwing-test-services-apt.lock
  bin=$(find_chromium)
fi
[[ -n "$bin" ]] || { echo "[test-chromium] no chromium after installing it" >&2; exit 1; }
echo "$bin"
