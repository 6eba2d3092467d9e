#!/bin/sh
# The edge's TLS certificate (docker/nginx/edge.conf.template): the deployment's, mounted at /etc/nginx/tls
# (edge.crt, edge.key), or else a self-signed one for localhost made here at the container's start (EC P-256,
# 90 days), so `docker compose up` answers https://localhost:8443 over HTTP/2 without any setup. No browser trusts
# it: a person confirms it once. Run by the nginx image's entrypoint before it fills the templates; KONTOR_TLS_DIR
# puts it elsewhere (gateway/test/platform/nginx-configs.test.ts).
set -eu
dir=${KONTOR_TLS_DIR:-/etc/nginx/tls}
if [ -s "$dir/edge.crt" ] && [ -s "$dir/edge.key" ]; then
  exit 0
fi
mkdir -p "$dir"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 90 \
  -subj '/CN=localhost' -addext 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1' \
  -keyout "$dir/edge.key" -out "$dir/edge.crt" 2>/dev/null
chmod 600 "$dir/edge.key"
echo "$0: no certificate mounted at $dir: made a self-signed one for localhost"
