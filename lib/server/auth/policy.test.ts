import { describe, expect, it } from "vitest";
import type { ErrorCode } from "@/lib/contracts/errors";
import { AppError } from "@/lib/server/http/app-error";
import { accessRulesOf, ACTIONS, assertCan, can, decide, ruleOf, subjectOf, type Action, type OwnerTier, type Subject } from "./policy";
import type { Session } from "./sessions";

// The policy table, restated: every action x every kind of asker, each decision written
// once here. A change to the table that is not made here too fails this test.

const SUBJECTS = [
  { role: "anonymous" },
  { role: "flame", id: "flame-1" },
  { role: "estimator", id: "estimator-1" },
  { role: "administrator", id: "administrator-1" },
  { role: "owner", id: "owner-unverified", verified: false, tier: "unlimited" },
  { role: "owner", id: "owner-verified", verified: true, tier: "unlimited" },
] as const satisfies readonly Subject[];

type Outcome = "allowed" | ErrorCode;
const OK: Outcome = "allowed";
const NO_SESSION: Outcome = "auth:unauthorized"; // 401: sign in first
const WRONG_ROLE: Outcome = "auth:forbidden"; // 403
const VERIFY: Outcome = "owner:not_verified"; // 403: "functionality unavailable, verify the account"

type Row = readonly [anonymous: Outcome, flame: Outcome, estimator: Outcome, administrator: Outcome, unverifiedOwner: Outcome, verifiedOwner: Outcome];

const ANYONE: Row = [OK, OK, OK, OK, OK, OK];
const ANY_OWNER: Row = [NO_SESSION, WRONG_ROLE, WRONG_ROLE, WRONG_ROLE, OK, OK];
const VERIFIED_OWNER: Row = [NO_SESSION, WRONG_ROLE, WRONG_ROLE, WRONG_ROLE, VERIFY, OK];
const ESTIMATOR: Row = [NO_SESSION, WRONG_ROLE, OK, WRONG_ROLE, WRONG_ROLE, WRONG_ROLE];
const ADMINISTRATOR: Row = [NO_SESSION, WRONG_ROLE, WRONG_ROLE, OK, WRONG_ROLE, WRONG_ROLE];

