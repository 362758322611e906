# Finds Chromium for the browser tests, installing Debian's package when running as root.
if [ -z "${CHROMIUM_PATH:-}" ]; then
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    [ -x "$candidate" ] && export CHROMIUM_PATH="$candidate" && break
  done
fi
if [ -z "${CHROMIUM_PATH:-}" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Chromium is missing: installing Debian's chromium package for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    export CHROMIUM_PATH=/usr/bin/chromium
  else
    echo "The browser tests need Chromium. Install it with 'sudo apt-get install chromium'" >&2
    echo "(or set CHROMIUM_PATH to a Chromium or Chrome binary) and run again." >&2
    exit 1
  fi
fi
