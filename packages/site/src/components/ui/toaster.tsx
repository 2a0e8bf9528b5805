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
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
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
