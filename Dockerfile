# syntax=docker/dockerfile:1
# 彩聊 server image: the built client and the server, started with `npm run serve` (production mode:
# no demo data; settings from the environment, README "Settings"). Build from the repository root:
#   docker build -t cailiao .
# deploy/compose.yaml runs two of these on PostgreSQL and Redis behind nginx.
ARG NODE_VERSION=20.20.2

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# npm 11.16 or later reads `allowScripts` in package.json (README); the image's npm 10 would run
# every dependency's install script.
RUN npm install --global npm@11.19.1 --no-audit --no-fund
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build:web && npm run build:admin && npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
# The code stays owned by root; the server, as `node`, writes only to DATA_DIR (uploads).
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
VOLUME /data
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `serve` execs the server, so `docker stop` (SIGTERM) reaches it and it shuts down gracefully.
CMD ["npm", "run", "serve"]
