# syntax=docker/dockerfile:1
# The API with both built apps (it serves them on one origin). docker compose up: see compose.yaml.

FROM node:24-slim AS build
RUN npm i -g pnpm@10.34.9
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile
# The API bundle (tsup) and each app's browser and server builds (self-contained: vite ssr noExternal).
RUN pnpm exec turbo run build --filter=@mitti/api --filter=@mitti/invest --filter=@mitti/shop
# The API's production dependencies only (dist/ and drizzle/ are git-ignored or outside the pack:
# copied by hand), laid out as the repository is, so the server finds the apps at ../invest, ../shop.
RUN pnpm deploy --legacy --filter @mitti/api --prod /out/apps/api \
  && cp -r apps/api/dist apps/api/drizzle /out/apps/api/ \
  && mkdir -p /out/apps/invest /out/apps/shop \
  && cp -r apps/invest/dist apps/invest/dist-server /out/apps/invest/ \
  && cp -r apps/shop/dist apps/shop/dist-server /out/apps/shop/

FROM node:24-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/mitti \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /out /app
RUN mkdir -p /var/lib/mitti && chown node:node /var/lib/mitti
USER node
EXPOSE 3000
# node:24-slim has no curl: Node's fetch asks the health route, which answers once the database does.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
