import { expect, it } from "vitest";
import { planStateOf } from "@/lib/server/auth/accounts";
import { accessRulesOf, ownerSubject } from "@/lib/server/auth/policy";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { ownerAccessRules } from "./access-rules";

// GET /owner/self carries the spec's access rules, computed by the policy: the same rules
// the live channel sends (syncAccessRules) and the same decisions the API makes.

const ALL = { allowTeams: true, allowScene: true, needVerify: false, allowCreateTeams: true, allowCompareTeams: true, allowMonitor: true };
// Unverified: no tool that writes; the director monitor only reads the owner's teams, and no read needs a confirmed e-mail.
const NONE = { allowTeams: false, allowScene: false, needVerify: true, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: true };
const SOME_ID = "00000000-0000-4000-8000-000000000000";

describeEachDatabase("access rules in /owner/self follow the policy", ({ get }) => {
  it("a verified owner: every tool, no verification notice; the live channel says the same", async () => {
    const { db } = get();
    const { owner, cookies } = await ownerWithSession(db, "rules-verified@example.com", { status: "verified" });
    const self = await call(r.ownerSelfGet, { cookies });
    expect(self.status).toBe(200);
    expect(self.body.accessRules).toEqual(ALL);
    expect(self.body.accessRules).toEqual(accessRulesOf(ownerSubject({ ...owner, plan: planStateOf(owner) }, new Date())));
    expect(await ownerAccessRules(db, owner.id, new Date())).toEqual(self.body.accessRules);
  });

  it("an unverified owner: no tool that writes (the monitor reads) and the notice; the API refuses what the rules deny", async () => {
    const { db } = get();
    const { owner, cookies } = await ownerWithSession(db, "rules-unverified@example.com", { status: "unverified" });
    const self = await call(r.ownerSelfGet, { cookies });
    expect(self.status).toBe(200);
    expect(self.body.accessRules).toEqual(NONE);
    expect(self.body.accessRules).toEqual(accessRulesOf(ownerSubject({ ...owner, plan: planStateOf(owner) }, new Date())));
    expect(await ownerAccessRules(db, owner.id, new Date())).toEqual(self.body.accessRules);

    // allowCreateTeams, allowTeams, allowCompareTeams, allowScene: false, and the API agrees.
    const refused = [
      await call(r.sceneCreate, { body: { title: "T", actors: [] }, cookies }),
      await call(r.sandboxCreate, { body: { slots: [null, null, null, null] }, cookies }),
      await call(r.scenesCompare, { body: { sceneIds: [SOME_ID, "00000000-0000-4000-8000-000000000001"] }, cookies }),
      await call(r.scenePatch, { method: "PATCH", params: { id: SOME_ID }, body: { title: "T" }, cookies }),
    ];
    for (const answer of refused) expect(answer.body).toMatchObject({ status: 403, code: "owner:not_verified" });
  });

  it("changing the e-mail makes the account unverified: the answer and the live channel drop the tools that write at once", async () => {
    const { db } = get();
    const { owner, cookies } = await ownerWithSession(db, "rules-change@example.com", { status: "verified" });
    const patched = await call(r.ownerSelfPatch, { method: "PATCH", body: { email: "rules-changed@example.com" }, cookies });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ status: "unverified", accessRules: NONE });
    expect((await call(r.ownerSelfGet, { cookies })).body.accessRules).toEqual(NONE);
    expect(await ownerAccessRules(db, owner.id, new Date())).toEqual(NONE);
  });
});
