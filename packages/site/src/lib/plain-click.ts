/**
 * Whether a click is a plain one (the main button, no modifier key) that the page may handle itself; a click meant
 * for a new tab or window (Ctrl, Cmd, Shift, Alt, the middle button) is left to the browser, as a router link leaves it.
 */
export const isPlainClick = (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
