import { describe, expect, it } from "vitest";
import { areaOfPath } from "./config";
import { chooseLocale, hostMatches } from "./hosts";

const rules = { ruHosts: "*.ru,ru.*", enHosts: "en.*" };

describe("locale from the host (spec part 1 section 6)", () => {
  it("matches host patterns ignoring the port", () => {
    expect(hostMatches("ru.localhost:3000", "ru.*")).toBe(true);
    expect(hostMatches("accordo.ru", "*.ru")).toBe(true);
    expect(hostMatches("accordo.ru.example.com", "*.ru")).toBe(false);
    expect(hostMatches("guru.example.com", "ru.*")).toBe(false);
    expect(hostMatches("app.example.com", "app.example.com")).toBe(true);
  });

  it("a Russian host gives Russian whatever the preference", () => {
    expect(chooseLocale({ host: "ru.localhost:3000", area: "owner", preference: "en", ...rules })).toBe("ru");
    expect(chooseLocale({ host: "accordo.ru", area: "flame", preference: null, ...rules })).toBe("ru");
  });

  it("an English host gives English whatever the preference", () => {
    expect(chooseLocale({ host: "en.localhost:3000", area: "estimator", preference: "ru", ...rules })).toBe("en");
  });

  it("otherwise the stored preference, otherwise the area default", () => {
    expect(chooseLocale({ host: "localhost:3000", area: "owner", preference: "ru", ...rules })).toBe("ru");
    expect(chooseLocale({ host: "localhost:3000", area: "owner", preference: null, ...rules })).toBe("en");
    expect(chooseLocale({ host: "localhost:3000", area: "estimator", preference: undefined, ...rules })).toBe("ru");
    expect(chooseLocale({ host: "localhost:3000", area: "administrator", preference: "xx", ...rules })).toBe("ru");
    expect(chooseLocale({ host: "localhost:3000", area: "flame", preference: null, ...rules })).toBe("en");
  });

  it("maps paths to areas, owner-mobile and love-mobile included", () => {
    expect(areaOfPath("/owner-mobile/p2p")).toBe("owner");
    expect(areaOfPath("/love-mobile")).toBe("owner");
    expect(areaOfPath("/estimator/profiles/1")).toBe("estimator");
    expect(areaOfPath("/administrator")).toBe("administrator");
    expect(areaOfPath("/main/questionnaire")).toBe("flame");
    expect(areaOfPath("/faq")).toBe("public");
  });
});
