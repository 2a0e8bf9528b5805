import { describe, expect, it } from "vitest";
import { xmlEscape } from "./xml";

describe("xmlEscape", () => {
  it("escapes markup and leaves out what XML 1.0 forbids, keeping tab, newline, carriage return and astral characters", () => {
    expect(xmlEscape(`a<b>&'"`)).toBe("a&#60;b&#62;&#38;&#39;&#34;");
    expect(xmlEscape("\u0000\u0001\u0008\u000B\u000C\u000E\u001F\uFFFE\uFFFFok")).toBe("ok");
    expect(xmlEscape("\t\n\r\u007F\u0085 é 👟")).toBe("\t\n\r\u007F\u0085 é 👟");
    expect(xmlEscape("lone \uD800 high, lone \uDC00 low")).toBe("lone  high, lone  low");
  });
});
