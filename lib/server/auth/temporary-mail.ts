import "server-only";
import MailChecker from "mailchecker";

let domains: Set<string> | undefined;

/**
 * Whether an address belongs to a temporary-mail service (the owner's isTmpOwner flag).
 * The list is the maintained one of the `mailchecker` package; subdomains of a listed
 * domain count too.
 */
export function isTemporaryEmail(email: string): boolean {
  domains ??= MailChecker.blacklist();
  const host = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  const labels = host.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    if (domains.has(labels.slice(i).join("."))) return true;
  }
  return false;
}
