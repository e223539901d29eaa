import { z } from "zod";
import type { AccessRulesDto } from "./scenes";
import { DELETE_CONFIRMATION_WORDS, email, locale, password, PASSWORD_MAX, withRepeatedPassword } from "./validation";

/** GET /api/v1/owner/self (spec part 1 section 3, "Owner self"). */
export interface OwnerSelfDto {
  _id: string;
  email: string;
  status: "unverified" | "verified" | "blocked";
  subscribe: {
    status: string | null;
    subscribe: string;
    latest_invoice: string | null;
    subscribeEndDate: string | null;
    subscribeStartDate: string | null;
  };
  companyName: string;
  mainProfileId: string | null;
  /** Minor units of `orderCurrency`. */
  orderAmount: number;
  orderCurrency: string;
  isTmpOwner: boolean;
  product: "enterprise" | "love";
  locale: "ru" | "en" | null;
  hasPassword: boolean;
  createdAt: string;
  /** The spec's access rules (part 2, section 3), computed by the server's policy; the UI reads these instead of `status`. */
  accessRules: AccessRulesDto;
}

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
