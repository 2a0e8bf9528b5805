import { createContext, useContext } from "react";

/** Where a server render notes the HTTP status its page asks for (ssr/render-page.tsx passes it in). */
export type ResponseStatusRecorder = (code: number) => void;

export const ResponseStatusContext = createContext<ResponseStatusRecorder | null>(null);

/** Renders nothing; on the server it makes the page answer with `code` (404 for 'Page Not Found'). */
export function ResponseStatus({ code }: { code: number }) {
  useContext(ResponseStatusContext)?.(code);
  return null;
}
