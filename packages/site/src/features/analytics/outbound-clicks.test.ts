import { afterEach, describe, expect, it, vi } from "vitest";
import { trackOutboundClicks } from "./outbound-clicks";

describe("outbound click beacons", () => {
  const sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
  const doc = document.implementation.createHTMLDocument("t");
  trackOutboundClicks("https://api.example", doc);

  afterEach(() => {
    sendBeacon.mockClear();
    doc.body.innerHTML = "";
    window.history.replaceState(null, "", "/");
  });

  const click = (html: string, init: MouseEventInit = {}, type = "click") => {
    doc.body.innerHTML = html;
    const target = doc.querySelector("[data-target]") as Element;
    target.addEventListener(type, (e) => e.preventDefault());
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init }));
  };

  it("reports an outbound link (the link keeps its direct href) with the page it was on", () => {
    window.history.replaceState(null, "", "/products");
    click('<a href="https://shop.example/crate"><span data-target>Buy</span></a>');
    expect(sendBeacon).toHaveBeenCalledWith(
      "https://api.example/api/clicks",
      JSON.stringify({ url: "https://shop.example/crate", source: "/products" }),
    );
    expect(doc.querySelector("a")?.href).toBe("https://shop.example/crate");
  });

  it("follows an Amazon link through the server's redirect for the moment of the click, then gives the page its home link back", async () => {
    const home = "https://www.amazon.com/dp/B0LED00001?tag=kicks-20";
    let followed = "";
    doc.body.innerHTML = `<div data-placement="home-grid"><a data-target href="${home}">Buy</a></div>`;
    const link = doc.querySelector("a") as HTMLAnchorElement;
    link.addEventListener("click", (e) => {
      followed = link.href;
      e.preventDefault();
    });
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(followed).toBe(`https://api.example/api/go?url=${encodeURIComponent(home)}&source=home-grid`);
    expect(sendBeacon).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(link.href).toBe(home));
  });

  it("reports the nearest placement (on the link or an ancestor) as the source, else the page", () => {
    window.history.replaceState(null, "", "/blog/crate-guide");
    click('<div data-placement="post:crate-guide"><p><a href="https://shop.example/a"><b data-target>Buy</b></a></p></div>');
    click(
      '<div data-placement="post:crate-guide"><a data-placement="post-box" href="https://shop.example/b"><b data-target>Buy</b></a></div>',
    );
    click('<section data-placement=""><a data-target href="https://shop.example/c">Shop</a></section>');
    expect(sendBeacon.mock.calls.map((call) => JSON.parse((call as unknown as [string, string])[1]).source)).toEqual([
      "post:crate-guide",
      "post-box",
      "/blog/crate-guide",
    ]);
  });

  it("reports a middle click, not a right click", () => {
    click('<a data-target href="https://shop.example/">Shop</a>', { button: 1 }, "auxclick");
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    click('<a data-target href="https://shop.example/">Shop</a>', { button: 2 }, "auxclick");
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it("ignores same-origin links, mailto links, non-links and the admin", () => {
    click(`<a data-target href="${location.origin}/stores">Stores</a>`);
    click('<a data-target href="mailto:hi@example.com">Mail</a>');
    click("<button data-target>Not a link</button>");
    window.history.replaceState(null, "", "/admin");
    click('<a data-target href="https://shop.example/">Shop</a>');
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
