import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withNamedStatements } from "./pglite-statements";

// PGlite only: the named statements are how the embedded database's `query` is sent.
describe("PGlite queries through named statements", () => {
  let client: PGlite;
  let named: PGlite;

  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    named = withNamedStatements(client, 3);
    await client.exec(`
      create table people (id uuid primary key default gen_random_uuid(), name text not null unique, born timestamptz, tags jsonb, score numeric);
      insert into people (name, born, tags, score) values ('Ada', '1815-12-10T00:00:00Z', '{"a":[1,2]}', 1.5), ('Alan', null, null, null);`);
  });
  afterAll(() => client.close());

  const preparedNames = async () => (await client.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map((r) => r.name);

  it("answers exactly what PGlite's own query answers, in both row modes and with the caller's parsers", async () => {
    const cases: Array<[string, unknown[], Parameters<PGlite["query"]>[2]]> = [
      ["select * from people order by name", [], undefined],
      ["select id, name, born, tags, score from people where name = any($1::text[]) order by name", [["Ada", "Alan"]], { rowMode: "array" }],
      ["select born, tags from people where name = $1", ["Ada"], { rowMode: "array", parsers: { [types.TIMESTAMPTZ]: (value: string) => value } }],
      ["select $1::int + $2::int as sum, $3::text as nothing", [2, 3, null], undefined],
      ["select * from people where born < $1", [new Date("1900-01-01T00:00:00Z")], undefined],
    ];
    for (const [text, params, options] of cases) {
      const expected = await client.query(text, params, options);
      // Twice: the first call prepares the statement, the second reuses it.
      expect(await named.query(text, params, options)).toEqual(expected);
      expect(await named.query(text, params, options)).toEqual(expected);
    }
  });

  it("writes, and reports a failed statement with PGlite's error (code, query, params), then goes on", async () => {
    const inserted = await named.query<{ name: string }>("insert into people (name) values ($1) returning name", ["Grace"]);
    expect(inserted.rows).toEqual([{ name: "Grace" }]);
    expect(inserted.affectedRows).toBe(1);
    const failed = await named.query("insert into people (name) values ($1) returning name", ["Grace"]).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: "23505", query: "insert into people (name) values ($1) returning name", params: ["Grace"] });
    await expect(named.query("selec nothing")).rejects.toMatchObject({ code: "42601" });
    expect((await named.query<{ n: number }>("select count(*)::int as n from people")).rows).toEqual([{ n: 3 }]);
  });

  it("stores bytes exactly (sent in the protocol's binary format) and reads them back as PGlite does", async () => {
    await client.exec("create table blobs (id int primary key, data bytea)");
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256);
    await named.query("insert into blobs (id, data) values ($1, $2)", [1, bytes]);
    await client.query("insert into blobs (id, data) values ($1, $2)", [2, bytes]);
    const both = await client.query<{ same: boolean; length: number }>("select (select data from blobs where id = 1) = (select data from blobs where id = 2) as same, length((select data from blobs where id = 1)) as length");
    expect(both.rows).toEqual([{ same: true, length: 70_000 }]);
    const read = await named.query<{ data: Uint8Array }>("select data from blobs where id = $1", [1]);
    expect(read).toEqual(await client.query("select data from blobs where id = $1", [1]));
    expect(Buffer.from(read.rows[0]!.data).equals(Buffer.from(bytes))).toBe(true);
  });

  it("keeps at most the given number of statements, closing the least recently used", async () => {
    for (let i = 0; i < 6; i++) await named.query(`select ${i} as n`);
    const kept = await preparedNames();
    expect(kept.length).toBeLessThanOrEqual(3);
    expect(kept.every((name) => name.startsWith("accordo_"))).toBe(true);
    expect((await named.query<{ n: number }>("select 5 as n")).rows).toEqual([{ n: 5 }]);
  });

  it("prepares again when a table changed under a kept statement", async () => {
    await named.query("select * from people where name = $1", ["Ada"]);
    await client.exec("alter table people add column nickname text");
    const after = await named.query<Record<string, unknown>>("select * from people where name = $1", ["Ada"]);
    expect(after.rows[0]).toHaveProperty("nickname", null);
  });

  it("waits for a transaction in progress on the same database, as PGlite's query does", async () => {
    const order: string[] = [];
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into people (name) values ('Tx')");
      inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push("transaction committed");
    });
    await entered;
    const seen = named.query<{ n: number }>("select count(*)::int as n from people where name = 'Tx'").then((result) => {
      order.push("query answered");
      return result.rows[0]!.n;
    });
    await transaction;
    expect(await seen).toBe(1);
    expect(order).toEqual(["transaction committed", "query answered"]);
  });
});
