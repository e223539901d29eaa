import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { adminAudit, estimatorAssignments, neuronetModels, profiles } from "@/db/schema";
import { seedGradedArchive } from "@/db/seed-graded-archive";
import * as models from "@/app/api/v1/administrator/neuronet/models/route";
import * as model from "@/app/api/v1/administrator/neuronet/models/[id]/route";
import * as train from "@/app/api/v1/administrator/neuronet/models/[id]/train/route";
import * as upload from "@/app/api/v1/administrator/neuronet/models/[id]/upload/route";
import * as artifact from "@/app/api/v1/administrator/neuronet/models/[id]/artifact/route";
import * as publish from "@/app/api/v1/administrator/neuronet/models/[id]/publish/route";
import * as predictions from "@/app/api/v1/administrator/neuronet/models/[id]/predictions/route";
import * as predict from "@/app/api/v1/administrator/neuronet/predict/[id]/route";
import * as neuronetProfiles from "@/app/api/v1/administrator/neuronet/profiles/route";
import * as estimatorSuggestion from "@/app/api/v1/estimator/profiles/[id]/suggestion/route";
import * as ownerPredicted from "@/app/api/v1/owner/profiles/[id]/predicted-score/route";
import { seedDemoProfiles } from "@/db/seed-profiles";
import { ARTIFACT_MAX_BYTES, type NeuronetModelDto } from "@/lib/contracts/neuronet";
import { createOwner, PASSWORD } from "@/tests/support/accounts";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerLogin } from "@/tests/support/routes";
import { administratorWithSession, estimatorWithSession } from "@/tests/support/staff-session";
import { waitFor } from "@/tests/support/wait";

// Small, quick networks: the archive's 300 profiles learn enough in 30 epochs to beat the baseline.
const QUICK = { hiddenUnits: [24, 12] as [number, number], epochs: 30, learningRate: 0.01, batchSize: 32, dropout: 0.1, testShare: 0.2, seed: 7 };

