import { ApiError, errorMessage, loginRequestSchema, queryKeys, type LoginRequest } from "@app/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LockKeyhole } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { useToast } from "../../components/ui/use-toast";
import { useApi } from "../../lib/api";
import { usePlatform } from "../admin-platform";
import { FormField } from "../shared/form-field";
import { useSchemaForm } from "../shared/use-schema-form";

export function LoginForm() {
  const api = useApi();
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const login = useMutation({
    mutationFn: (request: LoginRequest) => api.admin.login({ body: request }),
    onSuccess: async () => {
      form.replace({ password: "" });
      toast({ title: "Login successful" });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminStatus.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        toast({ variant: "destructive", title: "Invalid password", description: errorMessage(error, "Please try again") });
      } else if (error instanceof ApiError && error.status === 429) {
        toast({
          variant: "destructive",
          title: "Too many login attempts",
          description: errorMessage(error, "Please wait a while and try again"),
        });
      } else {
        toast({ variant: "destructive", title: "Login failed", description: "Please try again" });
      }
    },
  });

  const form = useSchemaForm({
    initial: { password: "" },
    schema: loginRequestSchema,
    labels: { password: "Password" },
    toInput: (values) => ({ password: values.password, mode: platform.loginMode }),
    onValid: (request) => login.mutate(request),
  });
  const { values, errors, bind } = form;
  const canSubmit = values.password !== "" && !login.isPending;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-12 text-foreground">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand text-brand-foreground">
            <LockKeyhole className="size-6" aria-hidden="true" />
          </div>
          <h1 className="font-display text-2xl tracking-tight">Admin Login</h1>
          <CardDescription>Enter the admin password to manage the site.</CardDescription>
        </CardHeader>
        <CardContent className="pb-6">
          <form className="grid gap-4" onSubmit={(event) => (canSubmit ? form.handleSubmit(event) : event.preventDefault())}>
            <FormField label="Password" error={errors.password}>
              {(c) => <Input {...c} {...bind("password")} type="password" autoComplete="current-password" required autoFocus />}
            </FormField>
            <Button type="submit" variant="brand" disabled={!canSubmit}>
              {login.isPending ? (
                <>
                  <Spinner />
                  Logging in...
                </>
              ) : (
                "Log in"
              )}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
