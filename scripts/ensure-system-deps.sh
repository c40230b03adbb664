#!/usr/bin/env bash
# Installs the Debian packages the tests and benchmarks use when they are missing: Chromium (Playwright cannot
# download browsers here; the tests and the handbook build drive its headless shell, the benchmarks the full browser,
# lib/browser.ts) and nginx with its brotli modules (the production server the browser tests run against);
# the tools of the sample check (npm run check:samples): compilers, Go, Python with pyflakes and pip, ShellCheck, make,
# CMake and the MQTT broker, and the Python packages of tools/sample-check/requirements.txt; for the PDF handbooks,
# poppler-utils (their tests read the PDFs) and a Chinese TrueType font for Chromium to embed (it
# embeds OpenType CFF fonts such as Noto CJK as Type 3 glyph procedures, which made the handbooks four times larger);
# RabbitMQ with its web-STOMP plugin, the real broker the STOMP tester's browser tests start a node of their own of
# (tests/support/rabbitmq.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
[ -x /usr/sbin/nginx ] || need+=(nginx)
[ -x /usr/sbin/mosquitto ] || need+=(mosquitto)
[ -x /usr/lib/rabbitmq/bin/rabbitmq-server ] || need+=(rabbitmq-server)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || need+=(libnginx-mod-http-brotli-filter)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || need+=(libnginx-mod-http-brotli-static)
for tool in gcc:gcc g++:g++ x86_64-w64-mingw32-gcc:mingw-w64 go:golang-go python3:python3 shellcheck:shellcheck \
  pyflakes3:pyflakes3 make:make cmake:cmake mosquitto_pub:mosquitto-clients; do
  command -v "${tool%%:*}" >/dev/null || need+=("${tool#*:}")
done
[ -x /usr/bin/pdfinfo ] || need+=(poppler-utils)
[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || need+=(fonts-wqy-microhei)
python3 -m pip --version >/dev/null 2>&1 || need+=(python3-pip)
# The benchmarks (bench/): GNU time for the builds' peak memory, wrk for the load on nginx.
[ -x /usr/bin/time ] || need+=(time)
command -v wrk >/dev/null || need+=(wrk)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing Debian packages: ${need[*]}. Run 'sudo apt-get install -y ${need[*]}', then run the tests again." >&2
    exit 1
  fi
  echo "Installing Debian packages for the tests: ${need[*]}"
  # Debian starts a system RabbitMQ broker (AMQP on port 5672) when it installs the package; the tests start their
  # own node, so no service may start during this install (policy-rc.d, unless the machine has one already).
  policy=/usr/sbin/policy-rc.d
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy"
    chmod +x "$policy"
    trap 'rm -f "$policy"' EXIT
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  if [[ " ${need[*]} " == *" rabbitmq-server "* ]] && command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
    systemctl disable --quiet rabbitmq-server.service || true
  fi
fi

# The Python packages the sample check runs the pages' programs with, beside node_modules (Debian has paho-mqtt 1.6
# only; the pages use 2.x). Reinstalled when the pinned list changes.
req=tools/sample-check/requirements.txt
target=node_modules/.cache/sample-check/python
if ! cmp -s "$req" "$target/requirements.txt"; then
  echo "Installing the sample check's Python packages into $target"
  rm -rf "$target"
  if ! python3 -m pip install --quiet --disable-pip-version-check --retries 0 --target "$target" -r "$req"; then
    echo "pip could not install $req: the sample check needs these packages from the Python package index." >&2
    exit 1
  fi
  cp "$req" "$target/requirements.txt"
fi
