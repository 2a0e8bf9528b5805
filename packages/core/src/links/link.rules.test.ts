import { describe, expect, it } from "vitest";
import { describeLinkCheck } from "./link.rules";

const check = (status: string, lastCode: number | null, lastError: string | null) => describeLinkCheck({ status, lastCode, lastError });

describe("describeLinkCheck", () => {
  it.each([
    [check("unreachable", null, "getaddrinfo ENOTFOUND shop.example"), "The site's address does not exist: no server has that name"],
    [check("unreachable", null, "connect ECONNREFUSED 1.2.3.4:443"), "The site's server refused the connection"],
    [check("unreachable", null, "The operation was aborted due to timeout"), "The site took too long to answer"],
    [check("unreachable", null, "unable to verify the first certificate"), "The site's security certificate is not valid"],
    [check("unreachable", null, "not checked: private address"), "Not checked: the address points to a private or local network"],
    [check("broken", 404, null), "The page is gone: the site answered 404 Not Found"],
    [check("broken", 410, null), "The page is gone: the site answered 410 Gone"],
    [check("unreachable", 404, "answered 404 once"), "The page answered 404 Not Found once; a second time in a row marks it broken"],
    [check("unreachable", 403, "answered 403"), "The site turns automatic checks away (403); it may still open in a browser"],
    [check("unreachable", 503, "answered 503"), "The site had an error of its own (503); it may be down for a while"],
    [check("unreachable", 429, "answered 429"), "The site asked us to slow down (429); it is checked again later"],
    [check("ok", 200, null), "Works (the page answered 200)"],
    [check("pending", null, null), "Not checked yet"],
    [check("unreachable", null, "something odd"), "The site could not be reached"],
  ])("%s", (said, expected) => expect(said).toBe(expected));
});
