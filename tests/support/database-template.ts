import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/db/client";
import { ensureQuestionnaires } from "@/db/seed-questionnaires";

/**
 * One migrated database per `vitest run`, copied for every suite: the database tests'
 * global set-up (vitest.config.ts, project "db") migrates an embedded PGlite once and dumps
 * its data directory to a file, and, when TEST_DATABASE_URL is set, migrates one PostgreSQL
 * database that every suite's database is created from (`CREATE DATABASE … TEMPLATE`).
 * A fresh PGlite spends most of its start in initdb and the migrations (2-3 s a suite on
 * an idle core); a copy starts in a fraction of that. Each suite still gets a database of
 * its own, as before.
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite data directory (a tar, `dumpDataDir`). */
    pgliteTemplateFile: string;
    /** The migrated PostgreSQL database to copy, or "" without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

async function migrated(handle: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  await handle.migrate();
  await ensureQuestionnaires(handle.db);
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Vitest global set-up of the "db" project: builds both templates, removes them at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), "accordo-db-template-"));
  let postgresTemplate = "";
  const teardown = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgresTemplate) await adminQuery(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
  };
  try {
    const file = join(dir, "pglite.tar");
    const pglite = await openDatabase({ dataDir: "memory" });
    await migrated(pglite);
    const dump = await (pglite.queueConnection as { pglite: PGlite }).pglite.dumpDataDir("none");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
    project.provide("pgliteTemplateFile", file);

    if (process.env.TEST_DATABASE_URL) {
      postgresTemplate = `accordo_template_${process.pid}_${randomBytes(4).toString("hex")}`;
      await adminQuery(`CREATE DATABASE ${postgresTemplate}`);
      const handle = await openDatabase({ url: databaseUrl(postgresTemplate) });
      try {
        await migrated(handle);
      } finally {
        // No connection may stay open to a database that others are created from.
        await handle.close();
      }
    }
    project.provide("postgresTemplate", postgresTemplate);
  } catch (error) {
    // A failed migration leaves neither the directory nor the template database behind.
    await teardown().catch(() => undefined);
    throw error;
  }
  return teardown;
}

let pgliteTemplate: Blob | undefined;

/** The migrated PGlite data directory, read once per test file. */
export function pgliteTemplateDump(): Blob {
  pgliteTemplate ??= new Blob([readFileSync(inject("pgliteTemplateFile"))]);
  return pgliteTemplate;
}

/** A new PostgreSQL database copied from the migrated template; `drop` removes it. */
export async function postgresDatabaseFromTemplate(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = inject("postgresTemplate");
  if (!template) throw new Error("TEST_DATABASE_URL is set but the database tests' global set-up made no PostgreSQL template");
  const name = `accordo_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return { url: databaseUrl(name), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
