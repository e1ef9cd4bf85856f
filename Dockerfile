# Tandem in a container: node:20-bookworm-slim, better-sqlite3 compiled in a build stage,
# compiled JavaScript (dist/) at run time, a non-root user, the database on a volume.
#
#   docker build -t tandem .
#   docker volume create tandem-data
#   docker run -d --name tandem -p 4000:4000 -p 4100:4100 -p 4200:4200 -v tandem-data:/data tandem
#   docker logs tandem            # the first-run keys (printed once)
#   docker exec tandem node bin/tandem.js keys list
#   docker exec tandem node bin/tandem.js backup /data/backup-$(date +%F).db

FROM node:20-bookworm-slim AS build
# better-sqlite3 has no prebuilt binary reachable here: node-gyp compiles it.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
# `npm ci` runs `prepare` (npm run build: src → dist); then the dev dependencies go.
RUN npm ci && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    TANDEM_HOST=0.0.0.0 \
    TANDEM_DB=/data/tandem.db
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/generated ./generated
COPY --from=build /app/bin ./bin
COPY --from=build /app/console/dist ./console/dist
# Served from disk at run time (test/container-image.test.ts checks this list against the server's readers).
COPY --from=build /app/widget/dist ./widget/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 4000 4100 4200
HEALTHCHECK --interval=30s --timeout=5s \
  CMD node -e "fetch('http://127.0.0.1:4000/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM (docker stop) is a graceful stop: requests in flight are answered, the database closed.
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "bin/tandem.js"]
CMD ["serve"]
