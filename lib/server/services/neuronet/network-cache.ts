import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { neuronetArtifacts } from "@/db/schema";
import { checkArtifact, loadNetwork, type LoadedNetwork } from "@/lib/neuronet";

// Loaded networks by artifact key. An artifact never changes under its key (a new training
// or upload stores a new key), so an entry never goes stale; a few are kept, the oldest out.
const KEEP = 4;
const KEY = Symbol.for("accordo.neuronet-networks");
type Holder = { [KEY]?: Map<string, Promise<LoadedNetwork>> };

function cache(): Map<string, Promise<LoadedNetwork>> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

async function readNetwork(db: Db, artifactKey: string): Promise<LoadedNetwork> {
  const [row] = await db.select({ document: neuronetArtifacts.document }).from(neuronetArtifacts).where(eq(neuronetArtifacts.key, artifactKey)).limit(1);
  if (!row) throw new Error(`artifact ${artifactKey} is missing`);
  // Stored artifacts were checked on the way in; checked again, so a damaged row fails here, loudly.
  const checked = checkArtifact(JSON.parse(row.document));
  if (!checked.ok) throw new Error(`stored artifact ${artifactKey} is not usable: ${checked.problems.map((p) => p.code).join(", ")}`);
  return loadNetwork(checked.artifact);
}

/** The network stored under `artifactKey`, loaded once per process. */
export function networkOf(db: Db, artifactKey: string): Promise<LoadedNetwork> {
  const entries = cache();
  let entry = entries.get(artifactKey);
  if (!entry) {
    entry = readNetwork(db, artifactKey);
    entries.set(artifactKey, entry);
    entry.catch(() => entries.delete(artifactKey));
    while (entries.size > KEEP) {
      const [oldest] = entries.keys();
      const evicted = entries.get(oldest!);
      entries.delete(oldest!);
      void evicted?.then((network) => network.dispose(), () => undefined);
    }
  }
  return entry;
}
