import { useEffect, useState, type ReactNode } from "react";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { createToastStore, ToastStoreContext, useToast, useToasts } from "./use-toast";

function ToastList() {
  const toasts = useToasts();
  const { dismiss } = useToast();
  return (
    <>
      {toasts.map(({ id, title, description, variant, open, action }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          type={variant === "destructive" ? "foreground" : "background"}
        >
          {/* A long unbroken description (a URL) wraps; an action goes under the text, never pushed out of the toast. */}
          <div className="grid min-w-0 gap-1 wrap-anywhere">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
            {action ? <div className="mt-1 flex">{action}</div> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
    </>
  );
}

/**
 * Owns a toast store, provides it to `children` (through useToast) and renders its toasts in a Radix
 * viewport with the constants (one at a time, 5000 ms, swipe right past 50 px, F8).
 */
export function Toaster({ children, label = "Notification" }: { children?: ReactNode; label?: string }) {
  const [store] = useState(createToastStore);
  useEffect(() => () => store.dispose(), [store]);
  return (
    <ToastStoreContext.Provider value={store}>
      <ToastProvider label={label}>
        {children}
        <ToastList />
        <ToastViewport />
      </ToastProvider>
    </ToastStoreContext.Provider>
  );
}
