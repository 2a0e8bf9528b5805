import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";

function Filter() {
  const [text, setText] = useState("");
  const ref = useTypedBeforeHydration(setText);
  return (
    <>
      <input aria-label="Filter" ref={ref} value={text} onChange={(e) => setText(e.target.value)} />
      <output>{text || "everything"}</output>
    </>
  );
}

describe("useTypedBeforeHydration", () => {
  it("hands the text typed into the server-rendered box before hydration to the state", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Filter />);
    document.body.append(container);
    (container.querySelector("input") as HTMLInputElement).value = "zzz"; // typed while the page had no JavaScript yet
    await act(async () => void hydrateRoot(container, <Filter />));
    expect(screen.getByRole("status")).toHaveTextContent("zzz");
    expect(screen.getByLabelText("Filter")).toHaveValue("zzz");
    container.remove();
  });

  it("changes nothing when the box holds what was rendered", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Filter />);
    document.body.append(container);
    await act(async () => void hydrateRoot(container, <Filter />));
    expect(screen.getByRole("status")).toHaveTextContent("everything");
    container.remove();
  });
});