//                                  anonymous / flame / estimator / administrator / owner unverified / owner verified
const EXPECTED: Record<Action, Row> = {
  "api.unknownPath": ANYONE,
  "service.status": ANYONE,
  "account.signUp": ANYONE,
  "session.signIn": ANYONE,
  "session.requestLink": ANYONE,
  "session.signOut": ANYONE,
  "password.requestReset": ANYONE,
  "password.reset": ANYONE,
  "owner.verifyEmail": ANYONE,
  "contact.send": ANYONE,
  "locale.set": ANYONE,
  "analytics.pageView.record": ANYONE,
  "sharedCard.read": ANYONE,
  "publicQuestionnaire.read": ANYONE,
  "publicQuestionnaire.submit": ANYONE,
  "invitation.read": ANYONE,
  "invitation.fill": ANYONE,
  "coupleResult.create": ANYONE,
  "coupleResult.read": ANYONE,
  "coupleResult.share": ANYONE,
  "coupleResult.invite": ANYONE,
  "coupleResult.report": ANYONE,
  "coupleResult.save": ANYONE,
  "consumerData.read": ANYONE,
  "consumerData.write": ANYONE,
  "billing.prices.read": ANYONE,
  "billing.anonymous.pay": ANYONE,
  "billing.webhook": ANYONE,

  "password.change": [NO_SESSION, WRONG_ROLE, OK, OK, OK, OK],
  "flame.self.read": [NO_SESSION, OK, WRONG_ROLE, WRONG_ROLE, WRONG_ROLE, WRONG_ROLE],
  "flame.history.read": [NO_SESSION, OK, WRONG_ROLE, WRONG_ROLE, WRONG_ROLE, WRONG_ROLE],

  "owner.self.read": ANY_OWNER,
  "owner.self.update": ANY_OWNER,
  "owner.self.delete": ANY_OWNER,
  "owner.verification.request": ANY_OWNER,
  "session.handOff": ANY_OWNER,
  "live.connect": ANY_OWNER,
  "billing.subscription.read": ANY_OWNER,
  "billing.subscription.manage": VERIFIED_OWNER,
  "billing.accessRules.sync": ANY_OWNER,
  "billing.pair.read": ANY_OWNER,
  "billing.pair.pay": VERIFIED_OWNER,

  "profile.list": ANY_OWNER,
  "profile.read": ANY_OWNER,
  "profile.create": VERIFIED_OWNER,
  "profile.update": VERIFIED_OWNER,
  "profile.delete": VERIFIED_OWNER,
  "profile.share": VERIFIED_OWNER,
  "profile.claimable": ANY_OWNER,
  "profile.claim": ANY_OWNER,
  "sharedProfile.read": ANY_OWNER,
  "sharedProfile.attach": VERIFIED_OWNER,
  "sharedProfile.detach": ANY_OWNER,
  "questionnaire.read": ANY_OWNER,

  "pair.create": VERIFIED_OWNER,
  "pair.read": ANY_OWNER,
  "pair.update": VERIFIED_OWNER,
  "pair.run": VERIFIED_OWNER,
  "pair.delete": ANY_OWNER,
  "pair.report": VERIFIED_OWNER,
  "teamCheck.read": ANY_OWNER,
  "teamCheck.create": VERIFIED_OWNER,
  "teamCheck.update": VERIFIED_OWNER,
  "team.list": ANY_OWNER,
  "team.create": VERIFIED_OWNER,
  "team.update": VERIFIED_OWNER,
  "team.copy": VERIFIED_OWNER,
  "team.fix": ANY_OWNER,
  "team.delete": ANY_OWNER,
  "scene.read": ANY_OWNER,
  "scene.run": VERIFIED_OWNER,
  "teams.compare": VERIFIED_OWNER,
  "scene.monitor": ANY_OWNER,
  "comparison.read": ANY_OWNER,

  "estimator.self.read": ESTIMATOR,
  "estimator.self.update": ESTIMATOR,
  "estimate.list": ESTIMATOR,
  "estimate.read": ESTIMATOR,
  "estimate.assign": ESTIMATOR,
  "estimate.mark": ESTIMATOR,
  "estimate.rate": ESTIMATOR,
  "estimate.note": ESTIMATOR,

  "administrator.self.read": ADMINISTRATOR,
  "admin.coupleResults.read": ADMINISTRATOR,
  "admin.coupleResults.unlock": ADMINISTRATOR,
  "admin.neuronet.read": ADMINISTRATOR,
  "admin.analytics.read": ADMINISTRATOR,
  "admin.neuronet.manage": ADMINISTRATOR,
  "admin.owners.read": ADMINISTRATOR,
  "admin.owners.manage": ADMINISTRATOR,
  "admin.owners.plan": ADMINISTRATOR,
  "admin.estimators.read": ADMINISTRATOR,
  "admin.estimators.manage": ADMINISTRATOR,
  "admin.loginLinks.send": ADMINISTRATOR,
  "admin.profiles.read": ADMINISTRATOR,
  "admin.profiles.manage": ADMINISTRATOR,
  "admin.finalScores.manage": ADMINISTRATOR,
  "admin.questionnaires.read": ADMINISTRATOR,
  "admin.questionnaires.manage": ADMINISTRATOR,
};

/** Actions naming one owner's resource, and what another owner's resource answers. */
const NOT_FOUND_FOR_OTHERS: Partial<Record<Action, ErrorCode>> = {
  "profile.read": "profile_not_found",
  "profile.update": "profile_not_found",
  "profile.delete": "profile_not_found",
  "profile.share": "profile_not_found",
  "pair.read": "p2p:not_found",
  "pair.update": "p2p:not_found",
  "pair.run": "p2p:not_found",
  "pair.delete": "p2p:not_found",
  "teamCheck.read": "scene:not_found",
  "teamCheck.update": "scene:not_found",
  "team.update": "scene:not_found",
  "team.copy": "scene:not_found",
  "team.fix": "scene:not_found",
  "scene.read": "scene:not_found",
  "scene.run": "scene:not_found",
  "comparison.read": "compare:not_found",
};

