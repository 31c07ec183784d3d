# syntax=docker/dockerfile:1
# The site for production: Node 24 LTS, our own server (server/start.js in front of the server
# build, which bundles server/app.ts: Express 5 on @react-router/express), run as the
# unprivileged "node" user with production dependencies only. Configure it with the variables of
# the README; behind nginx and Varnish see docs/deploy.md (TRUST_PROXY, REDIS_URL, the drain).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --chown=node:node package.json ./
# start.js is all the server needs at run time: the rest of server/ is bundled into build/server.
COPY --chown=node:node server/start.js ./server/start.js
COPY --from=runtime-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
USER node
EXPOSE 3000
# Liveness: /healthz answers without calling the product API or Redis. (A balancer in front asks
# /readyz instead, which turns 503 while the server drains after SIGTERM.)
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM (docker stop) drains: not ready, requests in flight finish, exit 0. Give docker stop a
# timeout above SHUTDOWN_DELAY_MS + SHUTDOWN_DRAIN_MS (10 s by default): docker stop -t 15.
STOPSIGNAL SIGTERM
CMD ["node", "server/start.js"]
