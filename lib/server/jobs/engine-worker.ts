import "server-only";
// Runs in a worker thread (piscina): the engine's CPU work never blocks the server's
// event loop. Scene and team-check results are compressed here too, for the same reason.
import { gzipSync } from "node:zlib";
import { checkTeam, explainSceneDay, forecastLovePair, forecastPair, simulateScene } from "../../engine/index";
import type { EngineCommand, EngineReply } from "./engine-commands";

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
      const json = JSON.stringify(r.value);
      return { ok: true, gzip: gzipSync(json, { level: 6 }), rawSize: json.length, summary: { finalStats: r.value.stats, todayStats: r.value.today } };
    }
    case "explain": {
      const r = explainSceneDay(command.input, command.opts, command.date);
      return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
    }
    case "scene": {
      const r = simulateScene(command.input, command.opts);
      if (!r.ok) return { ok: false, error: r.error };
      const json = JSON.stringify(r.value);
      const v = r.value;
      return {
        ok: true,
        gzip: gzipSync(json, { level: 6 }),
        rawSize: json.length,
        summary: {
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
        },
      };
    }
  }
}
