# One remote, built once and served as static files by nginx at /remotes/<name>/<version>/.
# Build context: the repository root. docker build -f docker/remote.Dockerfile --build-arg REMOTE=accounts .
ARG REMOTE

FROM node:20-bookworm-slim AS build
ARG REMOTE
ARG REMOTE_VERSION
RUN test -n "$REMOTE" || (echo "build arg REMOTE is required (accounts, payments, cards, ebill, team, onboarding)" && false)
RUN npm i -g pnpm@12
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc tsconfig.base.json ./
COPY shared-kernel/package.json shared-kernel/
COPY host/package.json host/
COPY gateway/package.json gateway/
COPY e2e/package.json e2e/
COPY remote-accounts/package.json remote-accounts/
COPY remote-payments/package.json remote-payments/
COPY remote-cards/package.json remote-cards/
COPY remote-ebill/package.json remote-ebill/
COPY remote-team/package.json remote-team/
COPY remote-onboarding/package.json remote-onboarding/
# The root holds webpack and the federation plugin (devDependencies of the workspace).
RUN pnpm install --frozen-lockfile --filter kontor --filter "remote-${REMOTE}..."
COPY shared-kernel shared-kernel
COPY remote-${REMOTE} remote-${REMOTE}
RUN REMOTE_VERSION="${REMOTE_VERSION}" pnpm --filter "remote-${REMOTE}" build \
 && mv "remote-${REMOTE}/dist" /site

FROM nginx:1.27-alpine
# HSTS outside local (remote.conf.template); docker-compose.yml passes KONTOR_ENV through.
ENV KONTOR_ENV=sandbox
ENV NGINX_ENVSUBST_FILTER=^KONTOR_
COPY docker/nginx/remote.conf.template /etc/nginx/templates/default.conf.template
COPY docker/nginx/security-headers.conf docker/nginx/remote-file-headers.conf /etc/nginx/kontor/
COPY --from=build /site /usr/share/nginx/html
