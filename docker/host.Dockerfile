# The host shell as static files: nginx states KONTOR_ENV in index.html at start (host.conf.template), and
# /registry.json is docker/registry/compose.json stamped with each remote's descriptor snapshot at build.
FROM node:20-bookworm-slim AS build
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
RUN pnpm install --frozen-lockfile --filter kontor --filter "host..."
COPY shared-kernel shared-kernel
COPY host host
RUN pnpm --filter host build
# After the build, so pinning another version (editing the registry) reruns only this step. A snapshot's texts come
# from the remote's catalogue (shared-kernel/build/texts.cjs).
COPY remote-accounts/descriptor.json remote-accounts/
COPY remote-accounts/catalogues/en.json remote-accounts/catalogues/
COPY remote-payments/descriptor.json remote-payments/
COPY remote-payments/catalogues/en.json remote-payments/catalogues/
COPY remote-cards/descriptor.json remote-cards/
COPY remote-cards/catalogues/en.json remote-cards/catalogues/
COPY remote-ebill/descriptor.json remote-ebill/
COPY remote-ebill/catalogues/en.json remote-ebill/catalogues/
COPY remote-team/descriptor.json remote-team/
COPY remote-team/catalogues/en.json remote-team/catalogues/
COPY remote-onboarding/descriptor.json remote-onboarding/
COPY remote-onboarding/catalogues/en.json remote-onboarding/catalogues/
COPY docker/stamp-registry.mjs docker/
COPY docker/registry docker/registry
RUN node docker/stamp-registry.mjs docker/registry/compose.json > host/dist/registry.json

FROM nginx:1.27-alpine
# The sandbox by default, like the gateway; docker-compose.yml passes KONTOR_ENV through.
ENV KONTOR_ENV=sandbox
# Only Kontor's variables are substituted: nginx's own $uri, $request_id stay as they are.
ENV NGINX_ENVSUBST_FILTER=^KONTOR_
COPY docker/nginx/host.conf.template /etc/nginx/templates/default.conf.template
COPY docker/nginx/security-headers.conf /etc/nginx/kontor/security-headers.conf
# Reads the remote origins for the page's CSP from the registry at start (sourced before the templates).
COPY docker/nginx/kontor-csp.envsh /docker-entrypoint.d/15-kontor-csp.envsh
RUN chmod 755 /docker-entrypoint.d/15-kontor-csp.envsh
COPY --from=build /app/host/dist /usr/share/nginx/html
