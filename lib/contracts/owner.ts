import { z } from "zod";
import { SubscriptionDto } from "./billing";
import { AccessRulesDto } from "./scenes";
import { DELETE_CONFIRMATION_WORDS, email, locale, password, PASSWORD_MAX, withRepeatedPassword } from "./validation";

/** GET /api/v1/owner/self (spec part 1 section 3, "Owner self"). */
export const OwnerSelfDto = z.object({
  _id: z.string(),
  email: z.string(),
  status: z.enum(["unverified", "verified", "blocked"]),
  subscribe: z.object({
    status: z.string().nullable(),
    subscribe: z.string(),
    latest_invoice: z.string().nullable(),
    subscribeEndDate: z.string().nullable(),
    subscribeStartDate: z.string().nullable(),
  }),
  companyName: z.string(),
  mainProfileId: z.string().nullable(),
  /** Minor units of `orderCurrency`. */
  orderAmount: z.number().int(),
  orderCurrency: z.string(),
  isTmpOwner: z.boolean(),
  product: z.enum(["enterprise", "love"]),
  locale: z.enum(["ru", "en"]).nullable(),
  hasPassword: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The spec's access rules (part 2, section 3), computed by the server's policy; the UI reads these instead of `status`. */
  accessRules: AccessRulesDto,
  /** The subscription as the interface shows it (state, tier, team limit and use). */
  subscription: SubscriptionDto,
});
export type OwnerSelfDto = z.infer<typeof OwnerSelfDto>;

export const UpdateOwnerSelf = withRepeatedPassword(
  z.strictObject({
    password: password().optional(),
    repeatPassword: z.string().max(PASSWORD_MAX).optional(),
    /** Required when the account already has a password. */
    currentPassword: z.string().max(PASSWORD_MAX).optional(),
    email: email().optional(),
    companyName: z.string().trim().max(200).optional(),
    locale: locale().optional(),
    ln: locale().optional(),
  }),
);
export type UpdateOwnerSelf = z.infer<typeof UpdateOwnerSelf>;

/** Account deletion needs the confirmation word typed exactly (Delete / Удалить). */
export const DeleteOwnerSelf = z.strictObject({
  confirmation: z.string().max(50),
});

export function isDeleteConfirmation(word: string): boolean {
  return Object.values(DELETE_CONFIRMATION_WORDS).includes(word as never);
}

/** The settings dialog's password form; the same fields PATCH /owner/self accepts. */
export const ChangePasswordForm = withRepeatedPassword(
  z.strictObject({
    currentPassword: z.string().max(PASSWORD_MAX).optional(),
    password: password(),
    repeatPassword: z.string().max(PASSWORD_MAX).optional(),
  }),
);
