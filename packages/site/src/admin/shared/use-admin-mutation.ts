import { errorMessage } from "@app/core";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useToast, type ToastInput } from "../../components/ui/use-toast";

/** A success toast: its text and, optionally, a follow-up action (e.g. a link to where the result is). */
export type ToastText = Pick<ToastInput, "title" | "description" | "action">;

interface AdminMutationOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Lists to refetch after a success. */
  invalidates: readonly QueryKey[];
  success: ToastText | ((data: TData, variables: TVariables) => ToastText);
  /** Title of the destructive toast; the description is the server's message or `fallbackDescription`. */
  failure: string;
  fallbackDescription?: string;
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** Besides the toast, e.g. a form showing the server's field messages (`useSchemaForm().showServerErrors`). */
  onError?: (error: unknown) => void;
}

/** A mutation that refreshes the matching lists and reports the outcome as a toast. */
export function useAdminMutation<TData, TVariables>(options: AdminMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (data, variables) => {
      const text = typeof options.success === "function" ? options.success(data, variables) : options.success;
      toast(text);
      options.onSuccess?.(data, variables);
      await Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      options.onError?.(error);
      toast({
        variant: "destructive",
        title: options.failure,
        description: errorMessage(error, options.fallbackDescription ?? "Please try again"),
      });
    },
  });
}
