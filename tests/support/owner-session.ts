import { createOwner, PASSWORD } from "./accounts";
import type { Db } from "@/db/client";
import { call } from "./http";
import { ownerLogin } from "./routes";

/** A signed-in owner for API tests: the cookie to send, and the row. */
export async function ownerWithSession(db: Db, email: string, options: { status?: "verified" | "unverified"; plan?: string } = {}) {
  const owner = await createOwner(db, email, options);
  const login = await call(ownerLogin, { body: { username: email, password: PASSWORD }, ip: "192.0.2.222" });
  const cookies = { sid_owner: login.setCookies.sid_owner!.value };
  return { owner, cookies };
}
