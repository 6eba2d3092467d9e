# The host shell as static files; the environment's registry is mounted at start:
# /usr/share/nginx/html/registry.json (docker-compose.yml mounts docker/registry/compose.json).
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

FROM nginx:1.27-alpine
COPY docker/nginx/host.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/host/dist /usr/share/nginx/html
