import { describe, expect, it } from "vitest";
import { canonicalPath, localeOrigins, pageAlternates } from "./origins";

const patterns = { ruHosts: "*.ru,ru.*", enHosts: "en.*" };

describe("each language's public origin", () => {
  it("takes the configured origins that the locale host patterns match", () => {
    const origins = localeOrigins({ configured: ["https://accordo.ru", "https://en.accordo.com"], requestOrigin: "https://accordo.ru", ...patterns });
    expect(origins).toEqual({ ru: "https://accordo.ru", en: "https://en.accordo.com" });
  });

  it("prefers the configured origin to the request's own", () => {
    const origins = localeOrigins({ configured: ["https://ru.accordo.com/", "https://en.accordo.com"], requestOrigin: "http://ru.accordo.com:8080", ...patterns });
    expect(origins.ru).toBe("https://ru.accordo.com");
  });

  it("pairs a development name with its twin on the same port", () => {
    expect(localeOrigins({ configured: ["http://localhost:3310"], requestOrigin: "http://ru.localhost:3310", ...patterns })).toEqual({
      ru: "http://ru.localhost:3310",
      en: "http://en.localhost:3310",
    });
    expect(localeOrigins({ configured: [], requestOrigin: "http://en.localhost:3000", ...patterns })).toEqual({
      ru: "http://ru.localhost:3000",
      en: "http://en.localhost:3000",
    });
  });

  it("never invents a public host: an unconfigured language has no origin", () => {
    expect(localeOrigins({ configured: ["https://accordo.ru"], requestOrigin: "https://accordo.ru", ...patterns })).toEqual({ ru: "https://accordo.ru", en: null });
    expect(localeOrigins({ configured: ["not a url", "ftp://ru.example.com"], requestOrigin: "http://localhost:3000", ...patterns })).toEqual({ ru: null, en: null });
  });
});

describe("canonical URL and hreflang alternates", () => {
  const origins = { ru: "https://accordo.ru", en: "https://en.accordo.com" };

  it("point at the same path on both hosts, the reader's language being canonical", () => {
    expect(pageAlternates("/faq?utm=x#top", "ru", origins, "https://accordo.ru")).toEqual({
      canonical: "https://accordo.ru/faq",
      languages: { ru: "https://accordo.ru/faq", en: "https://en.accordo.com/faq", "x-default": "https://en.accordo.com/faq" },
    });
    expect(pageAlternates("/faq", "en", origins, "https://accordo.ru").canonical).toBe("https://en.accordo.com/faq");
  });

  it("fall back to the request's origin and name only the known hosts", () => {
    expect(pageAlternates("/", "en", { ru: "https://accordo.ru", en: null }, "http://localhost:3000")).toEqual({
      canonical: "http://localhost:3000",
      languages: { ru: "https://accordo.ru", "x-default": "https://accordo.ru" },
    });
  });

  it("keep only an absolute path", () => {
    expect(["/", "/owner/", "/a/b?c", "//evil.example/x", "", null, "relative"].map(canonicalPath)).toEqual(["/", "/owner", "/a/b", "/", "/", "/", "/"]);
  });
});
