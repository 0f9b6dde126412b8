#!/usr/bin/env bash
# Makes sure redis-server is on PATH (needed by skiff-redis' tests); installs the Debian package
# when missing. Idempotent and a fast no-op when redis-server is already installed.
set -euo pipefail
if command -v redis-server >/dev/null 2>&1; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends redis-server
command -v redis-server
