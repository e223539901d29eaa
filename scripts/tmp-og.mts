import { writeFile } from "node:fs/promises";
import { coupleBody } from "../tests/consumer/couple-answers.ts";
const base = "http://localhost:3300";
const h = { "content-type": "application/json", origin: base };
const key = ((await (await fetch(`${base}/api/v1/owner/compatibility`, { method: "POST", headers: h, body: JSON.stringify(coupleBody({ firstName: "Александра", partnerFirstName: "Константин" })) })).json()) as { key: string }).key;
const token = ((await (await fetch(`${base}/api/v1/owner/compatibility/${key}/links`, { method: "POST", headers: h })).json()) as { token: string }).token;
for (const lang of ["ru", "en"]) {
  const img = await fetch(`${base}/api/v1/owner/compatibility/shared/${token}/image`, { headers: { "x-forwarded-host": `${lang}.localhost:3300` } });
  await writeFile(`/tmp/shots/og-${lang}.png`, Buffer.from(await img.arrayBuffer()));
  const pdf = await fetch(`${base}/api/v1/owner/compatibility/${key}/pdf`, { headers: { "x-forwarded-host": `${lang}.localhost:3300` } });
  await writeFile(`/tmp/shots/result-${lang}.pdf`, Buffer.from(await pdf.arrayBuffer()));
  console.log(lang, img.status, pdf.status, pdf.headers.get("content-disposition"));
}
