import "server-only";

/** Where Stripe sends the buyer back: a path of this site with `payment=success|cancelled` (and Stripe's session id placeholder). */
export function returnUrls(linkBase: string, returnTo: string): { success_url: string; cancel_url: string } {
  const join = returnTo.includes("?") ? "&" : "?";
  return {
    success_url: `${linkBase}${returnTo}${join}payment=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${linkBase}${returnTo}${join}payment=cancelled`,
  };
}
