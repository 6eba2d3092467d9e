# The edge: the one origin the browser sees (docker/nginx/edge.conf.template), plain HTTP and TLS with HTTP/2.
# Build context: the repository root. docker build -f docker/edge.Dockerfile .
FROM nginx:1.27-alpine
# openssl makes the self-signed certificate when the deployment mounts none (docker/nginx/edge-certificate.sh).
RUN apk add --no-cache openssl
# The sandbox tools pass the edge only in local and sandbox; docker-compose.yml passes KONTOR_ENV through.
ENV KONTOR_ENV=sandbox
ENV NGINX_ENVSUBST_FILTER=^KONTOR_
COPY docker/nginx/edge.conf.template /etc/nginx/templates/default.conf.template
COPY docker/nginx/security-headers.conf /etc/nginx/kontor/
# Executable in git (mode 755), which COPY keeps.
COPY docker/nginx/edge-certificate.sh /docker-entrypoint.d/15-kontor-edge-certificate.sh
EXPOSE 80 443
