import { toScheduledIso, type Program } from "@app/core";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  callsTo,
  fill,
  findToast,
  type Handler,
  pagedRoute,
  renderAdmin,
  SCREEN_TEST,
  setupUser,
  signedIn,
} from "../test/admin-test-utils";
import { tweet } from "../../test/fixtures";

const program: Program = {
  id: 3,
  name: "Kicks Crew",
  description: "Sneaker marketplace",
  averageCommission: "12.5",
  price: "180",
  commissionPercentage: 8,
  affiliateLink: null,
  logoUrl: null,
  category: "marketplace",
  notes: "Pays monthly",
};

function setup(routes: Record<string, Handler> = {}, path = "/admin/social") {
  return renderAdmin({
    path,
    routes: {
      ...signedIn,
      "GET /api/programs": () => ({ body: [] }),
      "GET /api/tweets": () => ({ body: [] }),
      "GET /api/tweets/posting": () => ({ body: { enabled: true, graceMinutes: 15 } }),
      ...routes,
    },
  });
}

describe("Social Media Marketing", SCREEN_TEST, () => {
  it("opens on Affiliate Programs with a back link; shows a program's figures and notes", async () => {
    setup({ "GET /api/programs": () => ({ body: [program] }) });
    expect(await screen.findByRole("link", { name: "Back to Manage Products" })).toHaveAttribute("href", "/admin");
    expect(await screen.findByRole("tab", { name: "Affiliate Programs" })).toHaveAttribute("aria-selected", "true");
    const card = await screen.findByRole("article", { name: "Kicks Crew" });
    const c = within(card);
    expect(c.getByText("marketplace")).toBeInTheDocument();
    expect(c.getByText("Commission ($)").nextElementSibling).toHaveTextContent("$12.50");
    expect(c.getByText("Price ($)").nextElementSibling).toHaveTextContent("$180.00");
    expect(c.getByText("Commission %").nextElementSibling).toHaveTextContent("8%");
    expect(c.getByText("Pays monthly")).toBeInTheDocument();
  });

  it("leads back to the screen the operator came from, keeping its query; a tab of its own is no screen to go back to", async () => {
    setup({ "GET /api/admin/stores": pagedRoute(() => []), "GET /api/config": () => ({ body: {} }) }, "/admin/stores?q=kith");
    const user = setupUser();
    await user.click(await screen.findByRole("link", { name: "Social Media Marketing" }));
    await user.click(await screen.findByRole("tab", { name: "Tweet Scheduler" }));
    expect(await screen.findByRole("link", { name: "Back to Manage Stores" })).toHaveAttribute("href", "/admin/stores?q=kith");
  });

  it("adds a program with the defaults, and deletes one after 'Delete this program?'", async () => {
    let programs: Program[] = [];
    const { calls } = setup({
      "GET /api/programs": () => ({ body: programs }),
      "POST /api/programs": ({ body }) => {
        programs = [{ ...program, ...(body as object), id: 9 }];
        return { status: 201, body: programs[0] };
      },
      "DELETE /api/programs/9": () => {
        programs = [];
        return { status: 204 };
      },
    });
    const user = setupUser();
    expect(await screen.findByText("No affiliate programs yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Program" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Program" }));
    expect(dialog.getByLabelText("Commission percentage")).toHaveValue(30);
    expect(dialog.getByLabelText("Category")).toHaveValue("general");

    await user.click(dialog.getByRole("button", { name: "Add Program" }));
    expect(await findToast("Please check the form")).toBeInTheDocument();
    expect(dialog.getByLabelText("Name")).toHaveAccessibleDescription("Name is required");

    await user.type(dialog.getByLabelText("Name"), "StockX");
    await fill(user, dialog.getByLabelText("Description"), "Resale marketplace");
    await user.click(dialog.getByRole("button", { name: "Add Program" }));
    await findToast("Program added successfully");
    expect(callsTo(calls, "POST", "/api/programs")[0]?.body).toEqual({
      name: "StockX",
      description: "Resale marketplace",
      averageCommission: "0",
      price: "0",
      commissionPercentage: 30,
      category: "general",
      affiliateLink: null,
      logoUrl: null,
      notes: null,
    });

    await user.click(await screen.findByRole("button", { name: "Delete StockX" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this program?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await findToast("Program deleted successfully");
    expect(await screen.findByText("No affiliate programs yet")).toBeInTheDocument();
  });

  it("returns focus to the button that opened a dialog once it closes (Cancel, Escape or a save)", async () => {
    setup({ "GET /api/programs": () => ({ body: [program] }) });
    const user = setupUser();
    const edit = await screen.findByRole("button", { name: "Edit Kicks Crew" });
    await user.click(edit);
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());

    const add = screen.getByRole("button", { name: "Add Program" });
    await user.click(add);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());
  });

  it("tweets: badges by status, and the schedule on the site's clocks (SITE_TIMEZONE), not the admin's", async () => {
    // 09:30 on 1 December 2026 in Los Angeles is 17:30 UTC.
    const scheduledFor = "2026-12-01T17:30:00.000Z";
    setup({
      "GET /api/config": () => ({ body: { rakutenPublisherId: "1", timeZone: "America/Los_Angeles" } }),
      "GET /api/tweets": () => ({
        body: [
          tweet({ id: 1, status: "published", content: "Published one" }),
          tweet({ id: 2, status: "scheduled", content: "Scheduled one", scheduledFor }),
          tweet({ id: 3, status: "draft", content: "Draft one" }),
        ],
      }),
    });
    const user = setupUser();
    await user.click(await screen.findByRole("tab", { name: "Tweet Scheduler" }));
    const published = await screen.findByRole("article", { name: /Published one/ });
    expect(within(published).getByText("Published")).toHaveClass("bg-primary");
    expect(within(published).getByText("Product")).toBeInTheDocument();
    expect(within(published).getByText("Twitter")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: /Scheduled one/ })).getByText("Scheduled")).toHaveClass("bg-secondary");
    expect(within(screen.getByRole("article", { name: /Draft one/ })).getByText("Draft")).not.toHaveClass("bg-primary", "bg-secondary");

    const time = within(screen.getByRole("article", { name: /Scheduled one/ })).getByText((_, el) => el?.tagName === "TIME");
    expect(time).toHaveAttribute("datetime", scheduledFor);
    expect(time.textContent).toMatch(/9:30/);
    // A published tweet is on X as posted: no Edit; the editor of another reads and writes the site's clocks.
    expect(within(published).queryByRole("button", { name: "Edit tweet" })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole("article", { name: /Scheduled one/ })).getByRole("button", { name: "Edit tweet" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Tweet" });
    expect(within(dialog).getByLabelText("Date")).toHaveValue("2026-12-01");
    expect(within(dialog).getByLabelText("Time")).toHaveValue("09:30");
    expect(within(dialog).getByText(/In the site's time zone \(America\/Los_Angeles\)/)).toBeInTheDocument();
    expect(within(within(dialog).getByLabelText("Status")).queryByRole("option", { name: "Published" })).not.toBeInTheDocument();
  });

  it("tweets: a tab per status, asked of the server", async () => {
    const { calls } = setup({
      "GET /api/tweets": () => ({ body: [tweet({ id: 1, content: "Queued" })] }),
      "GET /api/tweets?status=missed": () => ({ body: [tweet({ id: 2, status: "missed", content: "Missed one" })] }),
      "GET /api/tweets?status=failed": () => ({ body: [] }),
      "GET /api/tweets/counts": () => ({ body: { draft: 0, scheduled: 1, published: 0, failed: 0, missed: 1 } }),
    });
    const user = setupUser();
    await user.click(await screen.findByRole("tab", { name: "Tweet Scheduler" }));
    await screen.findByRole("article", { name: /Queued/ });
    const tabs = screen.getByRole("tablist", { name: "Tweets by status" });
    expect(within(tabs).getByRole("tab", { name: "Queue" })).toHaveAttribute("aria-selected", "true");
    // Each status's count, from one request for all of them.
    expect(await within(tabs).findByRole("tab", { name: "Scheduled 1" })).toBeInTheDocument();
    expect(within(tabs).getByRole("tab", { name: "Drafts 0" })).toBeInTheDocument();
    expect(callsTo(calls, "GET", "/api/tweets/counts")).toHaveLength(1);
    await user.click(await within(tabs).findByRole("tab", { name: "Missed 1" }));
    await screen.findByRole("article", { name: /Missed one/ });
    expect(screen.queryByRole("article", { name: /Queued/ })).not.toBeInTheDocument();
    expect(callsTo(calls, "GET", "/api/tweets").map((c) => c.path)).toContain("/api/tweets?status=missed");
    await user.click(within(tabs).getByRole("tab", { name: "Failed 0" }));
    expect(await screen.findByText("No failed tweets")).toBeInTheDocument();
    // The tabs stay, so another status is one click away.
    expect(within(screen.getByRole("tablist", { name: "Tweets by status" })).getByRole("tab", { name: "Failed 0" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("tweets: the week calendar shows each day's tweets at their times on the site's clocks", async () => {
    const { calls } = setup({
      "GET /api/config": () => ({ body: { rakutenPublisherId: "1", timeZone: "Asia/Tokyo" } }),
      "GET /api/tweets/calendar": ({ path }) => {
        const from = new URLSearchParams(path.split("?")[1]).get("from") ?? "";
        // Monday 23:30 in Tokyo is still Monday afternoon in UTC.
        const monday = new Date(Date.parse(from) + 23.5 * 3_600_000).toISOString();
        return { body: [tweet({ id: 7, status: "scheduled", content: "Late on Monday", scheduledFor: monday })] };
      },
    });
    const user = setupUser();
    await user.click(await screen.findByRole("tab", { name: "Tweet Scheduler" }));
    await user.click(await screen.findByRole("button", { name: "Week" }));
    const item = await screen.findByRole("button", { name: /Edit tweet at .*11:30.*Late on Monday/ });
    const days = screen.getAllByRole("listitem").filter((li) => li.parentElement?.tagName === "OL");
    expect(days).toHaveLength(7);
    expect(days[0]).toContainElement(item);
    expect(screen.getByText("Times in the site's time zone (Asia/Tokyo).")).toBeInTheDocument();
    const first = callsTo(calls, "GET", "/api/tweets/calendar")[0]?.path ?? "";
    const query = new URLSearchParams(first.split("?")[1]);
    expect(Date.parse(query.get("to") ?? "") - Date.parse(query.get("from") ?? "")).toBe(7 * 86_400_000);
    expect(new Date(query.get("from") ?? "").getUTCHours()).toBe(15); // Tokyo's midnight

    await user.click(screen.getByRole("button", { name: "Next week" }));
    await waitFor(() => expect(callsTo(calls, "GET", "/api/tweets/calendar")).toHaveLength(2));
    await user.click(await screen.findByRole("button", { name: /Edit tweet at/ }));
    expect(await screen.findByRole("dialog", { name: "Edit Tweet" })).toBeInTheDocument();
  });

  it("tweets: loads the queue a page at a time, and after a write reloads it from the first page", async () => {
    let queue = Array.from({ length: 5 }, (_, i) => tweet({ id: i + 1, content: `Queued ${i + 1}` }));
    const { calls } = setup({
      "GET /api/tweets": pagedRoute(() => queue, 2),
      "DELETE /api/tweets/1": () => {
        queue = queue.filter((tw) => tw.id !== 1);
        return { status: 204 };
      },
    });
    const user = setupUser();
    await user.click(await screen.findByRole("tab", { name: "Tweet Scheduler" }));
    await screen.findByRole("article", { name: /Queued 2/ });
    expect(screen.getAllByRole("article")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Load more tweets" }));
    await screen.findByRole("article", { name: /Queued 4/ });
    await user.click(screen.getByRole("button", { name: "Load more tweets" }));
    await screen.findByRole("article", { name: /Queued 5/ });
    expect(screen.queryByRole("button", { name: "Load more tweets" })).not.toBeInTheDocument();
    expect(callsTo(calls, "GET", "/api/tweets").map((c) => c.path)).toEqual([
      "/api/tweets",
      "/api/tweets?cursor=2",
      "/api/tweets?cursor=4",
    ]);

    await user.click(within(screen.getByRole("article", { name: /Queued 1/ })).getByRole("button", { name: "Delete tweet" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Delete this tweet?" })).getByRole("button", { name: "Delete" }),
    );
    await findToast("Tweet deleted successfully");
    // The pages are reloaded from the first, each with the cursor the fresh page before it gave (two are enough now).
    await waitFor(() => expect(screen.queryByRole("article", { name: /Queued 1/ })).not.toBeInTheDocument());
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual([
      "Tweet: Queued 2",
      "Tweet: Queued 3",
      "Tweet: Queued 4",
      "Tweet: Queued 5",
    ]);
    expect(
      callsTo(calls, "GET", "/api/tweets")
        .slice(3)
        .map((c) => c.path),
    ).toEqual(["/api/tweets", "/api/tweets?cursor=2"]);
  });

  it("counts characters out of 280 and blocks saving over the limit", async () => {
    const { calls } = setup({
      "POST /api/tweets": ({ body }) => ({ status: 201, body: { ...tweet(), ...(body as object) } }),
    });
    const user = setupUser();
    await user.click(await screen.findByRole("tab", { name: "Tweet Scheduler" }));
    expect(await screen.findByText("No tweets scheduled")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Compose Tweet" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Compose Tweet" }));
    const content = dialog.getByLabelText("Content");
    expect(dialog.getByText("0/280")).toBeInTheDocument();
    // X's weighted count: an emoji counts 2, a link 23 however long.
    await user.click(content);
    await user.paste("👟 https://kicksdirectory.com/blog/a-very-long-slug-about-cleaning-white-sneakers");
    expect(dialog.getByText("26/280")).toBeInTheDocument();
    await user.clear(content);
    expect(dialog.getByLabelText("Status")).toHaveValue("draft");
    expect(dialog.getByLabelText("Type")).toHaveValue("product");

    await user.click(content);
    await user.paste("x".repeat(281));
    expect(dialog.getByText("281/280")).toHaveClass("text-destructive");
    expect(dialog.getByRole("button", { name: "Save Tweet" })).toBeDisabled();

    await user.type(content, "{Backspace}");
    expect(dialog.getByText("280/280")).not.toHaveClass("text-destructive");
    expect(dialog.getByRole("button", { name: "Save Tweet" })).toBeEnabled();

    await user.selectOptions(dialog.getByLabelText("Status"), "scheduled");
    await user.type(dialog.getByLabelText("Date"), "2026-12-24");
    await user.type(dialog.getByLabelText("Time"), "18:45");
    await user.click(dialog.getByRole("button", { name: "Save Tweet" }));
    await findToast("Tweet created successfully");
    expect(callsTo(calls, "POST", "/api/tweets")[0]?.body).toEqual({
      content: "x".repeat(280),
      scheduledFor: toScheduledIso("2026-12-24", "18:45"),
      status: "scheduled",
      tweetType: "product",
      relatedProductId: null,
      relatedProgramId: null,
      platform: "twitter",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("edits a tweet with its schedule prefilled and reports a failed delete", async () => {
    const scheduledFor = toScheduledIso("2026-12-01", "09:30")!;
    const { calls } = setup({
      "GET /api/tweets": () => ({ body: [tweet({ status: "scheduled", scheduledFor })] }),
      "PATCH /api/tweets/5": ({ body }) => ({ body: { ...tweet(), ...(body as object) } }),
      "DELETE /api/tweets/5": () => ({ status: 500, body: { message: "Something went wrong" } }),
    });
    const user = setupUser();
    await user.click(await screen.findByRole("tab", { name: "Tweet Scheduler" }));
    await user.click(await screen.findByRole("button", { name: "Edit tweet" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Tweet" }));
    expect(dialog.getByLabelText("Date")).toHaveValue("2026-12-01");
    expect(dialog.getByLabelText("Time")).toHaveValue("09:30");
    await user.clear(dialog.getByLabelText("Date"));
    await user.click(dialog.getByRole("button", { name: "Save Tweet" }));
    expect(await findToast("Please check the form")).toBeInTheDocument();
    expect(dialog.getByLabelText("Date")).toHaveAccessibleDescription(
      "Schedule is required when status is 'scheduled' (pick a date and time)",
    );
    await user.selectOptions(dialog.getByLabelText("Status"), "draft");
    await user.click(dialog.getByRole("button", { name: "Save Tweet" }));
    await findToast("Tweet updated successfully");
    expect(callsTo(calls, "PATCH", "/api/tweets/5")[0]?.body).toMatchObject({ scheduledFor: null, status: "draft" });

    await user.click(screen.getByRole("button", { name: "Delete tweet" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Delete this tweet?" })).getByRole("button", { name: "Delete" }),
    );
    const toast = await findToast("Failed to delete tweet");
    expect(within(toast).getByText("Something went wrong")).toBeInTheDocument();
  });

  it("shows what posting did: the post on X, a retry in progress, a failure with X's reason and a Retry button", async () => {
    let tweets = [
      tweet({
        id: 1,
        status: "published",
        content: "Posted one",
        externalId: "186",
        externalUrl: "https://x.com/i/web/status/186",
        postedAt: "2026-11-20T10:00:00.000Z",
        attempts: 1,
      }),
      tweet({
        id: 2,
        status: "scheduled",
        content: "Retrying one",
        scheduledFor: "2026-11-20T10:00:00.000Z",
        attempts: 1,
        lastError: "X answered 503: Service Unavailable",
      }),
      tweet({
        id: 3,
        status: "failed",
        content: "Failed one",
        attempts: 1,
        lastError: "X answered 403: You are not allowed to create a Tweet with duplicate content.",
      }),
      tweet({
        id: 4,
        status: "missed",
        content: "Missed one",
        lastError: "Not posted: its time passed more than 15 minutes before a server could post it.",
      }),
    ];
    const { calls } = setup({
      "GET /api/tweets": () => ({ body: tweets }),
      "POST /api/tweets/3/retry": () => {
        tweets = tweets.map((tw) => (tw.id === 3 ? { ...tw, status: "scheduled", lastError: null, attempts: 0 } : tw));
        return { body: tweets[2] };
      },
    });
    const user = setupUser();
    await user.click(await screen.findByRole("tab", { name: "Tweet Scheduler" }));
    const posted = await screen.findByRole("article", { name: /Posted one/ });
    expect(within(posted).getByRole("link", { name: "View on X" })).toHaveAttribute("href", "https://x.com/i/web/status/186");
    expect(
      within(screen.getByRole("article", { name: /Retrying one/ })).getByText(
        /Attempt 1 failed: X answered 503: Service Unavailable Retrying automatically./,
      ),
    ).toBeInTheDocument();
    const missed = screen.getByRole("article", { name: /Missed one/ });
    expect(within(missed).getByText("Missed")).toHaveClass("bg-destructive");
    expect(within(missed).getByText(/its time passed more than 15 minutes/)).toBeInTheDocument();
    const failed = screen.getByRole("article", { name: /Failed one/ });
    expect(within(failed).getByText("Failed")).toHaveClass("bg-destructive");
    expect(within(failed).getByText(/duplicate content/)).toBeInTheDocument();
    expect(screen.queryByText(/will not be posted/)).not.toBeInTheDocument();

    await user.click(within(failed).getByRole("button", { name: "Retry" }));
    await findToast("Tweet queued for posting");
    expect(callsTo(calls, "POST", "/api/tweets/3/retry")).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole("article", { name: /Failed one/ })).getByText("Scheduled")).toBeInTheDocument());
  });

  it("says once, in the operator's words, that tweets are not posted to X until an account is connected", async () => {
    localStorage.clear();
    setup({ "GET /api/tweets/posting": () => ({ body: { enabled: false, graceMinutes: 15 } }) });
    const user = setupUser();
    await user.click(await screen.findByRole("tab", { name: "Tweet Scheduler" }));
    const notice = await screen.findByRole("region", { name: "Tweets are not posted to X yet" });
    expect(notice).toHaveTextContent(/connect your X account/);
    expect(notice.textContent).not.toMatch(/X_API_KEY/);
    await user.click(within(notice).getByRole("button", { name: "Dismiss: Tweets are not posted to X yet" }));
    expect(screen.queryByRole("region", { name: "Tweets are not posted to X yet" })).not.toBeInTheDocument();
    expect(localStorage.getItem("admin-notice-dismissed:x-not-connected")).not.toBeNull();
  });
});
