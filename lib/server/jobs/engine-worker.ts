import "server-only";
// Runs in a worker thread (piscina): the engine's CPU work never blocks the server's
// event loop. Scene and team-check results are packed and compressed here too, for the
// same reason: stored once, they are served as these bytes (docs/api.md "Render data").
import { gzipSync } from "node:zlib";
import { checkTeam, explainSceneDay, forecastLovePair, forecastPair, simulateSceneColumns } from "../../engine/index";
import { encodePackedRender, type RenderFormat } from "../../contracts/render-packing";
import { tenthsToSeries } from "../../engine/core/tenths";
import type { EngineCommand, EngineReply } from "./engine-commands";

/** gzip level of stored render data: on packed columns level 6 costs ~2.5 ms more than level 1 for 30% fewer bytes on every fetch. */
const GZIP_LEVEL = 6;

export function storedResult(value: unknown, summary: Record<string, unknown>): EngineReply {
  let bytes: Uint8Array;
  let format: RenderFormat = "packed";
  try {
    bytes = encodePackedRender(value);
  } catch {
    // A result the packed form cannot hold (a key it reserves) is stored as JSON, which every reader takes.
    bytes = Buffer.from(JSON.stringify(value, (_key, v: unknown) => (v instanceof Int16Array ? tenthsToSeries(v) : v)));
    format = "json";
  }
  return { ok: true, gzip: gzipSync(bytes, { level: GZIP_LEVEL }), format, rawSize: bytes.length, summary };
}

export default function run(command: EngineCommand): EngineReply {
  switch (command.kind) {
    case "pair": {
      const r = forecastPair(command.input, command.opts);
      return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
    }
    case "love": {
      const r = forecastLovePair(command.a, command.b, command.opts);
      return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
    }
    case "check": {
      const r = checkTeam(command.input, command.opts);
      if (!r.ok) return { ok: false, error: r.error };
      return storedResult(r.value, { finalStats: r.value.stats, todayStats: r.value.today });
    }
    case "explain": {
      const r = explainSceneDay(command.input, command.opts, command.date);
      return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
    }
    case "scene": {
      // The actor series stay in tenths: the packed form stores them as they are.
      const r = simulateSceneColumns(command.input, command.opts);
      if (!r.ok) return { ok: false, error: r.error };
      const v = r.value;
      return storedResult(v, {
        engineVersion: v.engineVersion,
        startDay: v.startDay,
        today: v.today,
        todayIndex: v.todayIndex,
        dayCount: v.dayCount,
        finalStats: v.finalStats,
        todayStats: v.todayStats,
        timeline: v.timeline,
        warnings: v.warnings,
        missingLevels: v.missingLevels,
      });
    }
  }
}
