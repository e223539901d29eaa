import type { Db } from "@/db/client";
import { createAdministrator, createEstimator, PASSWORD } from "./accounts";
import { call } from "./http";
import { adminLogin, estimatorLogin } from "./routes";

export async function estimatorWithSession(db: Db, email: string) {
  const estimator = await createEstimator(db, email);
  const login = await call(estimatorLogin, { body: { username: email, password: PASSWORD }, ip: "192.0.2.223" });
  return { estimator, cookies: { sid_estimator: login.setCookies.sid_estimator!.value } };
}

export async function administratorWithSession(db: Db, email: string) {
  const administrator = await createAdministrator(db, email);
  const login = await call(adminLogin, { body: { username: email, password: PASSWORD }, ip: "192.0.2.224" });
  return { administrator, cookies: { sid_administrator: login.setCookies.sid_administrator!.value } };
}
