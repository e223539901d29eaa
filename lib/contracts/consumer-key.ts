// A key of the consumer product (a draft, a result, an invitation, a share link): the
// browser or the server makes it, 22-64 URL-safe characters. No imports, so browser code
// can check a key it kept, and a page one from its address, without zod (lib/contracts/consumer.ts's `ConsumerKey` uses the same pattern).

export const CONSUMER_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export const isConsumerKey = (value: unknown): value is string => typeof value === "string" && CONSUMER_KEY_PATTERN.test(value);
