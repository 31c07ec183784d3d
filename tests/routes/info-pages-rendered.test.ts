import { describe, expect, it } from "vitest";
import { attribute, main as mainOf, words as textOf } from "../support/rendered-page";
import { renderedSite } from "../support/rendered-site";

/**
 * The information pages as the production build renders them in process against the demo API:
 * the privacy policy's cookie choice and its form, the support answers that open without
 * JavaScript, and the test page that tells what is configured without showing any key.
 */

const { request } = renderedSite();

async function page(path: string, cookie?: string): Promise<string> {
  const answer = await request(path, { headers: cookie ? { Cookie: cookie } : {} });
  expect(answer.status, path).toBe(200);
  return answer.text();
}

describe("the privacy policy's cookie choice (SPEC 9)", () => {
  const choiceOf = (html: string) => textOf(/<p [^>]*role="status"[^>]*>(.*?)<\/p>/s.exec(mainOf(html))?.[1] ?? "");

  /**
   * The body a browser sends for the page's cookie form when `button` is clicked: the form's
   * hidden fields and that button's name and value (HTML's form submission), to its action.
   */
  function submission(html: string, button: string) {
    const form = /<form\b[^>]*>(?:(?!<\/form>).)*?Allow analytics.*?<\/form>/s.exec(mainOf(html))?.[0] ?? "";
    const opening = /<form\b[^>]*>/.exec(form)?.[0] ?? "";
    const body = new URLSearchParams();
    for (const [input] of form.matchAll(/<input\b[^>]*>/g))
      body.append(attribute(input, "name")!, attribute(input, "value")!);
    const clicked = [...form.matchAll(/<button\b([^>]*)>(.*?)<\/button>/gs)].find(([, , words]) => words === button);
    body.append(attribute(clicked![1]!, "name")!, attribute(clicked![1]!, "value")!);
    return { method: attribute(opening, "method"), action: attribute(opening, "action")!, body };
  }

  it("says what the visitor chose, and its buttons store a new choice and come back to the cookie section", async () => {
    const unchosen = await page("/privacy-policy");
    expect(choiceOf(unchosen)).toBe("Your current choice: not chosen yet.");

    const expected = [
      ["Allow analytics", "granted", "Your current choice: You allow analytics and monitoring cookies."],
      ["Essential cookies only", "denied", "Your current choice: You allow essential cookies only."],
    ] as const;
    for (const [button, choice, words] of expected) {
      const { method, action, body } = submission(unchosen, button);
      expect([method, action, body.toString()]).toEqual([
        "post",
        "/consent",
        `redirectTo=%2Fprivacy-policy%23cookies&choice=${choice}`,
      ]);
      const stored = await request(action, { method: "POST", body, redirect: "manual" });
      expect(stored.status).toBe(303);
      expect(stored.headers.get("Location")).toBe("/privacy-policy#cookies");
      const cookie = stored.headers.get("Set-Cookie")?.split(";")[0];
      expect(cookie).toBe(`cookie_consent=${choice}`);
      expect(choiceOf(await page("/privacy-policy", cookie))).toBe(words);
    }
  });
});

describe("support (SPEC 2)", () => {
  it("each answer is a native disclosure: a <summary> question in a <details>, which opens without JavaScript", async () => {
    const main = mainOf(await page("/support"));
    const disclosures = [...main.matchAll(/<details\b[^>]*>\s*<summary\b[^>]*>(.*?)<\/summary>(.*?)<\/details>/gs)];
    expect([disclosures.length, (main.match(/<details\b/g) ?? []).length]).toEqual([14, 14]);
    const savedCards = disclosures.find(([, question]) => textOf(question!) === "How do saved cards work?");
    expect(textOf(savedCards![2]!)).toBe(
      "When you pay, you can choose to keep the card for next time. At checkout your saved cards are listed and you pick one, or enter a new card. You can remove a saved card at any time from your profile.",
    );
  });
});

describe("the test page (SPEC 2)", () => {
  it("shows what is configured as yes or no, never a key", async () => {
    const html = await page("/test");
    const main = mainOf(html);
    const rows = [
      ...main.matchAll(/<dt\b[^>]*>(.*?)<\/dt><dd\b[^>]*data-testid="test-([^"]*)"[^>]*>(.*?)<\/dd>/gs),
    ].map(([, label, id, value]) => [textOf(label!), id, textOf(value!)]);
    expect(rows).toEqual([
      ["Route", "Route", "test"],
      ["Device (server guess)", "Device (server guess)", "desktop"],
      ["Device (now)", "Device (now)", "desktop"],
      ["Treated as a bot", "Treated as a bot", "no"],
      ["Site name", "Site name", "Hideaways"],
      ["Environment", "Environment", "local"],
      ["Maps configured", "Maps configured", "no"],
      ["Tag manager configured", "Tag manager configured", "no"],
      ["Monitoring configured", "Monitoring configured", "no"],
      ["Captcha configured", "Captcha configured", "no"],
      ["Google sign-in configured", "Google sign-in configured", "yes"],
      ["Signed in", "Signed in", "no"],
    ]);
    // The values of the keys that are set (vitest.config.ts): none is shown, and the secret is nowhere in the page.
    for (const key of ["test-google-client-id", "test-app-id", "https://api.test"]) expect(main).not.toContain(key);
    expect(html).not.toContain(process.env.FACEBOOK_APP_SECRET);
  });
});