describeEachDatabase("grading network: lifecycle, publication, artifacts, access", ({ get }) => {
  let admin: Record<string, string>;
  const as = () => ({ cookies: admin });
  const modelCall = (handler: Parameters<typeof call>[0], id: string, options: Parameters<typeof call>[1] = {}) => call(handler, { ...as(), params: { id }, ...options });
  const read = async (id: string) => (await modelCall(model.GET, id)).body as unknown as NeuronetModelDto;
  const create = async (name: string, hyperParameters = QUICK) => (await call(models.POST, { ...as(), body: { name, hyperParameters } })).body as unknown as NeuronetModelDto;
  const trained = (id: string) => waitFor(async () => ((m) => (m.status === "trained" || m.status === "failed" ? m : null))(await read(id)), 90_000, `model ${id} trained`);

  beforeAll(async () => {
    admin = (await administratorWithSession(get().db, "nn-admin@example.com")).cookies;
  });

  it("refuses training without enough graded profiles, then trains in the background on the archive with test metrics beside the baseline", async () => {
    const draft = await create("First");
    expect(draft).toMatchObject({ status: "draft", hasArtifact: false, published: false, createdBy: "nn-admin@example.com", hyperParameters: QUICK });
    const tooFew = await modelCall(train.POST, draft.id, { method: "POST" });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body).toMatchObject({ code: "validate.consistency", fields: { profiles: "too_few_profiles" } });

    await seedGradedArchive(get().db, new Date("2026-11-01T00:00:00Z"));
    const list = (await call(models.GET, as())).body;
    expect(list.trainableProfiles).toBe(300);

    const queued = await modelCall(train.POST, draft.id, { method: "POST" });
    expect(queued.status).toBe(200);
    expect(["queued", "training", "trained"]).toContain(queued.body.status);
    const again = await modelCall(train.POST, draft.id, { method: "POST" });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ status: "training_in_progress" });

    const done = await trained(draft.id);
    expect(done.status).toBe("trained");
    expect(done).toMatchObject({ source: "trained", hasArtifact: true, progress: null, failure: null });
    expect(done.encoding).toBe(list.currentEncoding);
    expect(done.trainingSetSize! + done.testSetSize!).toBe(300);
    const metrics = done.metrics!;
    expect(metrics.beatsBaseline).toBe(true);
    for (const scale of ["K", "P", "L"] as const) {
      const m = metrics.scales[scale];
      expect(m.confusion).toHaveLength(6);
      expect(m.confusion.flat().reduce((a, b) => a + b, 0)).toBe(m.support);
      expect(m.accuracy > m.baseline.accuracy || m.meanAbsoluteError < m.baseline.meanAbsoluteError).toBe(true);
    }
    const audited = await get().db.select({ action: adminAudit.action }).from(adminAudit).where(eq(adminAudit.targetId, draft.id));
    expect(audited.map((a) => a.action).sort()).toEqual(["neuronet.create", "neuronet.train"]);
  }, 120_000);

  it("renames, predicts one profile and batches, lists final beside predicted, downloads and re-uploads the artifact", async () => {
    const [first] = (await call(models.GET, as())).body.items as NeuronetModelDto[];
    const renamed = await modelCall(model.PATCH, first!.id, { method: "PATCH", body: { name: "Archive v1", note: "300 demo profiles" } });
    expect(renamed.body).toMatchObject({ name: "Archive v1", note: "300 demo profiles" });

    const [profile] = await get().db.select({ id: profiles.id }).from(profiles).limit(1);
    const one = await call(predict.POST, { ...as(), params: { id: profile!.id }, body: { modelId: first!.id } });
    expect(one.status).toBe(200);
    expect(Object.keys(one.body.grades as object).sort()).toEqual(["K", "L", "P"]);
    const again = await call(predict.POST, { ...as(), params: { id: profile!.id }, body: { modelId: first!.id } });
    expect(again.body.grades).toEqual(one.body.grades);
    expect(again.body.probabilities).toEqual(one.body.probabilities);

    const test = await modelCall(predictions.POST, first!.id, { body: { scope: "test" } });
    expect(test.body.predicted).toBe(first!.testSetSize);
    expect((test.body.metrics as NeuronetModelDto["metrics"])!.scales.K.accuracy).toBeCloseTo(first!.metrics!.scales.K.accuracy, 6);
    const current = await modelCall(predictions.POST, first!.id, { body: { scope: "current" } });
    expect(current.body).toMatchObject({ scope: "current", predicted: 0, metrics: null });

    const page = await call(neuronetProfiles.GET, { ...as(), path: `/api/v1/administrator/neuronet/profiles?modelId=${first!.id}&set=test&limit=20` });
    expect(page.status).toBe(200);
    const items = page.body.items as Array<{ split: string; final: unknown; predicted: unknown }>;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toMatchObject({ split: "test", final: expect.any(Object), predicted: expect.any(Object) });

    const download = await modelCall(artifact.GET, first!.id);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="grading-network-Archive-v1-\d{4}-\d{2}-\d{2}\.json"/);
    expect(download.body.format).toBe("accordo-grading-network");

    const copy = await create("Copy");
    const uploaded = await modelCall(upload.POST, copy.id, { body: download.body });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ status: "trained", source: "uploaded", hasArtifact: true, encoding: first!.encoding, trainingSetSize: null });
    // The same weights on the same split give the same figures.
    expect((uploaded.body.metrics as NeuronetModelDto["metrics"])!.scales.P.accuracy).toBeCloseTo(first!.metrics!.scales.P.accuracy, 6);
  }, 60_000);

  it("publishes exactly one model, even when publications race; the published model cannot be retrained or deleted", async () => {
    const items = (await call(models.GET, as())).body.items as NeuronetModelDto[];
    const source = await modelCall(artifact.GET, items[0]!.id);
    const candidates = [...items];
    for (const name of ["Race A", "Race B"]) {
      const created = await create(name);
      await modelCall(upload.POST, created.id, { body: source.body });
      candidates.push(await read(created.id));
    }
    const results = await Promise.all(candidates.flatMap((m) => [modelCall(publish.POST, m.id, { method: "POST" }), modelCall(publish.POST, m.id, { method: "POST" })]));
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const published = await get().db.select({ id: neuronetModels.id }).from(neuronetModels).where(eq(neuronetModels.published, true));
    expect(published).toHaveLength(1);

    const winner = published[0]!.id;
    expect((await modelCall(train.POST, winner, { method: "POST" })).body.fields).toEqual({ published: "published_model_locked" });
    expect((await modelCall(model.DELETE, winner, { method: "DELETE" })).body.fields).toEqual({ published: "published_model_locked" });
    const loser = candidates.find((c) => c.id !== winner)!;
    expect((await modelCall(model.DELETE, loser.id, { method: "DELETE" })).status).toBe(200);
    expect((await modelCall(model.GET, loser.id)).status).toBe(404);
    const switched = await modelCall(publish.POST, candidates.find((c) => c.id !== winner && c.id !== loser.id)!.id, { method: "POST" });
    expect(switched.body.published).toBe(true);
    expect((await read(winner)).published).toBe(false);
  }, 60_000);

  it("suggests the published model's grades to the estimator of a profile and predicts for its owner only where no grade exists", async () => {
    const db = get().db;
    const owner = await createOwner(db, "nn-suggest-owner@example.com");
    await seedDemoProfiles(db, owner.id, new Date("2026-11-10T00:00:00Z"));
    const rows = await db.select().from(profiles).where(eq(profiles.ownerId, owner.id));
    const unrated = rows.find((r) => r.firstName === "Gleb")!;
    const graded = rows.find((r) => r.firstName === "Anna")!;
    const empty = rows.find((r) => r.status === "ack_q")!;
    const { estimator, cookies: estimatorCookies } = await estimatorWithSession(db, "nn-suggest-estimator@example.com");
    await db.insert(estimatorAssignments).values([unrated, empty].map((p) => ({ estimatorId: estimator.id, profileId: p.id, batchId: crypto.randomUUID() })));
    const [published] = await db.select().from(neuronetModels).where(eq(neuronetModels.published, true));

    const suggestion = await call(estimatorSuggestion.GET, { cookies: estimatorCookies, params: { id: unrated.id } });
    expect(suggestion.status).toBe(200);
    expect(suggestion.body.suggestion).toMatchObject({ modelName: published!.name, testAccuracy: { K: published!.metrics!.scales.K.accuracy } });
    // The estimator's own grade is untouched by it.
    const [assignment] = await db.select().from(estimatorAssignments).where(eq(estimatorAssignments.profileId, unrated.id));
    expect(assignment!.grade).toEqual({});
    expect((await call(estimatorSuggestion.GET, { cookies: estimatorCookies, params: { id: empty.id } })).body).toEqual({ suggestion: null });
    // Not in this estimator's batch: the same 404 as an unknown profile.
    expect((await call(estimatorSuggestion.GET, { cookies: estimatorCookies, params: { id: graded.id } })).status).toBe(404);

    const ownerCookies = { sid_owner: (await call(ownerLogin, { body: { username: owner.email, password: PASSWORD } })).setCookies.sid_owner!.value };
    const predicted = await call(ownerPredicted.GET, { cookies: ownerCookies, params: { id: unrated.id } });
    expect(predicted.body.suggestion).toEqual(suggestion.body.suggestion);
    expect((await call(ownerPredicted.GET, { cookies: ownerCookies, params: { id: graded.id } })).body).toEqual({ suggestion: null });
    const stranger = await createOwner(db, "nn-stranger@example.com");
    const strangerCookies = { sid_owner: (await call(ownerLogin, { body: { username: stranger.email, password: PASSWORD } })).setCookies.sid_owner!.value };
    expect((await call(ownerPredicted.GET, { cookies: strangerCookies, params: { id: unrated.id } })).status).toBe(404);
  }, 60_000);

  it("cancels a running training from a request: the job stops after its epoch and records it", async () => {
    const slow = await create("Slow", { ...QUICK, epochs: 200, batchSize: 8 });
    await modelCall(train.POST, slow.id, { method: "POST" });
    await waitFor(async () => ((m) => m.status === "training" && (m.progress?.epoch ?? 0) >= 1)(await read(slow.id)), 60_000, "the first epoch");
    const cancelling = await modelCall(train.DELETE, slow.id, { method: "DELETE" });
    expect(cancelling.body.status).toBe("training");
    const ended = await waitFor(async () => ((m) => (m.status === "training" ? null : m))(await read(slow.id)), 30_000, "the cancellation");
    expect(ended).toMatchObject({ status: "cancelled", hasArtifact: false, progress: null });
    expect((await modelCall(train.DELETE, slow.id, { method: "DELETE" })).body.fields).toEqual({ status: "not_training" });
  }, 120_000);

  it("refuses artifacts over the limit while they stream, of the wrong type, or not matching the network", async () => {
    const target = await create("Uploads");
    const items = (await call(models.GET, as())).body.items as NeuronetModelDto[];
    const good = (await modelCall(artifact.GET, items.find((m) => m.hasArtifact)!.id)).body;

    const declared = await modelCall(upload.POST, target.id, { rawBody: "{}", headers: { "content-type": "application/json", "content-length": String(ARTIFACT_MAX_BYTES + 1) } });
    expect(declared.status).toBe(413);

    // No length declared: refused once the limit passes, long before the 8 MiB are read.
    let pulled = 0;
    const chunk = new Uint8Array(256 * 1024).fill(32);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 32) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request(`http://localhost:3000/api/v1/administrator/neuronet/models/${target.id}/upload`, {
      method: "POST",
      headers: { host: "localhost:3000", origin: "http://localhost:3000", "content-type": "application/json", cookie: `sid_administrator=${admin.sid_administrator}`, "x-accordo-client-ip": "203.0.113.9" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const streamed = await upload.POST(request, { params: Promise.resolve({ id: target.id }) });
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(16);

    const text = await modelCall(upload.POST, target.id, { rawBody: JSON.stringify(good), headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    const notJson = await modelCall(upload.POST, target.id, { rawBody: "PK\u0003\u0004 not a json document", headers: { "content-type": "application/json" } });
    expect(notJson.body.code).toBe("validation:invalid_json");
    const other = await modelCall(upload.POST, target.id, { body: { hello: "world" } });
    expect(other.status).toBe(400);
    expect(Object.values(other.body.fields as object)).toContain("not_an_artifact");

    const lambda = structuredClone(good) as { architecture: Array<Record<string, unknown>> };
    lambda.architecture[0]!.kind = "lambda";
    const unknownLayer = await modelCall(upload.POST, target.id, { body: lambda });
    expect(unknownLayer.status).toBe(400);
    expect(Object.values(unknownLayer.body.fields as object).join(",")).toMatch(/unknown_layer|invalid_field/);

    const reshaped = structuredClone(good) as { weights: Array<{ shape: number[] }> };
    reshaped.weights[0]!.shape = [3, 3];
    const wrongShape = await modelCall(upload.POST, target.id, { body: reshaped });
    expect(Object.values(wrongShape.body.fields as object)).toContain("weight_shape_mismatch");

    const otherEncoding = { ...(good as object), encoding: "profile-v99/e1" };
    expect(Object.values((await modelCall(upload.POST, target.id, { body: otherEncoding })).body.fields as object)).toContain("encoding_unknown");

    expect(await read(target.id)).toMatchObject({ status: "draft", hasArtifact: false });
  }, 60_000);

  it("answers only administrators", async () => {
    const owner = await createOwner(get().db, "nn-owner@example.com");
    const ownerCookie = (await call(ownerLogin, { body: { username: owner.email, password: PASSWORD } })).setCookies.sid_owner!.value;
    const { cookies: estimator } = await estimatorWithSession(get().db, "nn-estimator@example.com");
    for (const cookies of [{ sid_owner: ownerCookie }, estimator, {}] as Array<Record<string, string>>) {
      expect((await call(models.GET, { cookies })).status).toBe(401);
      expect((await call(models.POST, { cookies, body: { name: "Mine" } })).status).toBe(401);
    }
    const names = await get().db.select({ name: neuronetModels.name }).from(neuronetModels).where(and(eq(neuronetModels.name, "Mine")));
    expect(names).toEqual([]);
  });
});
