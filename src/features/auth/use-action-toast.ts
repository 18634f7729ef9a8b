import { useLayoutEffect } from "react";
import { useActionData } from "react-router";
import { notify } from "../../ui/toasts";
import type { ActionFailure } from "./action-result";

/**
 * Hands back the field errors of the failure an action returned, for under their fields, and moves
 * focus to the first field in error (its message is read with it). A failure that names no field of
 * this screen (none, or only ones like a 429's `resend_in`) is an error toast, once. A field's error
 * is never a toast as well (issue 14 item 6).
 *
 * The focus moves in a layout effect: in the same commit that shows the error, so no frame (and no
 * screen reader's read) has the error on screen while the focus still sits on the submit button.
 */
export function useActionToast(): Record<string, string> {
  const data = useActionData<ActionFailure | undefined>();
  useLayoutEffect(() => {
    if (!data || data.ok) return;
    const field = Object.keys(data.fields)
      .map((name) => document.getElementsByName(name)[0])
      .find((element) => element !== undefined);
    if (field) field.focus();
    else notify.error(data.message);
  }, [data]);
  return data?.fields ?? {};
}
