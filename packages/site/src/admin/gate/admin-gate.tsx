import type { ReactNode } from "react";
import { Spinner } from "../../components/ui/spinner";
import { LoginForm } from "./login-form";
import { useAdminStatus } from "./use-admin-status";

/** Checking → login form or the admin content. */
export function AdminGate({ children }: { children: ReactNode }) {
  const status = useAdminStatus();
  if (status.isPending) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center gap-3 bg-background text-foreground">
        <Spinner size={6} />
        <span>Checking authentication...</span>
      </div>
    );
  }
  if (!status.data?.isAdmin) return <LoginForm />;
  return <>{children}</>;
}
