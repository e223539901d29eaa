# syntax=docker/dockerfile:1
# Accordo on a Node host (docs/deploy.md). Two stages: `build` installs every dependency
# and runs `npm run build` (Next's build plus the compiled server and workers in .build/);
# `runtime` installs production dependencies only and copies the build in, so a container
# starts serving at once and never builds. Every command is an npm script that CI runs too.
#   docker build -t accordo .
#   docker run accordo npm run db:migrate    (once per release, before the new instances)
#   docker run -p 3000:3000 accordo          (npm run serve)

# The Node version the project is developed and tested on (package.json engines: >=20.19).
ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NPM_CONFIG_UPDATE_NOTIFIER=false
COPY package.json package-lock.json ./
# No package in the stack needs its install script (package.json allowScripts; npm 10 in
# this image would run them, npm 11 on the project's machines does not).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build && rm -rf .next/cache

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# DEMO_DATA=off: no demo accounts, whatever APP_URL says. HOST: listen on every interface
# of the container (the default 127.0.0.1 only suits a developer's machine).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NPM_CONFIG_UPDATE_NOTIFIER=false DEMO_DATA=off HOST=0.0.0.0 PORT=3000
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
# The sources stay beside the build: `npm run db:migrate` runs the TypeScript migration
# script through tsx (a production dependency) and reads db/migrations; the server reads
# fonts, avatars and content files at run time. Owned by root, so the app cannot change them.
COPY . .
COPY --from=build /app/.build ./.build
# Next writes its image and fetch caches under .next at run time.
COPY --from=build --chown=node:node /app/.next ./.next
USER node
EXPOSE 3000
# Liveness only: the process serves. compose.yaml checks readiness (/api/v1/ready) instead.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "run", "serve"]
