import { z } from "zod";
import { locale, password, PASSWORD_MAX, personName, withRepeatedPassword } from "./validation";

export interface EstimatorSelfDto {
  _id: string;
  email: string;
  fullName: string;
  locale: "ru" | "en" | null;
  hasPassword: boolean;
  /** Completed profiles nobody has been given yet: a new batch can be taken. */
  nextBatchAvailable: boolean;
}

export interface AdministratorSelfDto {
  _id: string;
  email: string;
  name: string;
  locale: "ru" | "en" | null;
}

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
