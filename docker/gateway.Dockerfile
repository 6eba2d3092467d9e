# The sandbox gateway (Fastify + TypeScript run by tsx) on PostgreSQL. Build context: the repository root.
FROM node:20-bookworm-slim AS deps
RUN npm i -g pnpm@12
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY gateway/package.json gateway/
# pnpm resolves the whole workspace from the lockfile; only the gateway's dependencies are installed.
COPY shared-kernel/package.json shared-kernel/
COPY host/package.json host/
COPY e2e/package.json e2e/
COPY remote-accounts/package.json remote-accounts/
COPY remote-payments/package.json remote-payments/
COPY remote-cards/package.json remote-cards/
COPY remote-ebill/package.json remote-ebill/
COPY remote-team/package.json remote-team/
COPY remote-onboarding/package.json remote-onboarding/
RUN pnpm install --frozen-lockfile --prod --filter gateway...

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8090 \
    KONTOR_ENV=sandbox
WORKDIR /app
COPY --from=deps /app /app
COPY tsconfig.base.json ./
# The gateway imports the rules from shared-kernel's TypeScript source (run by tsx like its own).
COPY shared-kernel shared-kernel
COPY gateway gateway
# The message catalogues each package ships (<package>/catalogues), merged by the gateway at start.
COPY host/catalogues host/catalogues
COPY remote-accounts/catalogues remote-accounts/catalogues
COPY remote-payments/catalogues remote-payments/catalogues
COPY remote-cards/catalogues remote-cards/catalogues
COPY remote-ebill/catalogues remote-ebill/catalogues
COPY remote-team/catalogues remote-team/catalogues
COPY remote-onboarding/catalogues remote-onboarding/catalogues
USER node
EXPOSE 8090
WORKDIR /app/gateway
CMD ["node_modules/.bin/tsx", "--import", "./loader/kernel-as-esm.mjs", "src/main.ts"]
