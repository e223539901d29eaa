import { z } from "zod";
import { consent, email, locale, password, PASSWORD_MAX, requiredText, withRepeatedPassword } from "./validation";

// Request bodies of /api/v1/passport. Every object is strict: unknown keys -> 400.

/** A password as typed at sign-in: no strength rule, only a length cap so huge bodies fail fast. */
const typedPassword = () => z.string({ error: "required" }).min(1, "required").max(PASSWORD_MAX, `max_length:${PASSWORD_MAX}`);
/** A local path to continue to after signing in; anything else is dropped server-side. */
const nextPath = () => z.string().max(512).optional();

export const PasswordLogin = z.strictObject({ username: email(), password: typedPassword(), next: nextPath() });
export type PasswordLogin = z.infer<typeof PasswordLogin>;

export const LoginLinkRequest = z.strictObject({ username: email(), ln: locale().optional(), next: nextPath() });
export const ForgotPasswordRequest = z.strictObject({ username: email(), ln: locale().optional() });
export const ResetPassword = withRepeatedPassword(
  z.strictObject({ token: z.string().min(10).max(200), password: password(), repeatPassword: z.string().max(PASSWORD_MAX).optional() }),
);
export const VerificationLinkRequest = z.strictObject({ ln: locale().optional() });

export const ContactRequest = z.strictObject({
  email: email(),
  username: requiredText(100),
  message: requiredText(5_000),
  consent: consent().optional(),
  ln: locale().optional(),
});

export const JoinRequest = z.strictObject({
  email: email(),
  name: requiredText(100),
  companyName: requiredText(200),
  message: z.string().trim().max(5_000).optional(),
  consent: consent(),
  ln: locale().optional(),
});

const signupFields = {
  email: email(),
  password: password().optional(),
  repeatPassword: z.string().max(PASSWORD_MAX).optional(),
  consent: consent(),
  ln: locale().optional(),
  next: nextPath(),
};

export const OwnerSignup = withRepeatedPassword(z.strictObject({ ...signupFields, companyName: z.string().trim().max(200).optional() }));
export type OwnerSignup = z.infer<typeof OwnerSignup>;
export const LoveSignup = withRepeatedPassword(z.strictObject(signupFields));
export const ProductSignup = z.strictObject({ email: email(), consent: consent(), ln: locale().optional() });
export const Preauthenticate = z.strictObject({ authId: z.string().min(10).max(200) });

export const TokenParam = z.strictObject({ token: z.string().min(10).max(200) });
export const ProductParam = z.strictObject({ product: z.enum(["flame"]) });

export const SIGN_IN_DOMAINS = ["administrator", "estimator", "owner", "flame"] as const;
export type SignInDomain = (typeof SIGN_IN_DOMAINS)[number];

export const SignInResponse = z.object({
  domain: z.enum(SIGN_IN_DOMAINS),
  /** The local path to continue to. */
  next: z.string(),
  /** Present only when the client asked for a bearer token (header X-Auth-Transport: bearer). */
  accessToken: z.string().optional(),
});
export type SignInResponse = z.infer<typeof SignInResponse>;

/** POST /owner/auth-id: a single-use id that POST /owner/preauthenticate exchanges for a session elsewhere. */
export const AuthHandoff = z.object({ authId: z.string() });