const outcome = (subject: Subject, action: Action, resource?: Parameters<typeof decide>[2]): Outcome => {
  const decision = decide(subject, action, resource);
  return decision.allowed ? OK : decision.code;
};

const VERIFIED = SUBJECTS[5];
const UNVERIFIED = SUBJECTS[4];

describe("the policy table", () => {
  it("the matrix states every action of the table, and only those", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACTIONS].sort());
  });

  it.each(ACTIONS)("%s: the decision for each kind of asker", (action) => {
    expect(SUBJECTS.map((subject) => outcome(subject, action))).toEqual(EXPECTED[action]);
  });

  it("assertCan throws the catalogue error of a refusal with its status, and passes what is allowed", () => {
    const thrown = (subject: Subject, action: Action) => {
      try {
        assertCan(subject, action);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        return { code: (error as AppError).code, status: (error as AppError).status };
      }
    };
    expect(thrown(UNVERIFIED, "profile.create")).toEqual({ code: "owner:not_verified", status: 403 });
    expect(thrown(SUBJECTS[2], "profile.create")).toEqual({ code: "auth:forbidden", status: 403 });
    expect(thrown(SUBJECTS[0], "profile.read")).toEqual({ code: "auth:unauthorized", status: 401 });
    expect(thrown(VERIFIED, "admin.owners.manage")).toEqual({ code: "auth:forbidden", status: 403 });
    expect(thrown(VERIFIED, "profile.create")).toBeNull();
    expect(thrown(SUBJECTS[0], "session.signIn")).toBeNull();
  });

  it("reading never needs a verified e-mail (spec part 1 section 6: access modes read and write)", () => {
    for (const action of ACTIONS.filter((a) => ruleOf(a).mode === "read")) {
      expect(outcome(UNVERIFIED, action), action).toBe(outcome(VERIFIED, action));
    }
  });
});

describe("ownership is looked up from the resource", () => {
  const own = { ownerId: VERIFIED.id };
  const others = { ownerId: "someone-else" };

  it("the actions naming a resource are exactly those listed, each with its 404", () => {
    expect(ACTIONS.filter((a) => ruleOf(a).resource).sort()).toEqual(Object.keys(NOT_FOUND_FOR_OTHERS).sort());
  });

  it.each(Object.entries(NOT_FOUND_FOR_OTHERS) as Array<[Action, ErrorCode]>)("%s: own allowed, another owner's answers %s", (action, notFound) => {
    expect(outcome(VERIFIED, action, own)).toBe(OK);
    expect(outcome(VERIFIED, action, others)).toBe(notFound);
    // An unowned profile (filled without an account) is nobody's until claimed.
    expect(outcome(VERIFIED, action, { ownerId: null })).toBe(notFound);
    // Role and verification are decided first, as before the resource was loaded.
    expect(outcome(UNVERIFIED, action, { ownerId: UNVERIFIED.id })).toBe(EXPECTED[action][4]);
    expect(outcome(SUBJECTS[2], action, others)).toBe(WRONG_ROLE);
  });

  it("a profile shared with the owner can be read, never changed", () => {
    const shared = { ownerId: "someone-else", sharedWith: true };
    expect(outcome(VERIFIED, "profile.read", shared)).toBe(OK);
    expect(outcome(UNVERIFIED, "profile.read", { ...shared })).toBe(OK);
    for (const action of ["profile.update", "profile.delete", "profile.share"] as const) expect(outcome(VERIFIED, action, shared)).toBe("profile_not_found");
    expect(outcome(VERIFIED, "scene.read", shared)).toBe("scene:not_found");
  });

  it("a resource given to an action that names none is a programming error", () => {
    expect(() => decide(VERIFIED, "profile.create", own)).toThrow(/names no resource/);
  });

  it("can() answers the same as decide()", () => {
    expect(can(VERIFIED, "scene.run", own)).toBe(true);
    expect(can(VERIFIED, "scene.run", others)).toBe(false);
  });
});

