import "server-only";
import type { ErrorCode } from "@/lib/contracts/errors";
import type { AccessRulesDto } from "@/lib/contracts/scenes";
import { AppError } from "@/lib/server/http/app-error";
import { companyPlan, type PlanState } from "@/lib/billing/access";
import { TIER_FEATURES, type Feature, type Tier } from "@/lib/billing/plans";
import type { Session } from "./sessions";

// The one place that says who may do what (architecture convention 8). The route wrapper
// asks it for every request (`route({ action })`), services ask it again with the resource
// they loaded, pages ask it to show or hide controls, and the owner's access rules (GET
// /owner/self, the live channel's syncAccessRules) are read from it. docs/api.md,
// "Permissions", lists the table.

/** Owner subscription tiers and what each sells: the plan table (lib/billing/plans.ts). */
export type OwnerTier = Tier;

/** Who is asking: nobody signed in, or an account of one of the four sign-in domains. */
export type Subject =
  | { role: "anonymous" }
  | { role: "flame" | "estimator" | "administrator"; id: string }
  | { role: "owner"; id: string; verified: boolean; tier: OwnerTier };

type Grantee = "flame" | "estimator" | "administrator" | "owner" | "verified owner";
type ResourceKind = "profile" | "scene" | "pair" | "comparison";

export interface Rule {
  /** Access modes of the spec (part 1, section 6). Reading never needs a verified e-mail. */
  mode: "read" | "write";
  /** "anyone" includes anonymous callers; "owner" is any owner, "verified owner" one who confirmed the e-mail. */
  who: "anyone" | readonly Grantee[];
  /** The action names one owner's resource: anyone else's answers as unknown (this kind's 404). */
  resource?: ResourceKind;
  /** A profile shared with the owner (attached from a share link) counts as theirs for this action. */
  shared?: true;
  /** The tier feature an owner needs. */
  feature?: Feature;
}

const ANYONE = "anyone";
const FLAME = ["flame"] as const;
const ESTIMATOR = ["estimator"] as const;
const ADMINISTRATOR = ["administrator"] as const;
const OWNER = ["owner"] as const;
const VERIFIED_OWNER = ["verified owner"] as const;

