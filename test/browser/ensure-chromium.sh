#!/bin/sh
# The browser tests drive Debian's Chromium (/usr/bin/chromium) through playwright-core.
# Installs it only when it is missing (needs root); never downloads Playwright's browsers.
set -e
if [ ! -x /usr/bin/chromium ]; then
  apt-get update
  apt-get install -y chromium
fi