describe("subjects and access rules", () => {
  const session = (domain: Session["domain"], status: string): Session => ({
    id: "s1",
    domain,
    subjectId: `${domain}-1`,
    account: { domain, id: `${domain}-1`, email: "a@example.com", passwordHash: null, status, locale: null, active: true, plan: domain === "owner" ? { code: "unlimited", status: "active", endsAt: null, cancelAtPeriodEnd: false, previousCode: null } : null },
    upstreamId: null,
    absoluteExpiresAt: new Date(0),
    resolvedAt: new Date(0),
  });

  it("a session becomes a subject; an owner's verification comes from the account status, the tier is the plan's", () => {
    expect(subjectOf(null)).toEqual({ role: "anonymous" });
    expect(subjectOf(session("owner", "verified"))).toEqual({ role: "owner", id: "owner-1", verified: true, tier: "unlimited" });
    expect(subjectOf(session("owner", "unverified"))).toEqual({ role: "owner", id: "owner-1", verified: false, tier: "unlimited" });
    expect(subjectOf(session("estimator", "active"))).toEqual({ role: "estimator", id: "estimator-1" });
    expect(can(session("owner", "unverified"), "scene.run")).toBe(false);
    expect(can(session("owner", "verified"), "scene.run")).toBe(true);
  });

  it("access rules: a verified owner may use every tool, an unverified one only the monitor (it reads) and is told to verify", () => {
    expect(accessRulesOf(VERIFIED)).toEqual({ allowTeams: true, allowScene: true, needVerify: false, allowCreateTeams: true, allowCompareTeams: true, allowMonitor: true });
    expect(accessRulesOf(UNVERIFIED)).toEqual({ allowTeams: false, allowScene: false, needVerify: true, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: true });
  });

  it("access rules follow the table's actions", () => {
    for (const subject of SUBJECTS) {
      expect(accessRulesOf(subject)).toEqual({
        allowTeams: can(subject, "teamCheck.create"),
        allowScene: can(subject, "team.update"),
        needVerify: subject.role === "owner" && !subject.verified,
        allowCreateTeams: can(subject, "team.create"),
        allowCompareTeams: can(subject, "teams.compare"),
        allowMonitor: can(subject, "scene.monitor"),
      });
    }
    expect(accessRulesOf(null)).toEqual({ allowTeams: false, allowScene: false, needVerify: false, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: false });
  });
});

describe("tiers: the plan decides the features (lib/billing/plans.ts)", () => {
  const owner = (tier: OwnerTier): Subject => ({ role: "owner", id: "o", verified: true, tier });
  it("basic: pair forecasts and (with no room) team checks; no simulator or comparison, with the plan's own refusal", () => {
    expect(accessRulesOf(owner("basic"))).toEqual({ allowTeams: true, allowScene: false, needVerify: false, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: false });
    expect(decide(owner("basic"), "teams.compare")).toEqual({ allowed: false, code: "subscription:not_in_plan" });
    expect(decide(owner("basic"), "pair.create")).toEqual({ allowed: true });
  });
  it("teams, simulator, simulator pro and unlimited open one more tool each", () => {
    expect(accessRulesOf(owner("teams"))).toMatchObject({ allowTeams: true, allowScene: false, allowCompareTeams: false });
    expect(accessRulesOf(owner("simulator"))).toMatchObject({ allowScene: true, allowCreateTeams: true, allowCompareTeams: false });
    expect(accessRulesOf(owner("simulatorPro"))).toMatchObject({ allowScene: true, allowCompareTeams: true });
    expect(accessRulesOf(owner("bonus"))).toMatchObject({ allowScene: true, allowCompareTeams: true });
  });
  it("the director monitor comes with the tiers that compare teams (docs/payments.md)", () => {
    for (const tier of ["basic", "teams", "simulator"] as const) {
      expect(accessRulesOf(owner(tier)).allowMonitor, tier).toBe(false);
      expect(decide(owner(tier), "scene.monitor")).toEqual({ allowed: false, code: "subscription:not_in_plan" });
    }
    for (const tier of ["simulatorPro", "unlimited", "bonus"] as const) expect(accessRulesOf(owner(tier)).allowMonitor, tier).toBe(true);
  });
});
