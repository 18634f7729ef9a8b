import { useEffect } from "react";
import { useActionData } from "react-router";
import { notify } from "../../ui/toasts";
import type { ActionFailure } from "./action-result";

/** Shows each failure an action returns as an error toast, once, and hands back its field errors. */
export function useActionToast(): Record<string, string> {
  const data = useActionData<ActionFailure | undefined>();
  useEffect(() => {
    if (data && !data.ok) notify.error(data.message);
  }, [data]);
  return data?.fields ?? {};
}
