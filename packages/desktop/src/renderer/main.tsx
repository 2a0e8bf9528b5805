import "./zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { DesktopApp } from "./desktop-app";
import "./desktop.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <DesktopApp desktop={window.desktop} />
  </StrictMode>,
);
