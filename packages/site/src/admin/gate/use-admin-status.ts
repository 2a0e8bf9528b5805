import { errorMessage, queryKeys } from "@app/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api";
import { adminQueries } from "../../lib/queries";
import { useToast } from "../../components/ui/use-toast";

/** Admin status cached 5 minutes, no refetch on focus or mount. */
export const ADMIN_STATUS_STALE_MS = 300_000;

export function useAdminStatus() {
  const api = useApi();
  return useQuery({
    ...adminQueries.status(api),
    staleTime: ADMIN_STATUS_STALE_MS,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });
}

/** Ends the server session (web and desktop), then re-checks the status so the gate shows the login form. */
export function useSignOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: () => api.admin.logout(),
    onSuccess: async () => {
      toast({ title: "Signed out" });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminStatus.all });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Sign out failed", description: errorMessage(error, "Please try again") });
    },
  });
}
