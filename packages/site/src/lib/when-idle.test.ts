import { describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

describe("whenIdle", () => {
  it("asks the browser for its next idle moment, within 2 s, and cancels that request", () => {
    const request = vi.fn((_: IdleRequestCallback, __?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    vi.stubGlobal("requestIdleCallback", request);
    vi.stubGlobal("cancelIdleCallback", cancel);
    const task = vi.fn();
    const stop = whenIdle(task);
    expect(request).toHaveBeenCalledWith(task, { timeout: 2000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it("waits 200 ms instead where the browser has no requestIdleCallback (Safari), and can be stopped", () => {
    vi.useFakeTimers(); // before the stub: the fake clock brings a requestIdleCallback of its own
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();

    const stopped = vi.fn();
    whenIdle(stopped)();
    vi.advanceTimersByTime(1000);
    expect(stopped).not.toHaveBeenCalled();
  });
});