export const POLICY = {
  // Public: no account. Tokens, permalinks and share links carry their own permission.
  "api.unknownPath":             { mode: "read",  who: ANYONE },
  "service.status":              { mode: "read",  who: ANYONE },
  "account.signUp":              { mode: "write", who: ANYONE },
  "session.signIn":              { mode: "write", who: ANYONE },
  "session.requestLink":         { mode: "write", who: ANYONE },
  "session.signOut":             { mode: "write", who: ANYONE },
  "password.requestReset":       { mode: "write", who: ANYONE },
  "password.reset":              { mode: "write", who: ANYONE },
  "owner.verifyEmail":           { mode: "write", who: ANYONE },
  "contact.send":                { mode: "write", who: ANYONE },
  "locale.set":                  { mode: "write", who: ANYONE },
  "analytics.pageView.record":   { mode: "write", who: ANYONE },
  "sharedCard.read":             { mode: "read",  who: ANYONE },
  "publicQuestionnaire.read":    { mode: "read",  who: ANYONE },
  "publicQuestionnaire.submit":  { mode: "write", who: ANYONE },
  "invitation.read":             { mode: "read",  who: ANYONE },
  "invitation.fill":             { mode: "write", who: ANYONE },
  // Consumer couple results: the secret key or token in the path is the permission.
  "coupleResult.create":         { mode: "write", who: ANYONE },
  "coupleResult.read":           { mode: "read",  who: ANYONE },
  "coupleResult.share":          { mode: "write", who: ANYONE },
  "coupleResult.invite":         { mode: "write", who: ANYONE },
  "coupleResult.report":         { mode: "write", who: ANYONE },
  "coupleResult.save":           { mode: "write", who: ANYONE },
  "consumerData.read":           { mode: "read",  who: ANYONE },
  "consumerData.write":          { mode: "write", who: ANYONE },
  // Payments: prices are public; the anonymous instance is permitted by the result's key;
  // the webhook by Stripe's signature on the body.
  "billing.prices.read":         { mode: "read",  who: ANYONE },
  "billing.anonymous.pay":       { mode: "write", who: ANYONE },
  "billing.webhook":             { mode: "write", who: ANYONE },

  // Own account, whatever the domain.
  "password.change":             { mode: "write", who: ["owner", "estimator", "administrator"] },
  "flame.self.read":             { mode: "read",  who: FLAME },
  "flame.history.read":          { mode: "read",  who: FLAME },

  // Owner: account. An unverified owner may still use all of it (and ask for the link).
  "owner.self.read":             { mode: "read",  who: OWNER },
  "owner.self.update":           { mode: "write", who: OWNER },
  "owner.self.delete":           { mode: "write", who: OWNER },
  "owner.verification.request":  { mode: "write", who: OWNER },
  "session.handOff":             { mode: "write", who: OWNER },
  "live.connect":                { mode: "read",  who: OWNER },
  // Owner: subscription and payments. Seeing them needs no verified e-mail; paying does.
  "billing.subscription.read":   { mode: "read",  who: OWNER },
  "billing.subscription.manage": { mode: "write", who: VERIFIED_OWNER },
  "billing.accessRules.sync":    { mode: "write", who: OWNER },
  "billing.pair.read":           { mode: "read",  who: OWNER },
  "billing.pair.pay":            { mode: "write", who: VERIFIED_OWNER },

  // Owner: profiles. Reading is open to unverified owners; changing needs the e-mail confirmed.
  "profile.list":                { mode: "read",  who: OWNER },
  "profile.read":                { mode: "read",  who: OWNER, resource: "profile", shared: true },
  "profile.create":              { mode: "write", who: VERIFIED_OWNER },
  "profile.update":              { mode: "write", who: VERIFIED_OWNER, resource: "profile" },
  "profile.delete":              { mode: "write", who: VERIFIED_OWNER, resource: "profile" },
  "profile.share":               { mode: "write", who: VERIFIED_OWNER, resource: "profile" },
  "profile.claimable":           { mode: "read",  who: OWNER },
  "profile.claim":               { mode: "write", who: OWNER },
  "sharedProfile.read":          { mode: "read",  who: OWNER },
  "sharedProfile.attach":        { mode: "write", who: VERIFIED_OWNER },
  "sharedProfile.detach":        { mode: "write", who: OWNER },
  "questionnaire.read":          { mode: "read",  who: OWNER },

  // Owner: pairs, team checks, teams (the simulator) and comparisons.
  "pair.create":                 { mode: "write", who: VERIFIED_OWNER, feature: "pairForecast" },
  "pair.read":                   { mode: "read",  who: OWNER, resource: "pair" },
  "pair.update":                 { mode: "write", who: VERIFIED_OWNER, resource: "pair", feature: "pairForecast" },
  "pair.run":                    { mode: "write", who: VERIFIED_OWNER, resource: "pair", feature: "pairForecast" },
  "pair.delete":                 { mode: "write", who: OWNER, resource: "pair" },
  "pair.report":                 { mode: "write", who: VERIFIED_OWNER, feature: "pairForecast" },
  "teamCheck.read":              { mode: "read",  who: OWNER, resource: "scene" },
  "teamCheck.create":            { mode: "write", who: VERIFIED_OWNER, feature: "teamForecast" },
  "teamCheck.update":            { mode: "write", who: VERIFIED_OWNER, resource: "scene", feature: "teamForecast" },
  "team.list":                   { mode: "read",  who: OWNER },
  "team.create":                 { mode: "write", who: VERIFIED_OWNER, feature: "simulator" },
  "team.update":                 { mode: "write", who: VERIFIED_OWNER, resource: "scene", feature: "simulator" },
  "team.copy":                   { mode: "write", who: VERIFIED_OWNER, resource: "scene", feature: "simulator" },
  "team.fix":                    { mode: "write", who: OWNER, resource: "scene" },
  "team.delete":                 { mode: "write", who: OWNER },
  "scene.read":                  { mode: "read",  who: OWNER, resource: "scene" },
  "scene.run":                   { mode: "write", who: VERIFIED_OWNER, resource: "scene" },
  "teams.compare":               { mode: "write", who: VERIFIED_OWNER, feature: "comparison" },
  "scene.monitor":               { mode: "read",  who: OWNER, feature: "monitor" },
  "comparison.read":             { mode: "read",  who: OWNER, resource: "comparison" },

  // Estimator: only profiles assigned to them (the assignment is checked where they are loaded).
  "estimator.self.read":         { mode: "read",  who: ESTIMATOR },
  "estimator.self.update":       { mode: "write", who: ESTIMATOR },
  "estimate.list":               { mode: "read",  who: ESTIMATOR },
  "estimate.read":               { mode: "read",  who: ESTIMATOR },
  "estimate.assign":             { mode: "write", who: ESTIMATOR },
  "estimate.mark":               { mode: "write", who: ESTIMATOR },
  "estimate.rate":               { mode: "write", who: ESTIMATOR },
  "estimate.note":               { mode: "write", who: ESTIMATOR },

  // Administrator.
  "administrator.self.read":     { mode: "read",  who: ADMINISTRATOR },
  "admin.owners.read":           { mode: "read",  who: ADMINISTRATOR },
  "admin.owners.manage":         { mode: "write", who: ADMINISTRATOR },
  "admin.owners.plan":           { mode: "write", who: ADMINISTRATOR },
  "admin.estimators.read":       { mode: "read",  who: ADMINISTRATOR },
  "admin.estimators.manage":     { mode: "write", who: ADMINISTRATOR },
  "admin.loginLinks.send":       { mode: "write", who: ADMINISTRATOR },
  "admin.profiles.read":         { mode: "read",  who: ADMINISTRATOR },
  "admin.profiles.manage":       { mode: "write", who: ADMINISTRATOR },
  "admin.finalScores.manage":    { mode: "write", who: ADMINISTRATOR },
  "admin.questionnaires.read":   { mode: "read",  who: ADMINISTRATOR },
  "admin.questionnaires.manage": { mode: "write", who: ADMINISTRATOR },
  "admin.coupleResults.read":    { mode: "read",  who: ADMINISTRATOR },
  "admin.coupleResults.unlock":  { mode: "write", who: ADMINISTRATOR },
  "admin.neuronet.read":         { mode: "read",  who: ADMINISTRATOR },
  "admin.neuronet.manage":       { mode: "write", who: ADMINISTRATOR },
  "admin.analytics.read":        { mode: "read",  who: ADMINISTRATOR },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICY;
export const ACTIONS = Object.keys(POLICY) as Action[];

export function ruleOf(action: Action): Rule {
  return POLICY[action];
}

/** The 404 another owner's resource answers: exactly what an unknown id answers. */
const NOT_FOUND: Record<ResourceKind, ErrorCode> = {
  profile: "profile_not_found",
  scene: "scene:not_found",
  pair: "p2p:not_found",
  comparison: "compare:not_found",
};

/** A resource as the policy needs it: whose it is (looked up, never taken from the client). */
export interface OwnedResource {
  ownerId: string | null;
  /** The asking owner added it from a share link. */
  sharedWith?: boolean;
}

export type Decision = { allowed: true } | { allowed: false; code: ErrorCode };

/** The asker: a session (null for none), or a subject built elsewhere (the live channel). */
export type Asker = Session | Subject | null;

const ANONYMOUS: Subject = { role: "anonymous" };

/**
 * An owner account as the policy sees it: the row's status is the only source of "verified",
 * its plan fields (read at `at`, the request's instant) the only source of the tier.
 */
export function ownerSubject(owner: { id: string; status: string; plan: PlanState | null }, at: Date): Subject {
  return { role: "owner", id: owner.id, verified: owner.status === "verified", tier: owner.plan ? companyPlan(owner.plan, at).tier : "basic" };
}

export function subjectOf(asker: Asker): Subject {
  if (!asker) return ANONYMOUS;
  if ("role" in asker) return asker;
  if (asker.domain === "owner") return ownerSubject({ id: asker.subjectId, status: asker.account.status, plan: asker.account.plan }, asker.resolvedAt);
  return { role: asker.domain, id: asker.subjectId };
}

function roleDenial(subject: Subject, who: Rule["who"]): ErrorCode | null {
  if (who === "anyone") return null;
  if (subject.role === "anonymous") return "auth:unauthorized";
  if (subject.role !== "owner") return who.includes(subject.role) ? null : "auth:forbidden";
  if (who.includes("owner")) return null;
  if (who.includes("verified owner")) return subject.verified ? null : "owner:not_verified";
  return "auth:forbidden";
}

/**
 * May `asker` do `action` (to `resource`, when it names one)? Role and verification are
 * decided before ownership, as they were before the resource was loaded; another owner's
 * resource answers the 404 of an unknown one, so ids of others cannot be probed.
 */
export function decide(asker: Asker, action: Action, resource?: OwnedResource): Decision {
  const subject = subjectOf(asker);
  const rule = ruleOf(action);
  const denied = roleDenial(subject, rule.who);
  if (denied) return { allowed: false, code: denied };
  if (subject.role === "owner" && rule.feature && !TIER_FEATURES[subject.tier].includes(rule.feature)) {
    return { allowed: false, code: "subscription:not_in_plan" };
  }
  if (resource) {
    if (!rule.resource) throw new Error(`the action ${action} names no resource`);
    const own = subject.role === "owner" && resource.ownerId !== null && resource.ownerId === subject.id;
    if (!own && !(rule.shared && resource.sharedWith)) return { allowed: false, code: NOT_FOUND[rule.resource] };
  }
  return { allowed: true };
}

export function can(asker: Asker, action: Action, resource?: OwnedResource): boolean {
  return decide(asker, action, resource).allowed;
}

/** Throws the catalogue error of a refusal: 401, 403 auth:forbidden, 403 owner:not_verified, or a 404. */
export function assertCan(asker: Asker, action: Action, resource?: OwnedResource): void {
  const decision = decide(asker, action, resource);
  if (!decision.allowed) throw new AppError(decision.code);
}

/**
 * The spec's access rules of the owner tools (part 2, section 3), read off the table so
 * that /owner/self and the live channel's syncAccessRules cannot disagree with the API.
 */
export function accessRulesOf(asker: Asker): AccessRulesDto {
  const subject = subjectOf(asker);
  return {
    allowTeams: can(subject, "teamCheck.create"),
    allowScene: can(subject, "team.update"),
    needVerify: subject.role === "owner" && !subject.verified,
    allowCreateTeams: can(subject, "team.create"),
    allowCompareTeams: can(subject, "teams.compare"),
    allowMonitor: can(subject, "scene.monitor"),
  };
}
