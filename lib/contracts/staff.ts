import { z } from "zod";
import { locale, password, PASSWORD_MAX, personName, withRepeatedPassword } from "./validation";

const staffLocale = () => z.enum(["ru", "en"]).nullable();

/** GET/PATCH /estimator/self. */
export const EstimatorSelfDto = z.object({
  _id: z.string(),
  email: z.string(),
  fullName: z.string(),
  locale: staffLocale(),
  hasPassword: z.boolean(),
  /** Completed profiles nobody has been given yet: a new batch can be taken. */
  nextBatchAvailable: z.boolean(),
});
export type EstimatorSelfDto = z.infer<typeof EstimatorSelfDto>;

/** GET /administrator/self. */
export const AdministratorSelfDto = z.object({ _id: z.string(), email: z.string(), name: z.string(), locale: staffLocale() });
export type AdministratorSelfDto = z.infer<typeof AdministratorSelfDto>;

/** GET /passport/flame/self. */
export const FlameSelfDto = z.object({ _id: z.string(), email: z.string(), locale: staffLocale() });
export type FlameSelfDto = z.infer<typeof FlameSelfDto>;

export const UpdateEstimatorSelf = withRepeatedPassword(
  z.strictObject({
    fullName: personName().optional(),
    password: password().optional(),
    repeatPassword: z.string().max(PASSWORD_MAX).optional(),
    currentPassword: z.string().max(PASSWORD_MAX).optional(),
    locale: locale().optional(),
  }),
);
export type UpdateEstimatorSelf = z.infer<typeof UpdateEstimatorSelf>;

export const SetLocale = z.strictObject({
  area: z.enum(["public", "owner", "estimator", "administrator", "flame"]),
  locale: locale(),
});

/** POST /passport/locale: whether the choice was also stored on the signed-in account. */
export const LocaleStored = z.object({ ok: z.literal(true), stored: z.boolean() });
